/// A view a table or collection view hands out again after ``UITableView/reloadData()``
/// or ``UICollectionView/reloadData()``: cells, and a collection's headers and footers.
@MainActor
protocol ReusableView: UIView {
    /// Readies a view handed out again, as UIKit calls it.
    func prepareForReuse()
}

extension UITableViewCell: ReusableView {}
extension UICollectionReusableView: ReusableView {}

/// The reuse machinery tables and collection views share: the classes registered for each
/// key (a reuse identifier, or a supplementary kind and identifier) and the views of the
/// last load waiting to be dequeued again.
@MainActor
struct ReuseQueue<View: ReusableView> {
    private var classes: [String: View.Type] = [:]
    private var waiting: [String: [View]] = [:]

    /// Registers `viewClass` for `key`; nil removes the registration. False when the class is
    /// not a `View` class (the caller reports it as UIKit would refuse it).
    mutating func register(_ viewClass: AnyClass?, for key: String) -> Bool {
        guard let viewClass else {
            classes[key] = nil
            return true
        }
        guard let type = viewClass as? View.Type else { return false }
        classes[key] = type
        return true
    }

    /// The class registered for `key`, if any.
    func registeredClass(for key: String) -> View.Type? { classes[key] }

    /// The view put back last for `key`, readied with `prepareForReuse()`; nil when none
    /// waits.
    mutating func dequeue(_ key: String) -> View? {
        guard var views = waiting[key], let view = views.popLast() else { return nil }
        waiting[key] = views
        view.prepareForReuse()
        return view
    }

    /// Puts a view of the last load back, to be dequeued again.
    mutating func recycle(_ view: View, for key: String) {
        waiting[key, default: []].append(view)
    }

    /// Forgets views that are in use again (a data source may hand one out without
    /// dequeuing it), so that none is handed out twice.
    mutating func forget<S: Sequence>(_ views: S) where S.Element == View {
        let used = Set(views.map(ObjectIdentifier.init))
        waiting = waiting.mapValues { $0.filter { !used.contains(ObjectIdentifier($0)) } }
    }
}
