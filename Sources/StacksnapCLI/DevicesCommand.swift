import ArgumentParser
import LayoutSpec

/// `stacksnap devices`: the screens a canvas's `device:` can name, with what each gives the
/// canvas, so a spec author can pick one without looking it up.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices a canvas can be (canvas: {device: iPhone15Pro, orientation: landscape}).",
        discussion: """
        Each line: the name, the portrait size in points and the scale, the safe-area insets \
        in portrait (top, bottom) and landscape (left and right, bottom), and the size classes \
        (horizontal × vertical) in portrait and landscape, and the display's corner radius (what displayCorners: true rounds the picture to).
        """)

    func run() {
        print("device          points      scale  safe area portrait  landscape     size classes                      corners")
        for device in DevicePreset.all {
            let portrait = device.safeArea(.portrait), landscape = device.safeArea(.landscape)
            let classes = [DevicePreset.Orientation.portrait, .landscape].map { orientation in
                let c = device.sizeClasses(orientation)
                return "\(c.horizontal.rawValue)×\(c.vertical.rawValue)"
            }
            print(pad(device.name, 16) + pad("\(number(device.width))×\(number(device.height))", 12)
                  + pad("@\(device.scale)x", 7) + pad("\(number(portrait.top)), \(number(portrait.bottom))", 20)
                  + pad("\(number(landscape.left)), \(number(landscape.bottom))", 14)
                  + pad(classes.joined(separator: ", "), 34) + number(device.cornerRadius))
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
