import Foundation
import Pixels

/// Reads binary PAM images (`P7`, `TUPLTYPE RGB_ALPHA`, `MAXVAL 255`), the fixture format:
/// a text header of `KEY value` lines ending in `ENDHDR`, then the RGBA bytes.
enum PAM {
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ url: URL) throws -> Bitmap {
        let data = try Data(contentsOf: url)
        guard let end = data.range(of: Data("ENDHDR\n".utf8)) else {
            throw FormatError(description: "\(url.lastPathComponent): expected an ENDHDR line")
        }
        let header = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        let lines = header.split(separator: "\n")
        guard lines.first == "P7" else {
            throw FormatError(description: "\(url.lastPathComponent): expected the P7 signature")
        }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard fields["DEPTH"] == "4", fields["MAXVAL"] == "255", fields["TUPLTYPE"] == "RGB_ALPHA",
              let width = fields["WIDTH"].flatMap({ Int($0) }),
              let height = fields["HEIGHT"].flatMap({ Int($0) }),
              let bitmap = Bitmap(width: width, height: height, pixels: [UInt8](data[end.upperBound...]))
        else {
            throw FormatError(description: "\(url.lastPathComponent): expected an 8-bit RGB_ALPHA PAM whose size matches its bytes")
        }
        return bitmap
    }
}

/// Where the fixtures are: beside this test target's sources, found through `#filePath`
/// so the tests need no resource bundle.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Support
        .deletingLastPathComponent()   // VisualDiffTests
        .appendingPathComponent("Fixtures")

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
