import CPango
import Pixels

extension TextLayout {
    /// A Pango font description for `font` at `size` points (absolute: 72 dpi).
    static func fontDescription(_ font: FontDescriptor, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        font.familyMatch.family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(UInt32(min(1000, max(100, font.weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * unitsPerPoint)
        return description
    }

    /// The byte range of each run in the text, in order.
    var runRanges: [Range<Int>] {
        var start = 0
        return style.runs.map { run in
            let end = start + run.text.utf8.count
            defer { start = end }
            return start..<end
        }
    }

    /// The layout's attributes: no hyphens at breaks inside words (UIKit adds none; Pango
    /// would), then per run its font, color and kerning, and the tracking over everything.
    func setAttributes() {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        let ranges = runRanges
        for (run, range) in zip(style.runs, ranges) where !range.isEmpty {
            if run.font != style.font {
                let font = Self.fontDescription(run.font, size: Self.pointSize(run.font) * scale)
                insert(pango_attr_font_desc_new(font), range, into: attributes)
                pango_font_description_free(font)
            }
            if let color = run.color {
                insert(pango_attr_foreground_new(Self.channel(color.r), Self.channel(color.g), Self.channel(color.b)),
                       range, into: attributes)
                if color.a < 255 { insert(pango_attr_foreground_alpha_new(Self.channel(color.a)), range, into: attributes) }
            }
            let spacing = run.kern * scale + tracking
            if spacing != 0 { insert(letterSpacing(spacing), range, into: attributes) }
        }
        if style.runs.isEmpty, tracking != 0 {
            insert(letterSpacing(tracking), 0..<utf8.count, into: attributes)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// The kerning after a line's last character, which UIKit counts in the line's width
    /// (kerning is added after every character) and Pango leaves out (it spaces characters
    /// apart and drops the spacing at the line's ends). Where two runs of different kerning
    /// meet, Pango spaces them its own way: off UIKit's by up to the two kernings together.
    func trailingKern(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Double {
        let end = Int(line.pointee.start_index) + Int(line.pointee.length)
        guard !style.runs.isEmpty, end > 0, end <= utf8.count, !isEllipsized else { return 0 }
        guard let index = runRanges.firstIndex(where: { $0.contains(end - 1) }) else { return 0 }
        // A line ending in a line break ends with the character before it.
        return utf8[end - 1] == 10 ? 0 : style.runs[index].kern * scale
    }

    /// Pango's letter spacing for `points` between characters, as UIKit's kerning adds it.
    private func letterSpacing(_ points: Double) -> UnsafeMutablePointer<PangoAttribute>? {
        let units = (points * Self.unitsPerPoint).rounded()
        return pango_attr_letter_spacing_new(Int32(min(1e6, max(-1e6, units.isNaN ? 0 : units))))
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>,
                        into list: OpaquePointer?) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// An 8-bit channel as Pango's 16-bit one.
    static func channel(_ value: UInt8) -> UInt16 { UInt16(value) * 257 }
}
