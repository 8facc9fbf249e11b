import AutoLayout
import LayoutSpec
import StacksnapUIKit
import Testing

/// UICollectionView with a UICollectionViewFlowLayout through the UIKit-shaped API: the
/// data source's items as the spec's cells, the flow layout's properties as the spec's.
/// Every frame is worked out by hand from the flow layout's rules.
@MainActor
@Suite struct UICollectionViewTests {
    final class Tiles: UICollectionViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.accessibilityIdentifier = "tile\(indexPath.item)"
            let swatch = UIView()
            swatch.accessibilityIdentifier = "swatch\(indexPath.item)"
            swatch.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(swatch)
            NSLayoutConstraint.activate([
                swatch.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 4),
                swatch.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
                swatch.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -4),
                swatch.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
            ])
            return cell
        }
    }

    /// A 320 × 200 view filled by a collection view of `count` items 100 × 50, 10 apart,
    /// inside a section inset of 10 above and below and 5 at the sides, after a 30-point
    /// header.
    static func scene(_ tiles: Tiles) -> (root: UIView, collection: UICollectionView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        flow.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: flow)
        collection.accessibilityIdentifier = "grid"
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        root.addSubview(collection)
        return (root, collection)
    }

    /// Lines of 310 points (320 less 5 and 5): two 100-point items fit (3 × 100 + 2 × 10 =
    /// 320 do not), and a full line spreads them to its ends: x 5 and 320 − 5 − 100 = 215.
    /// The lines start after the 30-point header and the 10-point inset: y 40, then 40 + 50
    /// + 10 = 100. Each swatch is its content view inset by 4: [4, 4, 92, 42].
    @Test func itemsArePlacedByTheFlowLayout() throws {
        let tiles = Tiles(4)
        let (root, collection) = Self.scene(tiles)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(collection.visibleCells.map(\.frame) == [
            CGRect(x: 5, y: 40, width: 100, height: 50), CGRect(x: 215, y: 40, width: 100, height: 50),
            CGRect(x: 5, y: 100, width: 100, height: 50), CGRect(x: 215, y: 100, width: 100, height: 50),
        ])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(cell.contentView.subviews.first?.frame == CGRect(x: 4, y: 4, width: 92, height: 42))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
    }

    /// The flow layout's properties become the spec's; the items its cells.
    @Test func theFlowLayoutIsTheSpecs() throws {
        let tiles = Tiles(2)
        let (root, collection) = Self.scene(tiles)
        let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        flow.scrollDirection = .horizontal
        flow.minimumLineSpacing = 8
        let grid = try #require(try root.specDocument().root.subviews.first)
        var expected = CollectionViewSpec()
        expected.itemSize = Size(width: 100, height: 50)
        expected.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        expected.headerReferenceSize = Size(width: 0, height: 30)
        expected.estimatedItemSize = .automatic
        expected.scrollDirection = .horizontal
        expected.minimumLineSpacing = 8
        #expect(grid.content == .collectionView(expected))
        #expect(grid.subviews.map(\.id) == ["tile0", "tile1"])
        #expect(grid.subviews.first?.subviews.map(\.id) == ["swatch0"])
        // An estimate of the layout's own.
        flow.estimatedItemSize = CGSize(width: 80, height: 40)
        collection.reloadData()
        let again = try #require(try root.specDocument().root.subviews.first)
        expected.estimatedItemSize = .size(Size(width: 80, height: 40))
        #expect(again.content == .collectionView(expected))
    }

    /// A reuse identifier nothing is registered for fails as UIKit does.
    @Test func anUnregisteredIdentifierIsAnError() {
        let tiles = Tiles(1)
        let (root, collection) = Self.scene(tiles)
        collection.register(nil, forCellWithReuseIdentifier: "tile")
        #expect(throws: UIKitLayoutError.self) { try root.specDocument() }
    }
}

/// A data source's section header and footer: dequeued from registered classes, placed by
/// the flow layout across the whole view, their subviews laid out inside them.
@MainActor
@Suite struct UICollectionViewSupplementaryTests {
    final class Titled: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            let mark = UIView()
            mark.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(mark)
            NSLayoutConstraint.activate([
                mark.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                mark.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                mark.widthAnchor.constraint(equalToConstant: 40),
                mark.heightAnchor.constraint(equalToConstant: 10),
            ])
            return view
        }
    }

    /// A 320 × 200 view: a 30-point header, the 100 × 50 items after it and the 10-point
    /// inset (y 40, x 5 and 215, as above), a 20-point footer after the items and the bottom
    /// inset: y 40 + 50 + 10 = 100. Both 320 wide; each mark 16 in, centred: y 10 and 5.
    @Test func headerAndFooterArePlacedAcrossTheView() throws {
        let source = Titled()
        let (root, collection) = UICollectionViewTests.scene(UICollectionViewTests.Tiles(0))
        let flow = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        flow.footerReferenceSize = CGSize(width: 0, height: 20)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collection.dataSource = source
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        let supplementary = collection.subviews.filter { !($0 is UICollectionViewCell) }
        #expect(supplementary.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 30),
                                              CGRect(x: 0, y: 100, width: 320, height: 20)])
        #expect(supplementary.map { $0.subviews.first?.frame } == [CGRect(x: 16, y: 10, width: 40, height: 10),
                                                                 CGRect(x: 16, y: 5, width: 40, height: 10)])
        #expect(collection.visibleCells.map(\.frame.origin.y) == [40, 40])
    }

    /// Nothing registered for the kind is what UIKit raises an exception for.
    @Test func anUnregisteredHeaderIsAProblem() {
        let source = Titled()
        let (root, collection) = UICollectionViewTests.scene(UICollectionViewTests.Tiles(0))
        collection.dataSource = source
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("UICollectionElementKindSectionHeader") })
    }
}
