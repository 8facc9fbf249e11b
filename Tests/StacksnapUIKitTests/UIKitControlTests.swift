import LayoutSpec
import StacksnapUIKit
import Testing

/// UIKit's everyday controls through the UIKit-shaped API: their defaults as UIKit gives
/// them to a control made in code, their sizes (iOS 13 and later) and how they sit in a
/// stack. Every number is worked out by hand from UIKit's documented sizes and rules.
@MainActor
@Suite struct UIKitControlTests {
    typealias Block = UIKitBehaviourTests.Block

    /// A 320-point-wide container with `view` pinned at its top-left corner, laid out.
    static func placed(_ view: UIView, leading: CGFloat = 0, trailing: CGFloat? = nil) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        if let trailing { view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -trailing).isActive = true }
        root.layoutIfNeeded()
        return root
    }

    /// The spec content a view converts to, in its superview (or in a new one).
    static func content(of view: UIView) throws -> ViewContent {
        let root = view.superview ?? UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        if view.superview == nil { root.addSubview(view) }
        let index = try #require(root.subviews.firstIndex { $0 === view })
        return try root.specDocument(name: "control").root.subviews[index].content
    }

    /// "The default value is noSegment (no segment selected) until the user touches a
    /// segment"; segments of a width of their own sit side by side with a 1-point divider
    /// between them, 32 points tall.
    @Test func segmentedControl() throws {
        let control = UISegmentedControl(items: ["Day", "Week"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        control.insertSegment(withTitle: "Month", at: 99, animated: false)  // pinned: appended
        control.insertSegment(withTitle: "Hour", at: 0, animated: true)
        control.setTitle("Year", forSegmentAt: 3)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Hour", "Day", "Week", "Year"])
        guard case .segmentedControl(let unselected) = try Self.content(of: control) else { Issue.record("not a segmented control"); return }
        #expect(unselected.selectedIndex == nil)

        for index in 0..<4 { control.setWidth(60, forSegmentAt: index) }
        control.selectedSegmentIndex = 1
        control.selectedSegmentTintColor = .systemYellow
        let root = Self.placed(control)
        // 4 × 60 + 3 dividers = 243 wide; 32 tall.
        #expect(control.frame == CGRect(x: 0, y: 0, width: 243, height: 32))
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        guard case .segmentedControl(let spec) = try Self.content(of: control) else { Issue.record("not a segmented control"); return }
        #expect(spec.selectedIndex == 1 && spec.tint == UIColor.systemYellow.spec)
        control.isMomentary = true
        guard case .segmentedControl(let momentary) = try Self.content(of: control) else { Issue.record("not a segmented control"); return }
        #expect(momentary.selectedIndex == nil)
    }

    /// A slider is 31 points tall with no width of its own; its frame reaches 2 points past
    /// its track on each side, so pinned 20 points in from both edges of 320 its frame is
    /// 18…302. Its value is pinned into the range (0 in 0…1 by default).
    @Test func slider() throws {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10)
        slider.minimumValue = 4
        slider.setValue(1, animated: true)
        #expect(slider.value == 4)
        slider.value = 7
        let root = Self.placed(slider, leading: 20, trailing: 20)
        #expect(slider.frame == CGRect(x: 18, y: 0, width: 284, height: 31))
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        guard case .slider(let spec) = try Self.content(of: slider) else { Issue.record("not a slider"); return }
        // 7 in 4…10 is half way; the minimum track is the tint (system blue, the default).
        #expect(spec.range.fraction == 0.5 && spec.tint == nil)
        slider.minimumTrackTintColor = .systemRed
        guard case .slider(let red) = try Self.content(of: slider) else { Issue.record("not a slider"); return }
        #expect(red.tint == UIColor.systemRed.spec)
    }

    /// A stepper is 94 × 32 and hugs its size at 750: beside a label in a 320-point row with
    /// spacing 8, the label (hugging 250) takes the rest, 320 − 8 − 94 = 218.
    @Test func stepper() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        stepper.maximumValue = 10
        stepper.value = 15
        #expect(stepper.value == 10)

        let label = UILabel()
        label.text = "Guests"
        let row = UIStackView(arrangedSubviews: [label, stepper])
        row.spacing = 8
        row.alignment = .center
        row.widthAnchor.constraint(equalToConstant: 320).isActive = true
        let root = Self.placed(row)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.frame.minX == 226 && label.frame.width == 218)
        #expect(row.frame.height == 32)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
    }

    /// A progress view has no width of its own and is 4 points tall, 2.5 in the bar style;
    /// its progress is pinned to 0…1 (0 by default).
    @Test func progressView() throws {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.progress == 0 && progress.progressViewStyle == .default)
        progress.setProgress(1.5, animated: false)
        #expect(progress.progress == 1)
        progress.progress = 0.25
        _ = Self.placed(progress, leading: 20, trailing: 20)
        #expect(progress.frame == CGRect(x: 20, y: 0, width: 280, height: 4))
        guard case .progressView(let spec) = try Self.content(of: progress) else { Issue.record("not a progress view"); return }
        #expect(spec.progress == 0.25 && spec.style == .default && spec.tint == nil)

        let bar = UIProgressView(progressViewStyle: .bar)
        bar.progressTintColor = .systemGreen
        _ = Self.placed(bar, leading: 0, trailing: 0)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 2.5))
        guard case .progressView(let barSpec) = try Self.content(of: bar) else { Issue.record("not a progress view"); return }
        #expect(barSpec.style == .bar && barSpec.tint == UIColor.systemGreen.spec)
    }

    /// An indicator starts stopped and, hiding when stopped (the default), hidden — so in a
    /// stack it collapses: 40 + 10 + 30 = 80 tall. Animating, it shows at 37 × 37 (large):
    /// 40 + 10 + 37 + 10 + 30 = 127.
    @Test func activityIndicatorView() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(!spinner.isAnimating && spinner.hidesWhenStopped && spinner.isHidden)
        let column = UIStackView(arrangedSubviews: [Block(100, 40), spinner, Block(100, 30)])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 10
        let root = Self.placed(column)
        #expect(column.frame.height == 80)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")

        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        root.layoutIfNeeded()
        #expect(column.frame.height == 127)
        #expect(spinner.frame == CGRect(x: 0, y: 50, width: 37, height: 37))

        // Stopped without hiding: shown, at its size.
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        root.layoutIfNeeded()
        #expect(column.frame.height == 127)
        let medium = UIActivityIndicatorView(frame: .zero)
        medium.startAnimating()
        _ = Self.placed(medium)
        #expect(medium.style == .medium && medium.frame.size == CGSize(width: 20, height: 20))
    }

    /// A text field made in code has no border (Interface Builder's has a rounded
    /// rectangle). The rounded rectangle adds 7 points a side and is at least 34 tall; the
    /// clear button, shown with text when not editing only for `.always` and
    /// `.unlessEditing`, adds 25.
    @Test func textField() throws {
        let plain = UITextField()
        #expect(plain.borderStyle == .none && plain.clearButtonMode == .never && plain.text == "")
        #expect(plain.font?.pointSize == 17)
        plain.text = nil
        #expect(plain.text == "")
        plain.text = "Rome"
        _ = Self.placed(plain)

        let rounded = UITextField()
        rounded.text = "Rome"
        rounded.borderStyle = .roundedRect
        _ = Self.placed(rounded)
        #expect(rounded.frame.width == plain.frame.width + 14)
        #expect(rounded.frame.height == 34)

        let clearing = UITextField()
        clearing.text = "Rome"
        clearing.borderStyle = .roundedRect
        clearing.clearButtonMode = .whileEditing  // a snapshot is not editing
        let root = Self.placed(clearing)  // kept: a view does not keep its superview
        #expect(clearing.frame.width == rounded.frame.width)
        clearing.clearButtonMode = .always
        root.layoutIfNeeded()
        #expect(clearing.frame.width == rounded.frame.width + 25)

        let empty = UITextField()
        empty.placeholder = "City"
        empty.borderStyle = .line
        guard case .textField(let spec) = try Self.content(of: empty) else { Issue.record("not a text field"); return }
        #expect(spec.text == "" && spec.placeholder == "City" && spec.borderStyle == .line)
    }

    /// A text view that does not scroll sizes to its text like a label, plus its text
    /// container's insets (8 above and below by default): one line is a label's line + 16;
    /// insets of 20 add 24 more.
    @Test func textView() throws {
        let label = UILabel()
        label.text = "Notes"
        _ = Self.placed(label)

        let text = UITextView()
        #expect(text.isScrollEnabled && text.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        text.text = "Notes"
        text.isScrollEnabled = false
        text.widthAnchor.constraint(equalToConstant: 200).isActive = true
        let root = Self.placed(text)
        #expect(text.frame.width == 200 && text.frame.height == label.frame.height + 16)
        #expect(root.layoutProblems.isEmpty, "\(root.layoutProblems)")
        text.textContainerInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        root.layoutIfNeeded()
        #expect(text.frame.height == label.frame.height + 40)
        guard case .textView(let spec) = try Self.content(of: text) else { Issue.record("not a text view"); return }
        #expect(!spec.isScrollEnabled && spec.text == "Notes")
    }
}
