import InterfaceBuilder
import LayoutSpec

/// Small Interface Builder documents written inline, for tests of one feature each.
enum InlineDocuments {
    /// A XIB with one 320 × 200 top-level view (`top`) holding `subviews`, with
    /// `constraints` installed on it and `resources` in the document.
    static func xib(subviews: String, constraints: String = "", resources: String = "", rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" \(rootAttributes) id="top">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
            <resources>
                \(resources)
            </resources>
        </document>
        """
    }

    /// Converts an inline document (named `Inline.xib` or `Inline.storyboard` in messages).
    static func convert(_ text: String, storyboard: Bool = false,
                        selection: InterfaceBuilderSelection = InterfaceBuilderSelection()) throws -> InterfaceBuilderImport {
        try InterfaceBuilderFile.parse(Array(text.utf8), file: storyboard ? "Inline.storyboard" : "Inline.xib",
                                       selection: selection)
    }

    /// The first view of the first document, with the document's constraints.
    static func firstView(_ text: String) throws -> (view: ViewSpec?, constraints: [String], warnings: [String]) {
        let imported = try convert(text)
        let document = imported.documents.first
        let constraints = (document?.constraints ?? []).compactMap { entry -> String? in
            if case .expression(let written) = entry { return written.text }
            return nil
        }
        return (document?.root.subviews.first, constraints, imported.warnings.map(\.description))
    }
}
