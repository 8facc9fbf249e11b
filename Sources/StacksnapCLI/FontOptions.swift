import ArgumentParser
import Raster

/// `--fonts DIR`, shared by every command that lays out or draws: a folder of the user's
/// own fonts that join the bundled ones, for every spec that does not name its own folder
/// with `fonts:`.
struct FontOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of your own fonts (.otf, .ttf, .ttc) that join the bundled ones, for specs "
                               + "without their own 'fonts:' (SF Pro from it draws the system font).",
                               valueName: "folder"))
    var fonts: String?

    func validate() throws {
        guard let fonts else { return }
        do {
            _ = try FontFolder(path: fonts)
        } catch {
            throw ValidationError("--fonts: \(error.description)")
        }
    }
}
