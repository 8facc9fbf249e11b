/// Builds the paths that name a place inside a spec in messages:
/// `root.subviews[2].distribution`, `constraints[3]`, `variants[1].set["row.axis"]`.
enum SpecPath {
    /// `base.key`, or `base["key"]` when the key is not a plain name.
    static func key(_ base: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
        if plain { return base.isEmpty ? key : "\(base).\(key)" }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(base)[\"\(escaped)\"]"
    }

    /// `base[index]`.
    static func index(_ base: String, _ index: Int) -> String { "\(base)[\(index)]" }
}

extension String {
    /// Plain replacement without Foundation's option machinery.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
