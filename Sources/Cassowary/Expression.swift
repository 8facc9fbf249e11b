/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms keep the order they were written in; ``normalized()`` merges repeated variables
/// and drops zero coefficients, keeping first-appearance order, so the same input always
/// gives the same terms (no hashing reaches the solver's pivot choice).
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    /// One `coefficient·variable` term.
    public struct Term: Sendable, Equatable {
        /// The variable the term multiplies.
        public var variable: Variable
        /// The factor; 1 for the variable alone.
        public var coefficient: Double
        /// `coefficient · variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order written (repeats are merged by ``normalized()``).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The sum of `terms` and `constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable alone: `1 · variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    /// A constant, with no variable.
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    /// Merges repeated variables (first appearance wins the position) and drops zeros.
    public func normalized() -> Expression {
        // Most expressions have a few distinct variables and no zero: return them as they
        // are, without hashing (this runs for every constraint added to a solver).
        if terms.count <= 16 && isAlreadyNormal { return self }
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { v -> Term? in
            let c = sums[v]!
            return c == 0 ? nil : Term(v, c)
        }
        return Expression(terms: merged, constant: constant)
    }

    /// True when no variable repeats and no coefficient is zero (quadratic: small only).
    private var isAlreadyNormal: Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices where j < i && terms[j].variable == terms[i].variable { return false }
        }
        return true
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The terms and constant as `coefficient*variable + … + constant`, for messages.
    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Operators, so constraints read like the algebra they are.

/// The sum of two expressions.
public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
/// The difference of two expressions.
public func - (a: Expression, b: Expression) -> Expression { a + (-1.0 * b) }
/// An expression scaled by a number.
public func * (k: Double, e: Expression) -> Expression {
    Expression(terms: e.terms.map { .init($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// An expression scaled by a number.
public func * (e: Expression, k: Double) -> Expression { k * e }
/// An expression plus a constant.
public func + (a: Expression, k: Double) -> Expression { a + Expression(constant: k) }
/// An expression minus a constant.
public func - (a: Expression, k: Double) -> Expression { a + Expression(constant: -k) }
/// A variable plus a constant.
public func + (v: Variable, k: Double) -> Expression { Expression(v) + k }
/// A variable minus a constant.
public func - (v: Variable, k: Double) -> Expression { Expression(v) - k }
/// The sum of two variables.
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
/// The difference of two variables.
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
/// An expression plus a variable.
public func + (a: Expression, v: Variable) -> Expression { a + Expression(v) }
/// An expression minus a variable.
public func - (a: Expression, v: Variable) -> Expression { a - Expression(v) }
/// A variable scaled by a number.
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [.init(v, k)]) }
/// The expression negated.
public prefix func - (e: Expression) -> Expression { -1.0 * e }
