import StacksnapUIKit
import Testing

/// UIKit's documented layout behaviours, stated through the UIKit-shaped API: each
/// expectation is worked out by hand from Apple's documentation of the call.
@MainActor
@Suite struct UIKitBehaviourTests {
    /// A view whose content wants a fixed size, as a subclass overriding
    /// `intrinsicContentSize` does on iOS.
    final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize { size }
    }

    static func container(_ width: CGFloat = 320, _ height: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    @Test func anchorsPlaceAView() {
        let root = Self.container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // leading 20, top 10, width 100, height 0.5 × 100.
        #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(root.layoutProblems.isEmpty)
        #expect(!box.hasAmbiguousLayout)
    }

    /// "Activating or deactivating the constraint calls addConstraint(_:) and
    /// removeConstraint(_:) on the view that is the closest common ancestor of the items".
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = Self.container(), card = UIView(), a = UIView(), b = UIView()
        root.addSubview(card)
        card.addSubview(a)
        card.addSubview(b)
        let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([between, own, toRoot])
        #expect(card.constraints.contains { $0 === between })
        #expect(a.constraints.contains { $0 === own })
        #expect(root.constraints.contains { $0 === toRoot })
        between.isActive = false
        #expect(!card.constraints.contains { $0 === between } && !between.isActive)
    }

    /// Items in two separate hierarchies: UIKit raises an exception; here the layout says so.
    @Test func constraintsBetweenHierarchiesAreAnError() throws {
        let one = Self.container(), other = Self.container(), a = UIView(), b = UIView()
        one.addSubview(a)
        other.addSubview(b)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(throws: UIKitLayoutError.self) { try one.specDocument() }
        let problems = one.layoutProblems + { one.layoutIfNeeded(); return one.layoutProblems }()
        #expect(problems.contains { $0.contains("no common ancestor") }, "\(problems)")
    }

    /// Removing a view removes the constraints that tie it to views outside it.
    @Test func removingAViewRemovesItsConstraints() {
        let root = Self.container(), a = UIView(), b = UIView(), inner = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(inner)
        let across = inner.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        NSLayoutConstraint.activate([across, inside])
        a.removeFromSuperview()
        #expect(!across.isActive)
        #expect(inside.isActive)
    }

    /// A hidden arranged view collapses: its length becomes 0 and the views around it close
    /// up, with one spacing left between them (UIKit splits it around the hidden view).
    @Test func hiddenArrangedViewsCollapse() {
        let root = Self.container()
        let a = Block(40, 20), b = Block(30, 20), c = Block(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 40 + 10 + 30 + 10 + 20.
        #expect(stack.frame.width == 110)
        #expect(c.frame.minX == 90)
        b.isHidden = true
        root.layoutIfNeeded()
        // 40 + 5 + 0 + 5 + 20.
        #expect(b.frame.width == 0)
        #expect(c.frame.minX == 50)
        #expect(stack.frame.width == 70)
        #expect(!b.translatesAutoresizingMaskIntoConstraints)
    }

    /// A view left translating its autoresizing mask keeps its (zero) frame with required
    /// constraints, so a constraint setting its width conflicts, reported as UIKit logs it.
    @Test func autoresizingConstraintsConflictLikeUIKits() {
        let root = Self.container(), box = UIView()
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("Unable to simultaneously satisfy constraints.") },
                "\(root.layoutProblems)")
        #expect(root.layoutProblems.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") })
        #expect(box.frame.width == 0)
    }

    /// A frame and a flexible width: the margins stay, the width follows the superview.
    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = Self.container(300, 100)
        let bar = UIView(frame: CGRect(x: 10, y: 20, width: 280, height: 30))
        bar.autoresizingMask = [.flexibleWidth]
        root.addSubview(bar)
        root.frame.size = CGSize(width: 400, height: 100)
        root.layoutIfNeeded()
        // Right margin 300 − 290 = 10 stays: width 400 − 10 − 10.
        #expect(bar.frame == CGRect(x: 10, y: 20, width: 380, height: 30))
    }

    @Test func visualFormatLanguage() {
        let root = Self.container(), a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-(p)-[a(60)]-[b(==a)]", options: [.alignAllTop],
                                           metrics: ["p": 12], views: ["a": a, "b": b])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(40)]", options: [], metrics: nil, views: ["a": a])
                + [b.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        // `-` between views is the standard 8 points.
        #expect(a.frame == CGRect(x: 12, y: 20, width: 60, height: 40))
        #expect(b.frame == CGRect(x: 80, y: 20, width: 60, height: 40))
        let bad = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a", options: [], metrics: nil, views: ["a": a])
        NSLayoutConstraint.activate(bad)
        root.layoutIfNeeded()
        #expect(root.layoutProblems.contains { $0.contains("Unable to parse constraint format") })
    }

    /// `systemLayoutSizeFitting` with the compressed size: the content's own size.
    @Test func fittingSizeIsTheContentsSize() {
        let card = UIView(), label = Block(120, 30)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 46))
        // A required width: the label stretches to fill it.
        let fixed = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(fixed == CGSize(width: 300, height: 46))
    }

    @Test func constraintsAffectingLayoutAreTheOnesThatHold() {
        let root = Self.container(), box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let atLeast = box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 5)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        let height = box.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([leading, atLeast, width, top, height])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        // 20 > 5: the inequality does not hold with equality, so it decides nothing.
        #expect(!horizontal.contains { $0 === atLeast })
        #expect(box.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test func layoutSubviewsRunsAfterFramesAreSet() {
        final class Probe: UIView {
            var seen: CGRect = .null
            override func layoutSubviews() { seen = frame }
        }
        let root = Self.container(), probe = Probe()
        probe.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
            probe.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
            probe.widthAnchor.constraint(equalToConstant: 5),
            probe.heightAnchor.constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        #expect(probe.seen == CGRect(x: 3, y: 4, width: 5, height: 6))
    }
}
