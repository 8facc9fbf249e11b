extension MatrixSpec {
    /// Reads a matrix written as a spec's `matrix:` value — YAML, such as the flow mapping
    /// `{appearance: [light, dark]}`, or JSON — with the same rules and messages;
    /// `file` names the text in them (a command-line option, or the file it came from).
    public static func parse(_ text: String, file: String) throws(SpecErrors) -> MatrixSpec {
        var diagnostics = Diagnostics(file: file)
        // JSON is YAML as well, so one reader takes either.
        let tree = YAMLReader.read(text, limits: .default, diagnostics: &diagnostics)
        guard let tree, !diagnostics.hasErrors else {
            try diagnostics.throwIfErrors()
            return MatrixSpec()
        }
        var decoder = SpecDecoder(file: file, limits: .default)
        let matrix = decoder.matrix(tree, "matrix")
        diagnostics.append(contentsOf: decoder.diagnostics)
        try diagnostics.throwIfErrors()
        return matrix
    }

    /// True when a snapshot drawn on `canvas` has a value of every axis this matrix lists
    /// (an empty matrix admits everything): what `--only-matrix` keeps.
    public func admits(_ canvas: CanvasSpec) -> Bool {
        (device.isEmpty || canvas.device.map(device.contains) == true)
            && (orientation.isEmpty || orientation.contains(canvas.orientation))
            && (appearance.isEmpty || appearance.contains(canvas.appearance.style))
            && (contrast.isEmpty || contrast.contains(canvas.appearance.contrast))
            && (contentSize.isEmpty || contentSize.contains(canvas.contentSize))
            && (direction.isEmpty || direction.contains(canvas.direction))
            && (scale.isEmpty || scale.contains(canvas.scale))
    }
}
