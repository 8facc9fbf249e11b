/// Collects the constraints of a layout in order: operator constraints, compound ones
/// (`edges`, `size`, `center`), ``VFL`` entries and constraints written as text.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ group: ConstraintGroup) -> [ConstraintGroup] { [group] }
    public static func buildExpression(_ format: VFL) -> [ConstraintGroup] { [ConstraintGroup(format)] }
    /// A constraint in the spec grammar: `"title.firstBaseline == icon.centerY"`.
    public static func buildExpression(_ text: String) -> [ConstraintGroup] { [ConstraintGroup(text: text)] }
    public static func buildExpression(_ groups: [ConstraintGroup]) -> [ConstraintGroup] { groups }
    public static func buildBlock(_ parts: [ConstraintGroup]...) -> [ConstraintGroup] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ConstraintGroup]?) -> [ConstraintGroup] { part ?? [] }
    public static func buildEither(first part: [ConstraintGroup]) -> [ConstraintGroup] { part }
    public static func buildEither(second part: [ConstraintGroup]) -> [ConstraintGroup] { part }
    public static func buildArray(_ parts: [[ConstraintGroup]]) -> [ConstraintGroup] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ConstraintGroup]) -> [ConstraintGroup] { part }
}
