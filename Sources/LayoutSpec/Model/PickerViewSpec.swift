/// The properties of a picker view (`UIPickerView`): what its data source and delegate would
/// supply, a list of titles per component (wheel), and the row selected in each.
///
/// Its intrinsic size is UIKit's, 320 × 216 points.
public struct PickerViewSpec: Sendable, Equatable {
    /// `components`: each component's row titles, leading component first.
    public var components: [[String]] = []
    /// `selectedRows`: the selected row of each component, in order (`selectRow(_:inComponent:)`);
    /// components it does not reach select row 0.
    public var selectedRows: [Int] = []

    public init(components: [[String]] = [], selectedRows: [Int] = []) {
        self.components = components
        self.selectedRows = selectedRows
    }

    /// The intrinsic size.
    public static let size = (width: 320.0, height: 216.0)

    /// The row drawn selected in `component` (0 for a component `selectedRows` does not reach).
    public func selectedRow(in component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : 0
    }
}
