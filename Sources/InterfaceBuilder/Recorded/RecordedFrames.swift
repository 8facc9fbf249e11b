import AutoLayout
import Foundation
import LayoutSpec

/// One view's frame as Xcode recorded it in the document (`<rect key="frame">`): the frame
/// Xcode's own Auto Layout engine computed for the designed device when the file was saved.
///
/// It is a yardstick for comparing a layout with Xcode's, never an input to one: the
/// importer reads a recorded frame only where UIKit does (views that translate their
/// autoresizing mask, and the prototyping constraints of views without any).
public struct RecordedView: Sendable, Equatable {
    /// The Interface Builder id.
    public var id: String
    /// The element name: `view`, `label`, `stackView`, `tableView`, …
    public var element: String
    /// `customClass`, when the document names one.
    public var customClass: String?
    /// The recorded frame, in the superview's coordinates.
    public var frame: Rect
    /// The enclosing view's id (a cell's is its table or collection view); nil for a
    /// scene's root view or a XIB's top-level view.
    public var parent: String?
    /// Xcode knows this frame is stale (`misplaced="YES"`) or not determined
    /// (`ambiguous="YES"`): not ground truth.
    public var misplaced: Bool
    public var ambiguous: Bool
    /// `hidden="YES"`: not drawn, so its frame is not compared.
    public var hidden: Bool
    /// Not installed at the size the document is drawn at: a size-class variation leaves it
    /// out there, so it is not on the screen, and the frame Xcode wrote for it is a
    /// placeholder's (off the canvas, or the size of the class it was last edited in).
    public var notInstalled = false
    /// Whether this kind of view sizes itself to text it shows (labels, buttons, text
    /// fields and the other text-bearing controls).
    public var showsText: Bool

    /// The name a table cell gives the view when it makes it (`<cell>_contentView`,
    /// `<cell>_textLabel`, `<cell>_detailTextLabel`), as the importer names it.
    public var madeName: String?

    /// The id the importer gives this view in a spec (`root` for a canvas aside).
    public var specID: String { madeName ?? IBNames.identifier(id) }

    /// Whether its frame is not ground truth on its own account: misplaced, ambiguous,
    /// hidden or not installed.
    public var isStale: Bool { misplaced || ambiguous || hidden || notInstalled }
}

/// Reads every view's recorded frame from an Interface Builder document.
public enum RecordedFrames {
    /// Elements whose intrinsic size comes from text they draw.
    public static let textElements: Set<String> = [
        "label", "button", "textField", "textView", "segmentedControl", "searchBar", "navigationBar",
        "toolbar", "tabBar", "datePicker",
    ]

    /// Every view with a recorded frame, in document order.
    ///
    /// - Throws: ``SpecErrors`` for a file that cannot be read or is not well-formed XML.
    public static func read(path: String) throws(SpecErrors) -> [RecordedView] {
        try readDocument(path: path).views
    }

    /// The recorded views and the `toolsVersion` of the Xcode that saved them.
    ///
    /// - Throws: ``SpecErrors`` for a file that cannot be read or is not well-formed XML.
    public static func readDocument(path: String) throws(SpecErrors) -> RecordedDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecErrors([SpecError(file: path, line: 1, column: 1, path: "", message: "cannot read the file")])
        }
        return try parseDocument([UInt8](data), file: path)
    }

    /// Each view's recorded frame in its root's coordinates (a scene's or top-level view's
    /// canvas), by the id the importer gives the view in a spec. Frames that are not ground
    /// truth are left out: misplaced, ambiguous, hidden or uninstalled views and what is
    /// inside them.
    public static func canvasFrames(_ views: [RecordedView]) -> [String: Rect] {
        var byID: [String: RecordedView] = [:]
        for view in views { byID[view.id] = view }
        var result: [String: Rect] = [:]
        for view in views where view.parent != nil {
            var frame = view.frame
            var stale = view.isStale
            var next = view.parent
            var steps = 0
            while let id = next, let up = byID[id], steps < views.count {
                stale = stale || up.isStale
                if up.parent != nil {
                    frame.x += up.frame.x
                    frame.y += up.frame.y
                }
                next = up.parent
                steps += 1
            }
            if !stale { result[view.specID] = frame }
        }
        return result
    }

    /// Every view with a recorded frame in the document `bytes`, in document order.
    public static func parse(_ bytes: [UInt8], file: String) throws(SpecErrors) -> [RecordedView] {
        try parseDocument(bytes, file: file).views
    }

    static func parseDocument(_ bytes: [UInt8], file: String) throws(SpecErrors) -> RecordedDocument {
        let root = try IBXMLReader.read(bytes, file: file)
        var views: [RecordedView] = []
        collect(root, parent: nil, underSubviews: false, into: &views)
        let made = madeNames(in: root)
        for index in views.indices { views[index].madeName = made[views[index].id] }
        let uninstalled = notInstalled(in: root, file: file)
        for index in views.indices { views[index].notInstalled = uninstalled.contains(views[index].id) }
        return RecordedDocument(views: views, toolsVersion: IBDocument.toolsMajor(root))
    }

    /// The ids of the views that the size-class variations leave out of the units the
    /// importer draws, each at its own size (none when the document has nothing to draw).
    private static func notInstalled(in root: IBElement, file: String) -> Set<String> {
        let kind = IBDocument.Kind(root: root)
        guard let document = try? IBDocument(root: root, file: file, kind: kind) else { return [] }
        return document.units.reduce(into: []) { $0.formUnion(SizeClassFilter(unit: $1).excludedIDs(in: $1)) }
    }

    /// A view is an element with an id and a frame that is either listed in a `<subviews>`
    /// (its parent is the element holding that list) or stands on its own: a view
    /// controller's `key="view"`, a XIB's top-level view.
    private static func collect(_ element: IBElement, parent: String?, underSubviews: Bool,
                                into views: inout [RecordedView]) {
        var current = parent
        if let id = element.id, let frame = IBGeometry.frame(of: element), isView(element, underSubviews: underSubviews) {
            views.append(RecordedView(
                id: id, element: element.name, customClass: element["customClass"], frame: frame,
                parent: parent,
                misplaced: element["misplaced"] == "YES", ambiguous: element["ambiguous"] == "YES",
                hidden: element["hidden"] == "YES", showsText: textElements.contains(element.name)))
            current = id
        }
        for child in element.children {
            if child.name == "subviews" {
                for view in child.children { collect(view, parent: current, underSubviews: true, into: &views) }
            } else {
                collect(child, parent: current, underSubviews: false, into: &views)
            }
        }
    }

    /// The views a table's or collection view's cells make, by Interface Builder id: each
    /// cell's content view and the labels a table cell's style names.
    private static func madeNames(in root: IBElement) -> [String: String] {
        var names: [String: String] = [:]
        root.forEach { table in
            guard table.name == "tableView" || table.name == "collectionView" else { return }
            table.forEach { cell in
                guard cell.name == "tableViewCell" || cell.name == "collectionViewCell", let id = cell.id else { return }
                let name = IBNames.identifier(id)
                if let content = cell.children.first(where: { $0.key == "contentView" })?.id {
                    names[content] = MadeView.contentView.id(in: name)
                }
                // A style label with no text keeps its own name, as the importer keeps it.
                let labels = cell.children.first(where: { $0.key == "contentView" })?
                    .child(named: "subviews")?.children ?? []
                func hasText(_ id: String) -> Bool {
                    labels.first { $0.id == id }.map { !IBValue.text(of: $0).isEmpty } ?? true
                }
                if let label = cell["textLabel"], hasText(label) { names[label] = MadeView.textLabel.id(in: name) }
                if let label = cell["detailTextLabel"], hasText(label) {
                    names[label] = MadeView.detailTextLabel.id(in: name)
                }
            }
        }
        return names
    }

    /// Subviews always count; elsewhere only a controller's root view or a top-level view
    /// (cells' content views and bars' items are reached through their own subviews).
    private static func isView(_ element: IBElement, underSubviews: Bool) -> Bool {
        if underSubviews { return true }
        // A collection view's section header and footer are views the flow layout places.
        if element.key == "sectionHeaderView" || element.key == "sectionFooterView" { return true }
        return element.key == "view" || element.key == nil && element.name != "placeholder"
    }
}
