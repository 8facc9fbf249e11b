/// Gives each Interface Builder id a spec id: a C identifier, unique in the document, in
/// the order views are met (so the same file always gives the same ids).
struct IdentifierMap: Sendable {
    /// IB id → spec item name (`root` for the canvas view).
    private var names: [String: String] = [:]
    private var used: Set<String> = ["root", "superview"]

    /// The name for the canvas view's IB id.
    mutating func assignRoot(_ ibID: String?) {
        if let ibID { names[ibID] = "root" }
    }

    /// A fresh spec id for an IB id (`abc-12-def` → `abc_12_def`, `_2` appended on a clash).
    mutating func assign(_ ibID: String?) -> String? {
        guard let ibID else { return nil }
        if let known = names[ibID] { return known }
        let name = fresh(IBNames.identifier(ibID))
        names[ibID] = name
        return name
    }

    /// A spec id no view has yet, `base` or `base_2`, `base_3`, …: for a view the document
    /// gives no id of its own.
    mutating func fresh(_ base: String) -> String {
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// Names an IB id with the id a spec gives a view it makes (a cell's content view is
    /// `<cell>_contentView`), so constraints naming the IB id name that view.
    mutating func assign(_ ibID: String?, as name: String) {
        guard let ibID, names[ibID] == nil else { return }
        used.insert(name)
        names[ibID] = name
    }

    /// The spec name of a converted view, if the IB id is one.
    func name(of ibID: String) -> String? { names[ibID] }
}
