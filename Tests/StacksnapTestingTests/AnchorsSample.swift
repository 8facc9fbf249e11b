import LayoutDSL

/// `Samples/anchors-edges-rtl.yaml` written in Swift. Its goldens are the sample's own
/// (`Golden/anchors-edges-rtl.*`, checked by hand against the frames reasoned out in the
/// spec's comments), so a pass means the Swift layout draws exactly what the spec draws.
enum AnchorsSample {
    static let name = "anchors-edges-rtl"

    static func layout(badgeInset: Double = 12) -> Layout {
        let card = ViewRef("card"), badge = ViewRef("badge"), label = ViewRef("label")
        return Layout(name, canvas: Canvas(width: 320, height: 180, background: "#F2F2F7")) {
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
            badge.leading == card.leading + badgeInset
            label.leading == badge.trailing + 12
            label.centerY == badge.centerY
        }
        .variant("rtl", caption: "direction: rtl", canvas: .init(direction: .rtl))
        .compose(["default", "rtl"], caption: "direction: ltr")
    }
}
