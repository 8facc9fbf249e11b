/// The outline icons drawn under SF Symbol names, read once from the generated table
/// (`OutlineSymbolTable.swift`, made by `scripts/symbols/generate.py`).
///
/// Each icon is a list of shapes in the 24×24 box, stroked like the icon set draws them
/// (round caps and joins) unless the icon fills them itself. A `.fill` name draws its icon
/// solid: see `Canvas.drawOutlineSymbol`.
enum OutlineSymbols {
    /// One path command, absolute coordinates in the design box.
    enum Command: Equatable {
        case move(Double, Double)
        case line(Double, Double)
        case curve(Double, Double, Double, Double, Double, Double)
        case close
    }

    /// One element of an icon.
    struct Shape: Equatable {
        var filled: Bool
        var commands: [Command]

        /// Ends with Z, or back where it started (the icon set writes some outlines, a
        /// gear's, without the Z).
        var isClosed: Bool {
            guard let last = commands.last, case let .move(x0, y0)? = commands.first else { return false }
            switch last {
            case .close: return true
            case let .line(x, y), let .curve(_, _, _, _, x, y): return abs(x - x0) < 0.05 && abs(y - y0) < 0.05
            case .move: return false
            }
        }

        /// The bounding box of the points the commands go through (control points too,
        /// which is close enough for telling a container from what it contains).
        var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            var xs: [Double] = [], ys: [Double] = []
            for command in commands {
                switch command {
                case let .move(x, y), let .line(x, y): xs.append(x); ys.append(y)
                case let .curve(x1, y1, x2, y2, x, y): xs += [x1, x2, x]; ys += [y1, y2, y]
                case .close: break
                }
            }
            return (xs.min() ?? 0, ys.min() ?? 0, xs.max() ?? 0, ys.max() ?? 0)
        }
    }

    /// What a name draws: the icon's shapes, and whether it is the solid variant.
    struct Entry {
        var shapes: [Shape]
        var solid: Bool
    }

    /// Every name the table lists. Lines that do not parse are left out; a test holds the
    /// table to parsing whole, so that can only happen to a hand-edited table.
    static let library: [String: Entry] = {
        var shapesByIcon: [Substring: [Shape]] = [:]
        for line in icons.split(separator: "\n") {
            let fields = line.trimmingPrefix(while: { $0 == " " }).split(separator: "\t")
            guard let name = fields.first else { continue }
            let shapes = fields.dropFirst().compactMap(shape)
            if shapes.count == fields.count - 1, !shapes.isEmpty { shapesByIcon[name] = shapes }
        }
        var library: [String: Entry] = [:]
        for line in names.split(separator: "\n") {
            let fields = line.trimmingPrefix(while: { $0 == " " }).split(separator: "\t")
            guard fields.count >= 2, let shapes = shapesByIcon[fields[1]] else { continue }
            library[String(fields[0])] = Entry(shapes: shapes, solid: fields.count > 2 && fields[2] == "fill")
        }
        return library
    }()

    /// `S` or `F` followed by commands such as `M2 8.8C7.7 3.8 16.3 3.8 22 8.8Z`.
    static func shape(_ text: Substring) -> Shape? {
        guard let kind = text.first, kind == "S" || kind == "F" else { return nil }
        var commands: [Command] = []
        var letter: Character?
        var numbers: [Double] = []
        func flush() -> Bool {
            guard let letter else { return true }
            switch (letter, numbers.count) {
            case ("M", 2): commands.append(.move(numbers[0], numbers[1]))
            case ("L", 2): commands.append(.line(numbers[0], numbers[1]))
            case ("C", 6): commands.append(.curve(numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5]))
            case ("Z", 0): commands.append(.close)
            default: return false
            }
            numbers.removeAll(keepingCapacity: true)
            return true
        }
        for token in tokens(text.dropFirst()) {
            if let command = token.first, "MLCZ".contains(command), token.count == 1 {
                guard flush() else { return nil }
                letter = command
            } else if let value = Double(token) {
                numbers.append(value)
            } else {
                return nil
            }
        }
        guard flush(), case .move? = commands.first else { return nil }
        return Shape(filled: kind == "F", commands: commands)
    }

    /// Splits `M2 8.8C7 3` into `M`, `2`, `8.8`, `C`, `7`, `3`.
    private static func tokens(_ text: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c == " " || "MLCZ".contains(c) {
                if start < index { tokens.append(text[start..<index]) }
                if c != " " { tokens.append(text[index...index]) }
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { tokens.append(text[start...]) }
        return tokens
    }
}

extension OutlineSymbols {
    /// The shapes a solid variant knocks out: those lying inside the container, the shape
    /// with the largest bounding box, when the container is closed (an envelope's flap,
    /// the triangle of a play button). An icon whose largest shape is open (a bell's body,
    /// a person's shoulders) has nothing to knock out of.
    static func inner(_ shapes: [Shape]) -> Set<Int> {
        guard let container = closedContainer(shapes) else { return [] }
        let outer = shapes[container].bounds
        return Set(shapes.indices.filter { index in
            let b = shapes[index].bounds
            let slack = 0.5  // a mark drawn from edge to edge of its container is inside it
            return index != container && b.minX >= outer.minX - slack && b.minY >= outer.minY - slack
                && b.maxX <= outer.maxX + slack && b.maxY <= outer.maxY + slack
        })
    }

    /// The shape with the largest bounding box, if it is closed.
    static func closedContainer(_ shapes: [Shape]) -> Int? {
        func area(_ shape: Shape) -> Double {
            let b = shape.bounds
            return (b.maxX - b.minX) * (b.maxY - b.minY)
        }
        guard let container = shapes.indices.max(by: { area(shapes[$0]) < area(shapes[$1]) }),
              shapes[container].isClosed else { return nil }
        return container
    }
}
