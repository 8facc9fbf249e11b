import ArgumentParser

/// `--scene` and `--view`: which part of a `.storyboard` or `.xib` a command works on.
struct SceneOptions: ParsableArguments {
    @Option(help: "Storyboards: only this scene (its scene id, view controller id, storyboard id, title or snapshot name).")
    var scene: String?

    @Option(help: "Storyboards and XIBs: only the view with this Interface Builder id, on a canvas of its size.")
    var view: String?

    /// True when either option was given.
    var choosesPart: Bool { scene != nil || view != nil }

    /// Refuses `--scene`/`--view` for a spec file: a usage error for every command alike,
    /// found from the file names before anything is read.
    func check(_ files: [String]) throws {
        guard choosesPart, let spec = files.first(where: { !SpecPaths.isInterfaceBuilder($0) }) else { return }
        throw ValidationError("--scene and --view choose parts of .storyboard and .xib files; \(spec) is a spec")
    }
}
