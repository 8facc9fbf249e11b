import LayoutSpec
import Stacksnap
import StacksnapUIKit
import Testing

/// `contentInsetAdjustmentBehavior` on a table view and a scroll view that are not the
/// screen's own view: on an iPhone 15 Pro (393 × 852, safe area 59 from the top), a table
/// below a 40-point header covers 59 − 40 = 19 points of the safe area, which UIKit adds to
/// its inset, so its first row is drawn at 40 + 19 = 59; `.never` adds nothing (drawn at 40).
@MainActor
@Suite struct UIKitInsetAdjustmentTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// The screen's document and where its first row is drawn (canvas y).
    static func firstRow(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) throws -> (TableViewSpec?, Double?) {
        let rows = Rows()
        let controller = UIViewController()
        let header = UIView(), table = UITableView(frame: .zero, style: .plain)
        header.accessibilityIdentifier = "header"
        table.accessibilityIdentifier = "list"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.contentInsetAdjustmentBehavior = behavior
        for view in [header, table] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.view.topAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 40),
            table.topAnchor.constraint(equalTo: header.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
        ])
        let document = try controller.specDocument(device: "iPhone15Pro")
        let spec = document.root.subviews.compactMap { view -> TableViewSpec? in
            if case .tableView(let table) = view.content { return table }
            return nil
        }.first
        let laid = try SnapshotPipeline.layout(try lower(SnapshotSpec(name: "screen", variant: nil, caption: "",
                                                                      document: document)))
        let cell = laid.lowered.views.firstIndex { $0.type == .tableViewCell }
        return (spec, cell.map { laid.canvasFrames[$0].y })
    }

    @Test func automaticAddsThePartOfTheSafeAreaTheTableCovers() throws {
        let (spec, y) = try Self.firstRow(.automatic)
        // The spec carries the written inset (none) and the behaviour; the layout adds 19.
        #expect(spec?.contentInsetTop == 0 && spec?.contentInsetAdjustment == .automatic)
        #expect(y == 59)
    }

    @Test func neverAddsNothing() throws {
        let (spec, y) = try Self.firstRow(.never)
        #expect(spec?.contentInsetAdjustment == .never)
        #expect(y == 40)
    }

    /// An offset set in code says where the content is drawn: the safe area moves nothing.
    @Test func anOffsetSetInCodeIsDrawnAsIs() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = UIScrollView(frame: root.bounds), resting = UIScrollView(frame: root.bounds)
        scroll.contentOffset = CGPoint(x: 0, y: -12)
        resting.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        resting.contentInsetAdjustmentBehavior = .always
        root.addSubview(scroll)
        root.addSubview(resting)
        let specs = try root.specDocument().root.subviews.compactMap { view -> ScrollViewSpec? in
            if case .scrollView(let spec) = view.content { return spec }
            return nil
        }
        var set = ScrollViewSpec(contentInsetTop: 12), rests = ScrollViewSpec(contentInsetTop: 8)
        set.contentInsetAdjustment = .never
        rests.contentInsetAdjustment = .always
        #expect(specs == [set, rests])
    }
}
