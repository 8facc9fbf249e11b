import LayoutSpec
import StacksnapUIKit
import Testing

/// UIScrollView through the UIKit-shaped API: its guides, its content size read back, the
/// content offset drawn, and the edges rule. Every number is worked out by hand.
@MainActor
@Suite struct UIScrollViewTests {
    /// A 200 × 100 scroll view filling its container, with `content` 50 tall pinned to its
    /// edges (the content's, for a view inside it) 10 from the top and 20 at the sides.
    static func scene(offset: CGPoint? = nil) -> (root: UIView, scroll: UIScrollView, content: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = UIScrollView()
        scroll.accessibilityIdentifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = UIView()
        content.accessibilityIdentifier = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        if let offset { scroll.contentOffset = offset }
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 20),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
            content.heightAnchor.constraint(equalToConstant: 50),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        return (root, scroll, content)
    }

    /// UIKit's defaults for a scroll view made in code, and its content size from the
    /// constraints inside: 20 + 160 + 20 wide (160 = the frame's 200 less 40), 10 + 50 + 10
    /// tall. Subview frames are in the content's coordinates.
    @Test func contentSizeFromConstraints() throws {
        let (root, scroll, content) = Self.scene()
        #expect(scroll.contentOffset == .zero && scroll.contentInset == .zero && scroll.contentSize == .zero)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic && scroll.clipsToBounds)
        #expect(scroll.isScrollEnabled && scroll.showsVerticalScrollIndicator && !scroll.alwaysBounceVertical)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(content.frame == CGRect(x: 20, y: 10, width: 160, height: 50))
        #expect(scroll.contentSize == CGSize(width: 200, height: 70))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 70))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
        // The spec: a scroll view at offset zero, its guide named after it.
        let yaml = try root.specYAML
        #expect(yaml.contains("type: scrollView") && !yaml.contains("contentInsetTop") && !yaml.contains("clipsToBounds"))
        #expect(yaml.contains("content.width == scroll.frameLayoutGuide.width - 40") || yaml.contains("content.width == scroll.width - 40"))
    }

    /// The content is drawn from the offset: at y -30 it starts 30 points down (the spec's
    /// `contentInsetTop: 30`); frames stay in the content's coordinates, and the frame guide
    /// is the bounds at the offset. A view pinned 5 below the frame guide's top sits at
    /// -30 + 5 = -25 in the content: it does not scroll.
    @Test func contentOffsetIsDrawnAndFrameGuideEdgesStay() throws {
        let (root, scroll, content) = Self.scene(offset: CGPoint(x: 0, y: -30))
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 5),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(content.frame == CGRect(x: 20, y: 10, width: 160, height: 50))
        #expect(header.frame == CGRect(x: 0, y: -25, width: 200, height: 20))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: -30, width: 200, height: 100))
        guard case .scrollView(let spec) = try root.specDocument().root.subviews[0].content else {
            Issue.record("not a scroll view")
            return
        }
        #expect(spec.contentInsetTop == 30)
        // Scrolled 20 down (the other way), the same view sits at 20 + 5 in the content.
        scroll.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(header.frame.minY == 25)
    }

    /// Until the offset is set, the content rests at its top: a 15-point inset draws it 15
    /// down; a set offset wins.
    @Test func contentRestsBelowItsInset() throws {
        let (root, scroll, _) = Self.scene()
        scroll.contentInset = UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset && scroll.contentOffset == CGPoint(x: 0, y: -15))
        guard case .scrollView(let spec) = try root.specDocument().root.subviews[0].content else {
            Issue.record("not a scroll view")
            return
        }
        #expect(spec.contentInsetTop == 15)
        scroll.contentOffset = .zero
        #expect(scroll.contentOffset == .zero)
    }

    /// A content size set in code holds while no constraint inside decides it.
    @Test func contentSizeSetInCode() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 200, height: 900)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(scroll.contentSize == CGSize(width: 200, height: 900))
        #expect(scroll.contentLayoutGuide.layoutFrame.height == 900)
    }

    /// What has no equivalent: the frame guide's bottom against a view inside (it depends on
    /// the frame's size, which the content guide cannot say) and a text view's content guide
    /// are refused; a horizontal offset is kept with a warning.
    @Test func whatCannotBeSaid() throws {
        let (root, scroll, _) = Self.scene()
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(footer)
        let bottom = footer.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor)
        bottom.isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("frameLayoutGuide's bottom") }, "\(root.layoutProblems)")
        bottom.isActive = false

        let text = UITextView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        text.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("contentLayoutGuide has no equivalent") }, "\(root.layoutProblems)")
        text.removeFromSuperview()

        scroll.contentOffset = CGPoint(x: 12, y: 0)
        root.layoutIfNeeded()
        #expect(root.snapshotNotes.isEmpty)
        #expect(root.layoutProblems.contains { $0.contains("horizontal contentOffset is not drawn") }, "\(root.layoutProblems)")
    }
}

/// Search bars and visual effect views through the UIKit-shaped API, worked out by hand.
@MainActor
@Suite struct UIBarsAndEffectsTests {
    /// A search bar is 56 points tall (iOS 13 and later) and as wide as its constraints:
    /// pinned 0 and 10 from the sides of a 320-point container, 310 wide. Its style maps to
    /// the spec's (the default style draws as prominent).
    @Test func searchBar() throws {
        let bar = UISearchBar()
        #expect(bar.text == nil && bar.placeholder == nil && bar.searchBarStyle == .default)
        bar.placeholder = "Search"
        bar.searchBarStyle = .minimal
        let root = UIKitControlTests.placed(bar, trailing: 10)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 310, height: 56))
        guard case .searchBar(let spec) = try UIKitControlTests.content(of: bar) else { Issue.record("not a search bar"); return }
        #expect(spec.placeholder == "Search" && spec.text == "" && spec.style == .minimal)
        bar.searchBarStyle = .prominent
        guard case .searchBar(let prominent) = try UIKitControlTests.content(of: bar) else { return }
        #expect(prominent.style == .prominent)
    }

    /// A blur's content view fills it and stands for it in constraints: a label pinned 12
    /// inside the content view's edges of a 200 × 60 blur sits at (12, 12); views added to
    /// the content view are the spec view's subviews. Without an effect it is a plain view.
    @Test func visualEffectView() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        blur.widthAnchor.constraint(equalToConstant: 200).isActive = true
        blur.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        blur.contentView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 12),
            inner.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 12),
            blur.contentView.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 12),
            blur.contentView.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 12),
        ])
        let root = UIKitControlTests.placed(blur, leading: 20)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        #expect(blur.frame == CGRect(x: 20, y: 0, width: 200, height: 60))
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(inner.frame == CGRect(x: 12, y: 12, width: 176, height: 36))
        let spec = try root.specDocument().root.subviews[0]
        guard case .visualEffectView(let effect) = spec.content else { Issue.record("not a visual effect view"); return }
        #expect(effect.style == .systemThinMaterial && spec.subviews.count == 1)
        blur.effect = nil
        #expect(try UIKitControlTests.content(of: blur) == .view)
    }
}
