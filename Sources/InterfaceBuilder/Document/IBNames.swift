/// Names made from what a document says: snapshot names (file names) and spec ids.
enum IBNames {
    /// A snapshot name: ASCII letters, digits, `_`, `-`, `+` and `.`, other characters
    /// turned into `-` (runs of them into one), no `-` at either end, no leading `.`.
    /// Empty when nothing is left.
    static func snapshotName(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let kept = isASCIIAlphanumeric(scalar) || scalar == "_" || scalar == "+" || scalar == "."
            if kept {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        return result
    }

    /// A spec id (a C identifier) for an Interface Builder id: characters other than
    /// letters, digits and `_` become `_`, and `v_` goes in front of a leading digit
    /// (`8bC-Xf-vdC` → `v_8bC_Xf_vdC`).
    static func identifier(_ text: String) -> String {
        var result = String(String.UnicodeScalarView(text.unicodeScalars.map {
            isASCIIAlphanumeric($0) || $0 == "_" ? $0 : "_"
        }))
        if result.isEmpty { result = "view" }
        if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "v_" + result }
        return result
    }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }
}
