import Cassowary

/// Reads the small text language of `Fixtures.swift`.
///
/// A case is a block of lines:
/// ```
/// case <name>
/// <lhs> (== | <= | >=) <rhs> [@priority[:weight]]   # a constraint (required without @)
/// edit <var> @<priority>                            # addEditVariable
/// suggest <var> <value>                             # suggestValue
/// remove <n>                                        # remove the n-th constraint (0-based)
/// unsat <lhs> <op> <rhs> conflicts <n,n,…|none>     # must be refused with these conflicts
/// expect <var>=<value> …                            # values (±1e-6)
/// ambiguous <var> … / fixed <var> …                 # isAmbiguous true / false
/// ```
/// Expressions are sums of `k*v`, `v` and numbers separated by ` + ` / ` - `.
struct FixtureCase: CustomStringConvertible, Sendable {
    var name: String
    var lines: [String]
    var description: String { name }
}

enum FixtureParser {
    static func cases(_ text: String) -> [FixtureCase] {
        var out: [FixtureCase] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { String($0).trimmed } ?? ""
            if line.isEmpty { continue }
            if line.hasPrefix("case ") {
                out.append(FixtureCase(name: String(line.dropFirst(5)), lines: []))
            } else if !out.isEmpty {
                out[out.count - 1].lines.append(line)
            }
        }
        return out
    }

    /// Parses `lhs op rhs [@p[:w]]` with variables looked up (and made) in `vars`.
    static func constraint(_ text: String, _ vars: inout [String: Variable], _ solver: Solver) -> Constraint? {
        var body = text
        var priority = Priority.required
        var weight = 1.0
        if let at = text.firstIndex(of: "@") {
            body = String(text[..<at])
            let spec = text[text.index(after: at)...].split(separator: ":")
            priority = Priority(Double(spec[0]) ?? 0)
            if spec.count > 1 { weight = Double(spec[1]) ?? 1 }
        }
        for (op, rel) in [("==", Relation.equal), ("<=", .lessOrEqual), (">=", .greaterOrEqual)] {
            let parts = body.components(separatedBy: op)
            if parts.count == 2 {
                let lhs = expression(parts[0], &vars, solver), rhs = expression(parts[1], &vars, solver)
                return Constraint(lhs, rel, rhs, priority: priority, weight: weight)
            }
        }
        return nil
    }

    static func expression(_ text: String, _ vars: inout [String: Variable], _ solver: Solver) -> Expression {
        var expr = Expression()
        var sign = 1.0
        for token in text.split(separator: " ").map(String.init) {
            if token == "+" { sign = 1; continue }
            if token == "-" { sign = -1; continue }
            var coefficient = sign
            var name = token
            if let star = token.firstIndex(of: "*") {
                coefficient *= Double(token[..<star]) ?? 1
                name = String(token[token.index(after: star)...])
            }
            if let number = Double(name) {
                expr = expr + Expression(constant: coefficient * number)
            } else {
                expr = expr + coefficient * Expression(variable(name, &vars, solver))
            }
            sign = 1
        }
        return expr
    }

    static func variable(_ name: String, _ vars: inout [String: Variable], _ solver: Solver) -> Variable {
        if let v = vars[name] { return v }
        let v = solver.makeVariable(name)
        vars[name] = v
        return v
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }

    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
