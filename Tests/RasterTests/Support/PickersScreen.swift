import Pixels
import Raster

/// An iPhone screen (390×844 points) made of the picker kinds — page controls plain and
/// prominent, compact date pickers, an inline calendar with its time row, date-and-time
/// wheels and a two-wheel picker view — every one on screen: the pickers' rendering
/// benchmark.
enum PickersScreen {
    static let blue = RGBA(r: 0, g: 0x7A, b: 0xFF)
    static let gray = RGBA(r: 0x8E, g: 0x8E, b: 0x93, a: 0x4D)

    static func scene(scale: Int) -> Scene {
        var nodes: [SceneNode] = []
        // Page controls: five pages on a prominent capsule, three plain.
        nodes.append(node(SceneRect(x: 118, y: 20, width: 154, height: 28),
                          .control(.pageControl(PageDotsDrawing(pages: 5, current: 1, dotColor: gray, currentColor: .black,
                                                                prominent: true, isRightToLeft: false)))))
        nodes.append(node(SceneRect(x: 134, y: 52, width: 122, height: 28),
                          .control(.pageControl(PageDotsDrawing(pages: 3, current: 2, dotColor: gray, currentColor: blue,
                                                                prominent: false, isRightToLeft: false)))))
        // Compact date pickers, two rows.
        for (row, texts) in [["Nov 26, 2026", "9:41 AM"], ["Dec 1, 2026", "6:30 PM"]].enumerated() {
            nodes.append(node(SceneRect(x: 16, y: 90 + Double(row) * 42, width: 358, height: 107.0 / 3),
                              .control(.dateCapsules(texts, isRightToLeft: false))))
        }
        // An inline calendar with its time row.
        let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        nodes.append(node(SceneRect(x: 35, y: 176, width: 320, height: 374),
                          .control(.calendar(CalendarDrawing(title: "November 2026", weekdays: weekdays, leadingBlanks: 0,
                                                             days: 30, selectedDay: 26, tint: blue, timeTitle: "Time",
                                                             timeValue: "9:41 AM", isRightToLeft: false)))))
        // Date-and-time wheels and a picker view with two wheels.
        let hours = WheelDrawing(selected: "9", above: ["8", "7", "6"], below: ["10", "11", "12"])
        let minutes = WheelDrawing(selected: "41", above: ["40", "39", "38"], below: ["42", "43", "44"])
        let half = WheelDrawing(selected: "AM", below: ["PM"])
        let day = WheelDrawing(selected: "Thu Nov 26", above: ["Wed Nov 25", "Tue Nov 24"], below: ["Fri Nov 27", "Sat Nov 28"])
        nodes.append(node(SceneRect(x: 35, y: 556, width: 320, height: 140),
                          .control(.wheels([day, hours, minutes, half], equalWidths: false, isRightToLeft: false))))
        let sizes = WheelDrawing(selected: "M", above: ["S", "XS"], below: ["L", "XL", "XXL"])
        let colors = WheelDrawing(selected: "Black", above: ["Blue", "Green", "Red"], below: [])
        nodes.append(node(SceneRect(x: 35, y: 700, width: 320, height: 140),
                          .control(.wheels([sizes, colors], equalWidths: true, isRightToLeft: false))))
        return Scene(width: 390, height: 844, scale: scale, background: RGBA(r: 0xF2, g: 0xF2, b: 0xF7), nodes: nodes)
    }

    static func node(_ frame: SceneRect, _ content: SceneContent) -> SceneNode {
        SceneNode(frame: frame, content: content)
    }
}
