/// Builds the paths that name a place inside a spec in messages:
/// `root.subviews[2].distribution`, `constraints[3]`, `variants[1].set["row.axis"]`.
enum SpecPath {
    /// Longest key written whole into a path; a longer (mistaken or hostile) key keeps its
    /// first 60 and last 20 characters, so a megabyte key makes a readable message.
    static let maxKeyLength = 100

    /// `base.key`, or `base["key"]` when the key is not a plain name.
    static func key(_ base: String, _ key: String) -> String {
        let key = quotable(key)
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
        if plain { return base.isEmpty ? key : "\(base).\(key)" }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(base)[\"\(escaped)\"]"
    }

    /// A key or value as a message quotes it: whole, or shortened like a path's key.
    static func quotable(_ key: String) -> String {
        key.unicodeScalars.count > maxKeyLength ? shortened(key) : key
    }

    /// `first60… (N characters left out) …last20`.
    static func shortened(_ key: String) -> String {
        let scalars = key.unicodeScalars
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars.prefix(60))
        result.append(contentsOf: "… (\(scalars.count - 80) characters left out) …".unicodeScalars)
        result.append(contentsOf: scalars.suffix(20))
        return String(result)
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
