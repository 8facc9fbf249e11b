import StacksnapUIKit

/// Sample screens written as an iOS project writes them: plain UIKit code, nothing of
/// Stacksnap's. Each is the code form of a spec sample of the same name, view for view (the
/// accessibility identifiers are the samples' ids).
@MainActor
enum SampleScreens {
    /// `Samples/tutorial-rating.yaml`: a title, a photo and a button spread down a vertical
    /// stack, and a row of six stars under it.
    static func rating(assets: String) -> UIView {
        UIImage.resourceFolders = [assets]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.backgroundColor = .systemBackground

        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Summer picnic"
        title.font = .systemFont(ofSize: 22, weight: .semibold)

        let photo = UIImageView(image: UIImage(named: "meadow"))
        photo.accessibilityIdentifier = "photo"
        photo.layer.cornerRadius = 10
        photo.clipsToBounds = true
        // The photo (120 × 80 points) is shown at 180 × 120.
        photo.widthAnchor.constraint(equalToConstant: 180).isActive = true
        photo.heightAnchor.constraint(equalToConstant: 120).isActive = true

        let reset = UIButton(type: .system)
        reset.accessibilityIdentifier = "reset"
        reset.setTitle("Set Default Label Text", for: .normal)

        let content = UIStackView(arrangedSubviews: [title, photo, reset])
        content.accessibilityIdentifier = "content"
        content.axis = .vertical
        content.distribution = .equalSpacing
        content.alignment = .center
        content.translatesAutoresizingMaskIntoConstraints = false

        let stars = UIStackView()
        stars.accessibilityIdentifier = "stars"
        stars.distribution = .fillEqually
        stars.alignment = .center
        stars.spacing = 8
        stars.translatesAutoresizingMaskIntoConstraints = false
        for index in 1...6 {
            let star = UIImageView(image: UIImage(systemName: "star.fill"))
            star.accessibilityIdentifier = "s\(index)"
            star.tintColor = .systemOrange
            // The sample's stars are 36-point images.
            star.widthAnchor.constraint(equalToConstant: 36).isActive = true
            star.heightAnchor.constraint(equalToConstant: 36).isActive = true
            stars.addArrangedSubview(star)
        }

        root.addSubview(content)
        root.addSubview(stars)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            content.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            content.bottomAnchor.constraint(equalTo: stars.topAnchor, constant: -20),
            stars.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stars.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
        ])
        return root
    }

    /// `Samples/stack-alignment-center.yaml`: three boxes centred across a horizontal stack,
    /// with its title, its axis drawn under it and a caption.
    static func alignmentCenter() -> UIView {
        final class Box: UIView {
            let size: CGSize
            init(_ id: String, _ width: CGFloat, _ height: CGFloat, _ color: UIColor) {
                size = CGSize(width: width, height: height)
                super.init(frame: .zero)
                accessibilityIdentifier = id
                backgroundColor = color
            }
            required init?(coder: NSCoder) { fatalError("not used") }
            override var intrinsicContentSize: CGSize { size }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))

        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "alignment: center"
        title.font = .systemFont(ofSize: 13, weight: .semibold)
        title.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [Box("a", 60, 40, .systemBlue), Box("b", 40, 70, .systemOrange),
                                                   Box("c", 80, 25, .systemGreen)])
        stack.accessibilityIdentifier = "stack"
        stack.alignment = .center
        stack.spacing = 8
        stack.backgroundColor = UIColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1)
        stack.layer.borderWidth = 0.5
        stack.layer.borderColor = UIColor.systemGray3.cgColor

        let axisLine = UIView()
        axisLine.accessibilityIdentifier = "axisLine"
        axisLine.backgroundColor = .systemGray2
        let axisHead = UIImageView(image: UIImage(systemName: "chevron.right"))
        axisHead.accessibilityIdentifier = "axisHead"
        axisHead.tintColor = .systemGray2
        let axisCaption = UILabel()
        axisCaption.accessibilityIdentifier = "axisCaption"
        axisCaption.text = "axis: horizontal"
        axisCaption.font = .systemFont(ofSize: 12)
        axisCaption.textColor = .systemGray

        for view in [title, stack, axisLine, axisHead, axisCaption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            stack.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
            stack.heightAnchor.constraint(equalToConstant: 100),
            axisLine.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            axisLine.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            axisLine.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            axisLine.heightAnchor.constraint(equalToConstant: 2),
            axisHead.centerYAnchor.constraint(equalTo: axisLine.centerYAnchor),
            axisHead.trailingAnchor.constraint(equalTo: axisLine.trailingAnchor, constant: 8),
            axisCaption.centerXAnchor.constraint(equalTo: stack.centerXAnchor),
            axisCaption.topAnchor.constraint(equalTo: axisLine.bottomAnchor, constant: 8),
            root.bottomAnchor.constraint(equalTo: axisCaption.bottomAnchor, constant: 16),
        ])
        return root
    }

    /// `Samples/controls-form.yaml`: UIKit's value controls down a form — segmented
    /// controls, a slider between two symbols, a label beside a stepper, a progress bar and
    /// an activity indicator beside a label.
    static func controlsForm() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 0))
        root.backgroundColor = .white

        let period = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        period.accessibilityIdentifier = "period"
        period.selectedSegmentIndex = 1

        let dim = UIImageView(image: UIImage(systemName: "sun.min"))
        dim.accessibilityIdentifier = "dim"
        dim.tintColor = .systemGray
        let level = UISlider()
        level.accessibilityIdentifier = "level"
        level.value = 0.7
        let bright = UIImageView(image: UIImage(systemName: "sun.max"))
        bright.accessibilityIdentifier = "bright"
        bright.tintColor = .systemGray
        let brightness = UIStackView(arrangedSubviews: [dim, level, bright])
        brightness.accessibilityIdentifier = "brightness"
        brightness.alignment = .center
        brightness.spacing = 12

        let count = UILabel()
        count.accessibilityIdentifier = "count"
        count.text = "Copies: 1"
        let stepper = UIStepper()
        stepper.accessibilityIdentifier = "stepper"
        stepper.maximumValue = 10
        stepper.minimumValue = 1
        stepper.value = 1
        let copies = UIStackView(arrangedSubviews: [count, stepper])
        copies.accessibilityIdentifier = "copies"
        copies.alignment = .center

        let upload = UIProgressView(progressViewStyle: .default)
        upload.accessibilityIdentifier = "upload"
        upload.progress = 0.35

        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.accessibilityIdentifier = "spinner"
        spinner.startAnimating()
        let status = UILabel()
        status.accessibilityIdentifier = "status"
        status.text = "Loading…"
        status.textColor = .secondaryLabel
        let loading = UIStackView(arrangedSubviews: [spinner, status])
        loading.accessibilityIdentifier = "loading"
        loading.alignment = .center
        loading.spacing = 8

        let filter = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
        filter.accessibilityIdentifier = "filter"
        filter.selectedSegmentIndex = 0

        let form = UIStackView(arrangedSubviews: [period, brightness, copies, upload, loading, filter])
        form.accessibilityIdentifier = "form"
        form.axis = .vertical
        form.spacing = 20
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            root.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: 16),
            root.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
        ])
        return root
    }

    /// `Samples/controls-text-fields.yaml`: a sign-in form — text fields in three border
    /// styles, with text, a placeholder and a clear button, under a large title and over a
    /// system button.
    static func textFieldsForm() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 0))
        root.backgroundColor = .systemGray6

        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Sign in"
        title.font = .systemFont(ofSize: 28, weight: .bold)

        let email = UITextField()
        email.accessibilityIdentifier = "email"
        email.text = "ada@example.com"
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.clearButtonMode = .always

        let password = UITextField()
        password.accessibilityIdentifier = "password"
        password.placeholder = "Password"
        password.borderStyle = .roundedRect

        let code = UITextField()
        code.accessibilityIdentifier = "code"
        code.placeholder = "Invite code (optional)"
        code.borderStyle = .line

        let forgot = UIButton(type: .system)
        forgot.accessibilityIdentifier = "forgot"
        forgot.setTitle("Forgot password?", for: .normal)

        let form = UIStackView(arrangedSubviews: [title, email, password, code, forgot])
        form.accessibilityIdentifier = "form"
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: 20),
            root.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 24),
        ])
        return root
    }

    /// `Samples/controls-scroll.yaml`: a form in a scroll view, taller than the screen. The
    /// form is pinned to the scroll view's edges (which, for a view inside it, are its
    /// content's) and to its content guide, 20 points above and below and 16 at the sides,
    /// and is as wide as the frame guide less 32; three 120-point cards 12 apart.
    ///
    /// `wholeContent` is the sample's `full` variant written as UIKit code writes it: the
    /// top view's height left to fit and the scroll view as tall as its content guide.
    static func scrollForm(wholeContent: Bool = false) -> UIView {
        final class Card: UIView {
            init(_ id: String, _ color: UIColor) {
                super.init(frame: .zero)
                accessibilityIdentifier = id
                backgroundColor = color
                layer.cornerRadius = 12
            }
            required init?(coder: NSCoder) { fatalError("not used") }
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 120) }
        }

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: wholeContent ? 0 : 300))
        let scroll = UIScrollView()
        scroll.accessibilityIdentifier = "scroll"
        scroll.backgroundColor = UIColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)

        let form = UIStackView(arrangedSubviews: [
            Card("a", .systemBlue), Card("b", .systemGreen), Card("c", .systemOrange),
        ])
        form.accessibilityIdentifier = "form"
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(form)

        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            // The scroll view's own edges, for a view inside it, are the content's.
            form.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
            scroll.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            scroll.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: 16),
            form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        if wholeContent {
            scroll.heightAnchor.constraint(equalTo: scroll.contentLayoutGuide.heightAnchor).isActive = true
        }
        return root
    }

    /// `Samples/controls-blur.yaml`: visual effect views over a photo, a card of the system
    /// material with a caption in its content view, and a chip of the dark style.
    static func blurCards(assets: String) -> UIView {
        UIImage.resourceFolders = [assets]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let photo = UIImageView(image: UIImage(named: "sunset"))
        photo.accessibilityIdentifier = "photo"
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true

        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        let caption = UILabel()
        caption.accessibilityIdentifier = "caption"
        caption.text = "Golden hour"
        caption.font = .systemFont(ofSize: 22, weight: .semibold)
        caption.translatesAutoresizingMaskIntoConstraints = false
        card.contentView.addSubview(caption)

        let chip = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        chip.accessibilityIdentifier = "chip"
        chip.layer.cornerRadius = 10
        chip.clipsToBounds = true

        for view in [photo, card, chip] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: root.topAnchor),
            photo.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            photo.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            photo.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
            card.heightAnchor.constraint(equalToConstant: 80),
            caption.centerXAnchor.constraint(equalTo: card.contentView.centerXAnchor),
            caption.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
            chip.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            chip.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            chip.widthAnchor.constraint(equalToConstant: 120),
            chip.heightAnchor.constraint(equalToConstant: 44),
        ])
        return root
    }
}
