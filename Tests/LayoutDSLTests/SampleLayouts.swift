import AutoLayout
import LayoutDSL

/// Samples from `Samples/` written again in Swift, so tests can lay out both and compare.
/// Constraints are spelled differently from the spec files where the DSL has a shorter
/// form (compound anchors, `0.5 * x` for `x * 0.5`): the frames must not care.
enum SampleLayouts {
    static let all: [(sample: String, layout: Layout)] = [
        ("anchors-edges-rtl", anchorsEdgesRTL),
        ("tutorial-photo-rows", tutorialPhotoRows),
        ("autolayout-vfl-align-all", vflAlignAll),
        ("fd-hidden-tallest", fdHiddenTallest),
        ("stack-alignment-first-baseline", firstBaseline),
        ("controls-table", controlsTable),
        ("controls-collection", controlsCollection),
        ("controls-collection-tags", controlsCollectionTags),
        ("controls-collection-headers", controlsCollectionHeaders),
    ]

    static var controlsTable: Layout {
        let settings = ViewRef("settings")
        return Layout("controls-table", canvas: Canvas(width: 390, height: 360)) {
            TableView(style: .insetGrouped) {
                TableSection {
                    TableCell("Wi-Fi", detail: "Home", style: .value1, accessory: .disclosureIndicator, symbol: "wifi").id("wifi")
                    TableCell("Bluetooth", detail: "On", style: .value1, accessory: .disclosureIndicator).id("bluetooth")
                    TableCell("Airplane Mode").id("airplane")
                }
                TableSection(header: "Display",
                             footer: "Bold text and larger sizes apply to every app that supports Dynamic Type.") {
                    TableCell("Text Size", accessory: .disclosureIndicator).id("size")
                    TableCell("Bold Text", detail: "Heavier strokes everywhere", style: .subtitle, accessory: .checkmark)
                        .id("bold")
                }
            }
            .id(settings)
        } constraints: {
            settings.top == root.top
            settings.bottom == root.bottom
            settings.leading == root.leading
            settings.trailing == root.trailing
        }
    }

    static var controlsCollection: Layout {
        let photos = ViewRef("photos"), cap = ViewRef("cap")
        return Layout("controls-collection", canvas: Canvas(width: 390, height: 270)) {
            CollectionView(itemSize: Size(width: 110, height: 110)) {
                CollectionCell().id("p1").background("systemBlue").cornerRadius(8)
                CollectionCell().id("p2").background("systemGreen").cornerRadius(8)
                CollectionCell().id("p3").background("systemOrange").cornerRadius(8)
                CollectionCell {
                    Label("Caption").id(cap).textColor("white").font(size: 15, weight: .semibold)
                }
                .id("p4").background("systemPink").cornerRadius(8)
                CollectionCell(itemSize: Size(width: 110, height: 60)).id("p5").background("systemTeal").cornerRadius(8)
            }
            .sectionInset(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
            .id(photos)
        } constraints: {
            photos.top == root.top
            photos.bottom == root.bottom
            photos.leading == root.leading
            photos.trailing == root.trailing
            cap.centerX == ViewRef.superview.centerX
            cap.bottom == ViewRef.superview.bottom - 8
        }
    }

    static var controlsCollectionTags: Layout {
        let tags = ViewRef("tags")
        let chips = [("swift", "Swift"), ("autolayout", "Auto Layout"), ("uikit", "UIKit"), ("ib", "Interface Builder"),
                     ("collections", "Collection views"), ("a11y", "Accessibility"), ("dynamic", "Dynamic Type"),
                     ("symbols", "SF Symbols")]
        return Layout("controls-collection-tags", canvas: Canvas(width: 390, height: 200)) {
            CollectionView {
                for (id, text) in chips {
                    CollectionCell {
                        Label(text).id(ViewRef("\(id)_label"))
                    }
                    .id(ViewRef(id)).background("systemGray5").cornerRadius(16)
                }
            }
            .estimatedItemSize(.automatic)
            .spacing(line: 8, interitem: 8)
            .sectionInset(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
            .id(tags)
        } constraints: {
            tags.top == root.top
            tags.bottom == root.bottom
            tags.leading == root.leading
            tags.trailing == root.trailing
            for (id, _) in chips {
                ViewRef("\(id)_label").leading == ViewRef.superview.leading + 12
                ViewRef("\(id)_label").trailing == ViewRef.superview.trailing - 12
                ViewRef("\(id)_label").top == ViewRef.superview.top + 6
                ViewRef("\(id)_label").bottom == ViewRef.superview.bottom - 6
            }
        }
    }

    static var controlsCollectionHeaders: Layout {
        let photos = ViewRef("photos"), title = ViewRef("recentTitle"), count = ViewRef("photoCount")
        let colors = ["systemBlue", "systemTeal", "systemGreen", "systemOrange", "systemPink", "systemPurple",
                      "systemIndigo", "systemYellow", "systemRed", "systemTeal", "systemBlue", "systemOrange"]
        return Layout("controls-collection-headers", canvas: Canvas(width: 390, height: 572, scale: 2)) {
            CollectionView(itemSize: Size(width: 114, height: 114)) {
                for (index, color) in colors.enumerated() {
                    CollectionCell().id(ViewRef("photo\(index + 1)")).background(color).cornerRadius(4)
                }
            }
            .spacing(line: 8, interitem: 8)
            .sectionInset(EdgeInsets(top: 0, left: 16, bottom: 16, right: 16))
            .header(Size(width: 0, height: 44)) {
                Label("Recent").id(title).font(size: 20, weight: .bold)
            }
            .footer(Size(width: 0, height: 32)) {
                Label("12 photos").id(count).font(size: 15).textColor("secondaryLabel")
            }
            .id(photos)
        } constraints: {
            photos.top == root.top
            photos.bottom == root.bottom
            photos.leading == root.leading
            photos.trailing == root.trailing
            title.leading == ViewRef.superview.leading + 16
            title.centerY == ViewRef.superview.centerY
            count.centerX == ViewRef.superview.centerX
            count.centerY == ViewRef.superview.centerY
        }
    }

    static var anchorsEdgesRTL: Layout {
        let card = ViewRef("card"), badge = ViewRef("badge"), label = ViewRef("label")
        return Layout("anchors-edges-rtl", canvas: Canvas(width: 320, height: 180, background: "#F2F2F7")) {
            Box {
                Image(symbol: "person.fill").id(badge).tint("white").background("systemIndigo").cornerRadius(16)
                Label("Leading → trailing").id(label).font(size: 17, weight: .semibold)
            }
            .id(card).background("white").border(width: 0.5, color: "systemGray3").cornerRadius(12)
        } constraints: {
            card.absoluteEdges == root.absoluteEdges.inset(top: 10, bottom: 10, left: 5, right: 20)
            badge.width == 0.5 * card.height
            badge.height == badge.width
            badge.centerY == card.centerY
            badge.leading == card.leading + 12
            label.leading == badge.trailing + 12
            label.centerY == badge.centerY
        }
        .variant("rtl", caption: "direction: rtl", canvas: .init(direction: .rtl))
        .compose(["default", "rtl"], caption: "direction: ltr")
    }

    static var tutorialPhotoRows: Layout {
        let outer = ViewRef("outer"), row2 = ViewRef("row2")
        return Layout("tutorial-photo-rows", canvas: Canvas(width: 320, height: 240, background: "systemBackground")) {
            VStack(spacing: 16, alignment: .center) {
                HStack(spacing: 8, alignment: .center) {
                    Label("Show photos").id("showLabel")
                    Switch(isOn: true).id("showSwitch")
                }
                .id("row1")
                HStack(spacing: 8) {
                    for photo in ["meadow", "sunset"] {
                        Image(file: "assets/\(photo)@2x.png").id(photo).cornerRadius(8).clipsToBounds()
                    }
                }
                .id(row2)
            }
            .id(outer)
        } constraints: {
            outer.center == root.center
        }
        .traits(when: .init(horizontalSizeClass: .compact), set: [row2.set(.axis(.vertical))])
        .variant("compact", canvas: .init(width: 200, height: 340, horizontalSizeClass: .compact))
    }

    static var vflAlignAll: Layout {
        let boxes: [(id: String, text: String, height: Double?, color: String)] = [
            ("a", "a: 60 tall", nil, "systemBlue"), ("b", "b: wants 30", 30, "systemOrange"),
            ("c", "c: wants 90", 90, "systemGreen"),
        ]
        return Layout("autolayout-vfl-align-all", canvas: Canvas(width: 360)) {
            for box in boxes {
                Box(width: nil, height: box.height) {
                    Label(box.text).id("\(box.id)Label").font(size: 13, weight: .semibold).textColor("white")
                }
                .id(box.id).background(box.color)
            }
        } constraints: {
            VFL("H:|-[a(100)]-[b(100)]-[c(100)]", options: ["alignAllTop", "alignAllBottom"])
            VFL("V:|-[a(60)]-|")
            for box in boxes {
                ViewRef("\(box.id)Label").center == ViewRef(box.id).center
            }
        }
    }

    static var fdHiddenTallest: Layout {
        let row = ViewRef("row"), note = ViewRef("note")
        return Layout("fd-hidden-tallest", canvas: Canvas(width: 320)) {
            HStack(spacing: 10, alignment: .fill) {
                Box(width: 60, height: 40).id("a").background("systemBlue")
                Box(width: 60, height: 90).id("b").background("systemOrange").hidden()
                Box(width: 60, height: 30).id("c").background("systemGreen")
            }
            .id(row).model(.uikit).background("#F2F2F7").border(width: 0.5, color: "systemGray3")
            Label("hidden: b, 60 × 90").id(note).font(size: 12).textColor("systemGray")
        } constraints: {
            row.leading == root.leading + 20
            row.top == root.top + 16
            note.leading == row.trailing + 16
            note.centerY == row.centerY
            root.bottom == row.bottom + 16
        }
        .variant("fd", caption: "FDStackView (model: fdstackview)", model: .fdstackview)
        .compose(["default", "fd"], caption: "UIKit (model: uikit)")
    }

    static var firstBaseline: Layout {
        let title = ViewRef("title"), stack = ViewRef("stack"), a = ViewRef("a")
        let baseline = ViewRef("baseline"), baselineCaption = ViewRef("baselineCaption")
        let axisLine = ViewRef("axisLine"), axisHead = ViewRef("axisHead"), axisCaption = ViewRef("axisCaption")
        return Layout("stack-alignment-first-baseline", canvas: Canvas(width: 320)) {
            Label("alignment: firstBaseline").id(title).font(size: 13, weight: .semibold).textColor("secondaryLabel")
            HStack(spacing: 8, alignment: .firstBaseline) {
                Label("Title").id(a).font(size: 28, weight: .bold).background("#CCE4FF")
                Label("Body").id("b").background("#FFE3BF")
                Label("Caption").id("c").font(size: 12).background("#D2F4DA")
            }
            .id(stack).background("#F2F2F7").border(width: 0.5, color: "systemGray3")
            Box(width: nil, height: 1).id(baseline).background("systemRed")
            Label("baseline").id(baselineCaption).font(size: 12).textColor("systemRed")
            Box(width: nil, height: 2).id(axisLine).background("systemGray2")
            Image(symbol: "chevron.right").id(axisHead).tint("systemGray2")
            Label("axis: horizontal").id(axisCaption).font(size: 12).textColor("systemGray")
        } constraints: {
            title.leading == root.leading + 20
            title.top == root.top + 16
            stack.centerX == root.centerX
            stack.top == title.bottom + 12
            baseline.centerY == a.firstBaseline
            baseline.horizontalEdges == stack.horizontalEdges.inset(-12)
            baselineCaption.leading == baseline.trailing + 6
            baselineCaption.centerY == baseline.centerY
            axisLine.horizontalEdges == stack.horizontalEdges
            axisLine.top == stack.bottom + 12
            axisHead.centerY == axisLine.centerY
            axisHead.trailing == axisLine.trailing + 8
            axisCaption.centerX == stack.centerX
            axisCaption.top == axisLine.bottom + 8
            root.bottom == axisCaption.bottom + 16
        }
    }
}
