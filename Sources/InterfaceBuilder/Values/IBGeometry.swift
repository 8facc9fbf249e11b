import AutoLayout

/// Geometry elements: `<rect key="frame">`, insets and the autoresizing mask.
enum IBGeometry {
    /// The frame Interface Builder recorded, in the superview's coordinates.
    static func frame(of element: IBElement) -> Rect? {
        guard let rect = element.child(key: "frame", named: "rect") else { return nil }
        guard let width = IBValue.number(rect["width"]), let height = IBValue.number(rect["height"]) else { return nil }
        return Rect(x: IBValue.number(rect["x"]) ?? 0, y: IBValue.number(rect["y"]) ?? 0, width: width, height: height)
    }

    /// `<edgeInsets key=… top= left= bottom= right=/>` as directional insets (left is
    /// leading: documents are drawn left to right), or `<directionalEdgeInsets key=…
    /// top= leading= bottom= trailing=/>`.
    static func insets(_ element: IBElement, key: String, directionalKey: String) -> DirectionalInsets? {
        if let directional = element.child(key: directionalKey, named: "directionalEdgeInsets") {
            return DirectionalInsets(top: IBValue.number(directional["top"]) ?? 0,
                                     leading: IBValue.number(directional["leading"]) ?? 0,
                                     bottom: IBValue.number(directional["bottom"]) ?? 0,
                                     trailing: IBValue.number(directional["trailing"]) ?? 0)
        }
        if let absolute = element.child(key: key, named: "edgeInsets") {
            return DirectionalInsets(top: IBValue.number(absolute["top"]) ?? 0,
                                     leading: IBValue.number(absolute["left"]) ?? 0,
                                     bottom: IBValue.number(absolute["bottom"]) ?? 0,
                                     trailing: IBValue.number(absolute["right"]) ?? 0)
        }
        return nil
    }

    /// A button's `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=/>`.
    static func contentInsets(_ element: IBElement) -> DirectionalInsets? {
        guard let inset = element.child(key: "contentEdgeInsets", named: "inset") else { return nil }
        return DirectionalInsets(top: IBValue.number(inset["minY"]) ?? 0, leading: IBValue.number(inset["minX"]) ?? 0,
                                 bottom: IBValue.number(inset["maxY"]) ?? 0, trailing: IBValue.number(inset["maxX"]) ?? 0)
    }

    /// Which parts of a frame stretch with the superview (`UIView.AutoresizingMask`).
    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES" …/>`;
    /// no element means no flexible part.
    static func mask(of element: IBElement) -> AutoresizingConstraints.Mask {
        guard let mask = element.child(key: "autoresizingMask", named: "autoresizingMask") else {
            return AutoresizingConstraints.Mask()
        }
        let flag = { (name: String) in IBValue.bool(mask[name]) ?? false }
        return AutoresizingConstraints.Mask(flexibleLeft: flag("flexibleMinX"), flexibleWidth: flag("widthSizable"),
                                            flexibleRight: flag("flexibleMaxX"), flexibleTop: flag("flexibleMinY"),
                                            flexibleHeight: flag("heightSizable"), flexibleBottom: flag("flexibleMaxY"))
    }
}
