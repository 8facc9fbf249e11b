import CPango
import Foundation
import Pixels
import Raster
import Testing

/// The bundled fonts are all Pango sees, whatever the machine's fontconfig setup says.
@Suite struct FontIsolationTests {
    /// Families Pango's fontconfig font map always lists; they are aliases resolved through
    /// the same private configuration, so they can only reach bundled fonts.
    static let pangoGenericAliases: Set = ["Monospace", "Sans", "Serif", "System-ui"]
    static let probeVariable = "STACKSNAP_FONT_PROBE"

    @Test func fontMapListsExactlyTheBundledFamilies() {
        let families = Typesetter.availableFamilies().filter { !Self.pangoGenericAliases.contains($0) }
        #expect(families == FontDescriptor.bundledFamilies.sorted())
    }

    /// What text looks like from inside this process: families, metrics of a few strings
    /// and a checksum of rendered labels.
    static func textReport() throws -> [String] {
        var lines = ["families " + Typesetter.availableFamilies().joined(separator: ",")]
        for text in ["Hello", "Hello 世界", "שלום", "Inter vs DejaVu: wide WWW"] {
            let m = Typesetter.measure(TextStyle(text: text, font: FontDescriptor(size: 17)), maxWidth: nil)
            lines.append("\(text) \(m.width) \(m.height) \(m.firstBaseline) \(m.missingGlyphs.count)")
        }
        let node = SceneNode(frame: SceneRect(x: 2, y: 2, width: 196, height: 56),
                             content: .text(TextStyle(text: "Hello 世界 — family check", lines: 0)))
        let pixels = try Renderer.render(Scene(width: 200, height: 60, scale: 2, nodes: [node])).pixels
        // FNV-1a over the pixels: a short, stable fingerprint for comparing across processes.
        let hash = pixels.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        lines.append("pixels \(hash)")
        return lines
    }

    /// What the machine's own fontconfig configuration (the one the environment controls)
    /// picks for the bundled system family: proof that the child's environment really differs.
    static func systemMatch(for family: String) -> String {
        guard let pattern = FcNameParse(family) else { return "?" }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return "none" }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return "?" }
        return String(cString: name)
    }

    /// Runs only in the child process the next test starts.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil))
    func fontProbe() throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.probeVariable])
        let report = ["system " + Self.systemMatch(for: FontDescriptor.systemFamily)] + (try Self.textReport())
        #expect(FileManager.default.createFile(atPath: path, contents: Data(report.joined(separator: "\n").utf8)))
    }

    /// Starts this test binary again with a hostile fontconfig environment (the system font
    /// directories, the bundled system family aliased to DejaVu Sans, hinting forced on, antialiasing off) set
    /// before the first font use, and compares what text looks like there and here. An
    /// in-process check cannot do this: fontconfig reads the environment once per process.
    @Test func hostileFontconfigEnvironmentChangesNothing() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-fc-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let config = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <cachedir>\(work.path)/cache</cachedir>
          <alias binding="strong"><family>\(FontDescriptor.systemFamily)</family><prefer><family>DejaVu Sans</family></prefer></alias>
          <match target="pattern"><test name="family"><string>\(FontDescriptor.systemFamily)</string></test>
            <edit name="family" mode="assign" binding="strong"><string>DejaVu Sans</string></edit></match>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
          </match>
        </fontconfig>
        """
        try config.write(to: work.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let output = work.appendingPathComponent("report.txt")

        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "fontProbe"]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = work.appendingPathComponent("fonts.conf").path
        environment["FONTCONFIG_PATH"] = work.path
        environment["XDG_CONFIG_HOME"] = work.path
        environment["HOME"] = work.path
        environment[Self.probeVariable] = output.path
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)

        let report = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        let system = try #require(report.first)
        if FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf") {
            #expect(system == "system DejaVu Sans")  // the hostile setup is in force in the child…
        }
        #expect(Array(report.dropFirst()) == (try Self.textReport()))  // …and text is unchanged
    }
}
