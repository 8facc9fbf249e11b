import AutoLayout
import InterfaceBuilder
import LayoutSpec
import Testing

/// How a flow layout's estimated item size is read: Xcode 11 and later write
/// `automaticEstimatedItemSize="YES"`, or an estimate of the document's own as a size;
/// older documents write a zero size for none.
@Suite struct CollectionEstimateImportTests {
    static func estimate(_ layoutAttributes: String, _ inner: String = "") throws -> CollectionViewSpec.EstimatedItemSize? {
        let text = InlineDocuments.xib(subviews: """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="128" height="128"/>
                    \(inner)
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let view = try InlineDocuments.convert(text).documents.first?.root.subviews.first
        guard case .collectionView(let collection)? = view?.content else {
            Issue.record("not a collection view: \(String(describing: view?.type))")
            return nil
        }
        return collection.estimatedItemSize
    }

    @Test func automaticIsRead() throws {
        #expect(try Self.estimate("automaticEstimatedItemSize=\"YES\"") == .automatic)
    }

    @Test func aSizeIsRead() throws {
        let size = "<size key=\"estimatedItemSize\" width=\"68\" height=\"40\"/>"
        #expect(try Self.estimate("", size) == .size(Size(width: 68, height: 40)))
    }

    @Test func aZeroSizeOrNothingIsNone() throws {
        #expect(try Self.estimate("", "<size key=\"estimatedItemSize\" width=\"0.0\" height=\"0.0\"/>") == nil)
        #expect(try Self.estimate("") == nil)
    }
}
