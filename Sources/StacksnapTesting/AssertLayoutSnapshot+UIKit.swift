import LayoutSpec
import StacksnapVerify
import StacksnapUIKit

/// Checks a view hierarchy built with the UIKit-shaped API (``StacksnapUIKit``): the view
/// is the canvas (its frame's size; a zero dimension fits the content), laid out and drawn
/// as the equivalent spec is, against the same goldens, record modes, artifacts and traits
/// as the other forms. What the hierarchy does that a snapshot cannot show as UIKit would
/// is reported as a warning; what UIKit would refuse (it raises an exception) fails the
/// assertion.
///
/// - Parameters:
///   - name: the golden's name; default: the view's accessibility identifier, else the
///     test's name.
///   - scale: pixels per point.
@MainActor
@discardableResult
public func assertLayoutSnapshot(
    of view: UIView, named name: String? = nil, scale: Int = 2, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    compare: CompareOptions = CompareOptions(), matrix: MatrixSpec? = nil, testName: String = #function,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    let snapshot = name ?? view.accessibilityIdentifier ?? UIKitAssertion.name(fromTest: testName)
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return UIKitAssertion.run(snapshot, location: location, notes: view.snapshotNotes,
                              make: { () throws(UIKitLayoutError) in try view.specDocument(name: snapshot, scale: scale) },
                              record, snapshotDirectory, compare, matrix)
}

/// Checks a view controller's view on a device (`stacksnap devices` lists the presets): the
/// canvas is the device's screen, the view's safe area and margins the device's; the other
/// parameters are those of the view form above.
@MainActor
@discardableResult
public func assertLayoutSnapshot(
    of viewController: UIViewController, on device: String, named name: String? = nil, scale: Int? = nil,
    record: RecordMode? = nil, snapshotDirectory: String? = nil, compare: CompareOptions = CompareOptions(),
    matrix: MatrixSpec? = nil, testName: String = #function,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> LayoutSnapshotReport? {
    let snapshot = name ?? UIKitAssertion.name(fromTest: testName)
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return UIKitAssertion.run(snapshot, location: location, notes: viewController.view.snapshotNotes,
                              make: { () throws(UIKitLayoutError) in
                                  try viewController.specDocument(name: snapshot, device: device, scale: scale)
                              }, record, snapshotDirectory, compare, matrix)
}

/// The shared body of the UIKit forms: the document made (or why not), the warnings said,
/// then the document form's check.
@MainActor
enum UIKitAssertion {
    static func run(_ name: String, location: AssertionLocation, notes: [String],
                    make: () throws(UIKitLayoutError) -> SpecDocument, _ record: RecordMode?, _ snapshotDirectory: String?,
                    _ compare: CompareOptions, _ matrix: MatrixSpec?) -> LayoutSnapshotReport? {
        let document: SpecDocument
        do {
            document = try make()
        } catch {
            IssueReporter.record("Layout snapshot '\(name)' could not be checked:\n\(error)", at: location)
            return nil
        }
        for note in notes { IssueReporter.warn("Layout snapshot '\(name)': \(note)", at: location) }
        return LayoutAssertion(source: .document(document), name: name, record: record, snapshotDirectory: snapshotDirectory,
                               compare: compare, matrix: matrix, location: location).run()
    }

    /// `testCardLayout()` → `testCardLayout`; a name usable as a file name.
    static func name(fromTest test: String) -> String {
        let base = test.split(separator: "(").first.map(String.init) ?? test
        let cleaned = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return cleaned.isEmpty ? "view" : cleaned
    }
}
