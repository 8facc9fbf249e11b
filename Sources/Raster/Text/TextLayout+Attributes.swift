import CPango
import Pixels

extension TextLayout {
    /// A Pango font description for a chosen font at `size` points (absolute: 72 dpi).
    static func fontDescription(_ choice: FontChoice, size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        choice.family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(UInt32(min(1000, max(100, choice.weight)))))
        pango_font_description_set_style(description, choice.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * unitsPerPoint)
        return description
    }

    /// The layout's attributes: no hyphens at breaks inside words (UIKit adds none; Pango
    /// would), then per run its font, color and kerning, and the spacing over everything:
    /// the system font's tracking on the letters it draws, plus any tightening.
    func setAttributes() {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        for ((run, range), runChoice) in zip(zip(style.runs, runRanges), runChoices) where !range.isEmpty {
            if run.font != style.font {
                let font = Self.fontDescription(runChoice, size: Self.pointSize(run.font) * scale)
                insert(pango_attr_font_desc_new(font), range, into: attributes)
                pango_font_description_free(font)
            }
            if run.font.monospacedDigits { insert(pango_attr_font_features_new("tnum"), range, into: attributes) }
            if let color = run.color {
                insert(pango_attr_foreground_new(Self.channel(color.r), Self.channel(color.g), Self.channel(color.b)),
                       range, into: attributes)
                if color.a < 255 { insert(pango_attr_foreground_alpha_new(Self.channel(color.a)), range, into: attributes) }
            }
            insertSpacing(run.kern * scale + tracking, systemTracking: runChoice.tracking, over: range, into: attributes)
        }
        if style.runs.isEmpty {
            if style.font.monospacedDigits { insert(pango_attr_font_features_new("tnum"), 0..<utf8.count, into: attributes) }
            insertSpacing(tracking, systemTracking: choice.tracking, over: 0..<utf8.count, into: attributes)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// Letter spacing over `range`: `spacing` everywhere, plus the system font's tracking on
    /// the characters it draws itself (fallback scripts keep their own spacing).
    private func insertSpacing(_ spacing: Double, systemTracking: Double, over range: Range<Int>, into list: OpaquePointer?) {
        guard systemTracking != 0 else {
            if spacing != 0 { insert(letterSpacing(spacing), range, into: list) }
            return
        }
        var cursor = range.lowerBound
        let text = String(decoding: utf8[range], as: UTF8.self)
        for tracked in SystemTracking.trackedRanges(text) {
            let piece = (range.lowerBound + tracked.lowerBound)..<(range.lowerBound + tracked.upperBound)
            if spacing != 0, cursor < piece.lowerBound { insert(letterSpacing(spacing), cursor..<piece.lowerBound, into: list) }
            insert(letterSpacing(spacing + systemTracking), piece, into: list)
            cursor = piece.upperBound
        }
        if spacing != 0, cursor < range.upperBound { insert(letterSpacing(spacing), cursor..<range.upperBound, into: list) }
    }

    /// What UIKit's spacing adds to a line beyond Pango's. UIKit adds a character's kerning
    /// and the system font's tracking after it, the last one too; Pango puts half of a
    /// character's letter spacing on each side of it and drops the halves at the line's
    /// ends. Summed over a line, the two differ by half the first character's spacing and
    /// half the last one's. (Where two spacings meet inside a line, Pango's split also moves
    /// the characters after it by half their difference, not the line's width.)
    func lineEndSpacing(_ line: PangoLayoutLine) -> Double {
        let start = Int(line.start_index)
        var end = start + Int(line.length)
        // A line ending in a line break ends with the character before it.
        while end > start, end <= utf8.count, utf8[end - 1] == 10 || utf8[end - 1] == 13 { end -= 1 }
        guard end > start, end <= utf8.count else { return 0 }
        var last = end - 1
        while last > start, utf8[last] & 0xC0 == 0x80 { last -= 1 }
        return (spacing(at: start) + spacing(at: last)) / 2
    }

    /// The spacing UIKit adds after the character starting at byte `index`: its run's
    /// kerning, plus the system font's tracking when that font draws it.
    private func spacing(at index: Int) -> Double {
        var end = index + 1
        while end < utf8.count, utf8[end] & 0xC0 == 0x80 { end += 1 }
        let scalar = String(decoding: utf8[index..<end], as: UTF8.self).unicodeScalars.first
        let tracked = scalar.map(SystemTracking.isTracked) ?? false
        guard let run = runRanges.firstIndex(where: { $0.contains(index) }) else {
            return tracked ? choice.tracking : 0
        }
        return style.runs[run].kern * scale + (tracked ? runChoices[run].tracking : 0)
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
