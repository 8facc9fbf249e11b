import Stacksnap
import LayoutSpec

extension VerifyPlan {
    /// The plan for one document that has no spec file of its own — built in code or parsed
    /// from a string — so it is checked by exactly the steps ``make(specFiles:shard:filter:)``
    /// plans for a file: every snapshot and the composed figure, sorted by name.
    ///
    /// `spec` names the document in results. Image sources are relative to the folder of
    /// `document.source.file`.
    public static func make(document: SpecDocument, spec: String) -> VerifyPlan {
        var items = document.snapshots().map { Item(name: $0.name, spec: spec, output: .snapshot($0)) }
        if let composition = document.composition() {
            items.append(Item(name: composition.name, spec: spec, output: .composed(composition)))
        }
        items.sort { $0.name < $1.name }
        return VerifyPlan(items: items, problems: [], specWarnings: [], allNames: items.map(\.name))
    }
}
