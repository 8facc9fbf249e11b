import Foundation

/// What a picker view shows, as UIKit's `UIPickerViewDataSource`: its components and rows.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The rows' titles, as UIKit's `UIPickerViewDelegate` (the row titles; the events have
/// nothing to draw).
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title (default none: an empty row).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
}

extension UIPickerViewDelegate {
    /// No title, UIKit's default.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
}

/// A picker view, as UIKit's `UIPickerView`: 320 × 216 points, its components drawn as wheels
/// with the selected rows in the band. The rows come from the data source and the titles from
/// the delegate when the snapshot is taken.
@MainActor
open class UIPickerView: UIView {
    /// The components and their row counts.
    open weak var dataSource: UIPickerViewDataSource?
    /// The rows' titles.
    open weak var delegate: UIPickerViewDelegate?
    private var selections: [Int: Int] = [:]

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The data source's number of components (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    /// The data source's number of rows in `component` (0 without one).
    open func numberOfRows(inComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// Selects `row` in `component` (there is no animation here); the row is pinned to the
    /// rows the data source has when the snapshot is taken.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selections[component] = max(0, row)
    }

    /// The selected row of `component` (0 until one is selected, as in UIKit).
    open func selectedRow(inComponent component: Int) -> Int {
        min(selections[component] ?? 0, max(0, numberOfRows(inComponent: component) - 1))
    }

    /// Kept: the data is read when the snapshot is taken.
    open func reloadAllComponents() {}

    /// Kept: the data is read when the snapshot is taken.
    open func reloadComponent(_ component: Int) {}

    /// Every component's titles, as the data source and delegate give them now.
    var rowTitles: [[String]] {
        (0..<numberOfComponents).map { component in
            (0..<numberOfRows(inComponent: component)).map { row in
                delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? ""
            }
        }
    }
}
