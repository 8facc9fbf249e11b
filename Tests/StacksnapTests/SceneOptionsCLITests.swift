import Foundation
import Testing

/// `layout` and `constraints` choose a part of a storyboard with `--scene`/`--view` as
/// `render` does, and say which part they took when none was chosen. The expected frames
/// are the worked trees of the fixture storyboard's comments (Main-Settings: a 320 × 568
/// canvas, the card pinned 16 from the sides under the 20-point status bar + 8).
@Suite struct SceneOptionsCLITests {
    static let folder = VerifyFixtures.packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures").path

    @Test func layoutTakesTheSceneNamed() throws {
        let result = try StacksnapCLI.run(["layout", "Main.storyboard", "--scene", "Settings"], in: Self.folder)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.hasPrefix("root [0, 0, 320, 568]\n  view st_card [16, 28, 288, 120]\n"), "\(result.stdout)")
        #expect(!result.stderr.contains("note:"), "a chosen scene needs no note: \(result.stderr)")
    }

    @Test func withoutAChoiceTheFirstSceneIsLaidOutAndNamed() throws {
        let first = try StacksnapCLI.run(["layout", "Main.storyboard"], in: Self.folder)
        let chosen = try StacksnapCLI.run(["layout", "Main.storyboard", "--scene", "Profile"], in: Self.folder)
        #expect(first.code == 0 && first.stdout == chosen.stdout, "\(first)")
        #expect(first.stderr.contains("Main.storyboard: note: 2 scenes or views; this is the first, 'Main-Profile'"),
                "\(first.stderr)")
    }

    @Test func constraintsTakeTheViewNamed() throws {
        // pf-row drawn alone: a canvas of its recorded 343 × 31 points.
        let result = try StacksnapCLI.run(["constraints", "Main.storyboard", "--view", "pf-row"], in: Self.folder)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.contains("root.width == 343") && result.stdout.contains("root.height == 31"), "\(result.stdout)")
    }

    /// An option that does not apply to the file given is a usage error, for every command
    /// that takes it alike.
    @Test(arguments: ["layout", "constraints", "render"])
    func aSceneOfASpecIsAUsageError(_ command: String) throws {
        let folder = VerifyFixtures.packageRoot.appendingPathComponent("Samples").path
        let result = try StacksnapCLI.run([command, "stack-distribution-fill.yaml", "--scene", "x"]
                                          + (command == "render" ? ["-o", FileManager.default.temporaryDirectory.path] : []),
                                          in: folder)
        #expect(result.code == 64, "\(result)")
        #expect(result.stderr.contains("--scene and --view choose parts of .storyboard and .xib files; stack-distribution-fill.yaml is a spec"),
                "\(result.stderr)")
    }
}
