import AutoLayout
import LayoutSpec
import Raster

extension AccessibilityElements {
    /// What UIKit exposes for a kind of view when the spec says nothing: whether the view is
    /// an element, what it reads, and the parts of controls exposed as several elements.
    struct Kind {
        var isElement = false
        var label = ""
        var value = ""
        var traits: [AccessibilityTrait] = []
        var role: String?
        /// Elements for the control's parts (view index and id are filled in by the walker).
        var parts: [AccessibilityElement] = []

        init(view: ViewSpec, frame: Rect, scale: Double, isRightToLeft: Bool) {
            switch view.content {
            case .label(let label):
                (isElement, self.label, traits) = (!label.text.isEmpty, label.text, [.staticText])
            case .button(let button):
                (isElement, label, traits) = (true, button.title, [.button])
            case .image:
                // An image view is not an element unless it is given a label.
                (isElement, traits) = (view.accessibility?.label != nil, [.image])
            case .switch(let toggle):
                (isElement, value, traits) = (true, toggle.isOn ? "on" : "off", [.button, .toggleButton])
            case .slider(let slider):
                (isElement, value, traits) = (true, Self.percent(slider.range.fraction), [.adjustable])
            case .progressView(let progress):
                (isElement, label, value, traits) = (true, "Progress", Self.percent(progress.progress), [.updatesFrequently])
            case .activityIndicatorView(let indicator):
                (isElement, label, traits) = (indicator.isAnimating, "In progress", [.updatesFrequently])
            case .textField(let field):
                // With no text, VoiceOver reads the placeholder.
                (isElement, label, value, role) = (true, field.text.isEmpty ? field.placeholder : "", field.text, "text field")
            case .textView(let textView):
                (isElement, value, role) = (true, textView.text, "text view")
            case .searchBar(let bar):
                (isElement, label, value, traits) = (true, bar.placeholder.isEmpty ? "Search" : bar.placeholder, bar.text,
                                                     [.searchField])
            case .tableViewCell(let cell):
                isElement = !cell.text.isEmpty || !cell.detail.isEmpty
                label = [cell.text, cell.showsDetail ? cell.detail : ""].filter { !$0.isEmpty }.joined(separator: ", ")
                switch cell.accessory {
                case .disclosureIndicator, .detailButton, .detailDisclosureButton: traits = [.button]
                case .checkmark: traits = [.selected]
                case .none: traits = []
                }
            case .segmentedControl(let control):
                parts = Self.segments(control, frame: frame, isRightToLeft: isRightToLeft)
            case .stepper(let stepper):
                let half = frame.width / 2
                let left = Rect(x: frame.x, y: frame.y, width: half, height: frame.height)
                let right = Rect(x: frame.x + half, y: frame.y, width: half, height: frame.height)
                let value = Self.number(stepper.range.pinned)
                parts = [
                    AccessibilityElement(viewIndex: 0, id: nil, part: "decrement", frame: isRightToLeft ? right : left,
                                         label: "Decrement", value: value, traits: [.button]),
                    AccessibilityElement(viewIndex: 0, id: nil, part: "increment", frame: isRightToLeft ? left : right,
                                         label: "Increment", value: value, traits: [.button]),
                ]
            case .navigationBar(let bar):
                parts = Self.navigationBar(bar, frame: frame, scale: scale, isRightToLeft: isRightToLeft)
            case .toolbar(let bar):
                let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(44, frame.height))
                parts = Self.barItems(bar.items, in: row, fromLeading: true, scale: scale, isRightToLeft: isRightToLeft)
            case .tabBar(let bar):
                parts = Self.tabs(bar, frame: frame, isRightToLeft: isRightToLeft)
            case .pageControl(let control):
                // VoiceOver reads "page 2 of 3" and swipes up and down to turn pages.
                (isElement, value, traits) = (!control.drawsNothing,
                                              "page \(control.pinnedCurrentPage + 1) of \(control.numberOfPages)",
                                              [.adjustable])
            case .datePicker(let picker):
                (isElement, value, traits) = (true, DatePickerText(picker).spokenValue, [.adjustable])
            case .pickerView(let picker):
                parts = Self.pickerComponents(picker, frame: frame, isRightToLeft: isRightToLeft)
            case .view, .stack, .spacer, .visualEffectView, .tableView, .scrollView, .collectionView,
                 .collectionViewCell, .collectionReusableView, .placeholder:
                break
            }
        }

        /// A fraction as VoiceOver reads it: a whole percentage.
        static func percent(_ fraction: Double) -> String {
            "\(Int((max(0, min(1, fraction)) * 100).rounded()))%"
        }

        static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        /// One button per segment, selected for the selected one; widths as the control
        /// gives them (fixed widths first, the rest shared equally).
        static func segments(_ control: SegmentedControlSpec, frame: Rect, isRightToLeft: Bool) -> [AccessibilityElement] {
            let count = control.segments.count
            guard count > 0 else { return [] }
            let fixed = control.segments.compactMap(\.width).reduce(0, +)
            let free = control.segments.filter { $0.width == nil }.count
            let share = free > 0 ? max(0, frame.width - fixed) / Double(free) : 0
            var offset = 0.0
            return control.segments.enumerated().map { index, segment in
                let width = segment.width ?? share
                let x = isRightToLeft ? frame.maxX - offset - width : frame.x + offset
                offset += width
                let selected = index == control.validSelection
                return AccessibilityElement(viewIndex: 0, id: nil, part: "segment \(index + 1)",
                                            frame: Rect(x: x, y: frame.y, width: width, height: frame.height),
                                            label: segment.title, value: "\(index + 1) of \(count)",
                                            traits: selected ? [.button, .selected] : [.button])
            }
        }

        /// A picker view's components, each an adjustable element over its wheel (the width
        /// inside the band's 8-point insets shared evenly) whose value is its selected row.
        static func pickerComponents(_ picker: PickerViewSpec, frame: Rect, isRightToLeft: Bool) -> [AccessibilityElement] {
            let count = picker.components.count
            guard count > 0 else { return [] }
            let width = max(0, frame.width - 16) / Double(count)
            return picker.components.indices.map { component in
                let slot = isRightToLeft ? count - 1 - component : component
                let rows = picker.components[component]
                let row = picker.selectedRow(in: component)
                return AccessibilityElement(viewIndex: 0, id: nil, part: "component \(component + 1)",
                                            frame: Rect(x: frame.x + 8 + width * Double(slot), y: frame.y, width: width,
                                                        height: frame.height),
                                            label: "", value: rows.indices.contains(row) ? rows[row] : "",
                                            traits: [.adjustable])
            }
        }

        /// Left items, the title (a heading), then right items.
        static func navigationBar(_ bar: NavigationBarSpec, frame: Rect, scale: Double,
                                  isRightToLeft: Bool) -> [AccessibilityElement] {
            let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(44, frame.height))
            var parts = barItems(bar.leftItems, in: row, fromLeading: true, scale: scale, isRightToLeft: isRightToLeft)
            if !bar.title.isEmpty {
                let titleFrame = bar.prefersLargeTitles
                    ? Rect(x: frame.x + 16, y: frame.y + 44, width: max(0, frame.width - 32), height: max(0, frame.height - 52))
                    : Rect(x: frame.x + 80, y: frame.y, width: max(0, frame.width - 160), height: row.height)
                parts.append(AccessibilityElement(viewIndex: 0, id: nil, part: "title", frame: titleFrame,
                                                  label: bar.title, traits: [.header]))
            }
            // Right items are laid out from the trailing edge; VoiceOver reads them leading first.
            let right = barItems(bar.rightItems, in: row, fromLeading: false, scale: scale, isRightToLeft: isRightToLeft)
            return parts + right.sorted { isRightToLeft ? $0.frame.x > $1.frame.x : $0.frame.x < $1.frame.x }
        }

        /// A bar's items as buttons, where the bar draws them (spaces are not elements).
        static func barItems(_ items: [BarItem], in row: Rect, fromLeading: Bool, scale: Double,
                             isRightToLeft: Bool) -> [AccessibilityElement] {
            let boxes = BarItemLayout.frames(items.map(\.drawing), in: row.scene, fromLeading: fromLeading,
                                             isRightToLeft: isRightToLeft, scale: scale)
            return zip(items, boxes).enumerated().compactMap { index, pair in
                let (item, box) = pair
                let frame = Rect(x: box.x, y: box.y, width: box.width, height: box.height)
                let side = fromLeading ? "left" : "right"
                switch item {
                case .title(let title, _):
                    return AccessibilityElement(viewIndex: 0, id: nil, part: "\(side) item \(index + 1)", frame: frame,
                                                label: title, traits: [.button])
                case .symbol(let name, let label):
                    return AccessibilityElement(viewIndex: 0, id: nil, part: "\(side) item \(index + 1)", frame: frame,
                                                label: label ?? BarItem.systemLabel(forSymbol: name) ?? "", traits: [.button])
                case .flexibleSpace, .fixedSpace:
                    return nil
                }
            }
        }

        /// One tab per item, in equal slots, the selected one selected.
        static func tabs(_ bar: TabBarSpec, frame: Rect, isRightToLeft: Bool) -> [AccessibilityElement] {
            let count = bar.items.count
            guard count > 0 else { return [] }
            let width = frame.width / Double(count)
            return bar.items.enumerated().map { index, item in
                let slot = isRightToLeft ? count - 1 - index : index
                let selected = index == bar.selectedIndex
                return AccessibilityElement(viewIndex: 0, id: nil, part: "tab \(index + 1)",
                                            frame: Rect(x: frame.x + Double(slot) * width, y: frame.y, width: width,
                                                        height: min(49, frame.height)),
                                            label: item.title, value: "\(index + 1) of \(count)",
                                            traits: selected ? [.selected] : [], role: "tab")
            }
        }
    }
}
