import AutoLayout

/// Checks a document's `constraints` entries, read when they were made (VFL formats are
/// parsed here, with their options and metrics), and every id they name. Used when a spec
/// is validated and again when it is lowered.
///
/// A parser reports a column inside the string; it is mapped to the file: the string's
/// first character's position (after the opening quote) plus the scalars before the
/// column. When the string is not written verbatim (escapes, folded lines), the error
/// points at the string's start instead.
struct ConstraintReader {
    let source: SourceMap
    /// Every view id of the document, in tree order (`root` is always valid).
    let ids: [String]
    /// The largest constant or multiplier a constraint may carry (``SpecLimits/maxMagnitude``):
    /// beyond it a layout means nothing and only overflows downstream.
    var maxMagnitude: Double = SpecLimits.default.maxMagnitude

    /// The constraints in order, each with where it was written (and its VFL format);
    /// entries with errors are reported and left out.
    func read(_ entries: [ConstraintEntry], diagnostics: inout Diagnostics) -> [ConstraintSpec] {
        let known = Set(ids)
        var result: [ConstraintSpec] = []
        for (index, entry) in entries.enumerated() {
            let path = SpecPath.index("constraints", index)
            switch entry {
            case .expression(let written):
                switch written.parsed {
                case .success(let expressions):
                    guard accepts(expressions, text: written.text, in: path, known: known, diagnostics: &diagnostics)
                    else { continue }
                    let origin = written.location ?? source.location(of: path)
                    result += expressions.map { ConstraintSpec($0, origin: origin) }
                case .failure(let error):
                    diagnostics.error(error.message, at: position(in: path, column: error.column, of: written.text), path: path)
                }
            case .visualFormat(let vfl):
                result += visualFormat(vfl, path, known: known, diagnostics: &diagnostics)
            }
        }
        return result
    }

    private func visualFormat(_ vfl: VisualFormatEntry, _ path: String, known: Set<String>,
                              diagnostics: inout Diagnostics) -> [ConstraintSpec] {
        let formatPath = SpecPath.key(path, "vfl")
        let options: VisualFormatOptions
        do throws(VisualFormatOptionError) {
            options = try VisualFormatOptions(names: vfl.options)
        } catch {
            let optionPath = SpecPath.index(SpecPath.key(path, "options"), error.index)
            diagnostics.error(error.message, at: source.position(at: optionPath), path: optionPath)
            return []
        }
        var metrics: [String: Double] = [:]
        for metric in vfl.metrics { metrics[metric.name] = metric.value }
        let expressions: [ConstraintExpression]
        do throws(VisualFormatError) {
            expressions = try VisualFormat.parse(vfl.format, options: options, metrics: metrics)
        } catch {
            diagnostics.error(error.message, at: position(in: formatPath, column: error.column, of: vfl.format), path: formatPath)
            return []
        }
        // A name that is neither a view nor a metric may be a misspelt metric: hint at both.
        // Numbers written in the format (`[a(==99999999)]`, `-(-5e6)-`) are bounded like
        // those of constraint strings.
        guard accepts(expressions, text: vfl.format, in: formatPath, known: known, metrics: vfl.metrics.map(\.name),
                      diagnostics: &diagnostics) else { return [] }
        let origin = source.location(of: path, visualFormat: vfl.format)
        return expressions.map { ConstraintSpec($0, origin: origin) }
    }

    /// Whether the constraints one entry makes can be laid out: every view they name
    /// exists (each unknown id reported once) and, if so, every number is in bounds (the
    /// first one out reported). An entry is taken whole or not at all.
    private func accepts(_ expressions: [ConstraintExpression], text: String, in path: String, known: Set<String>,
                         metrics: [String]? = nil, diagnostics: inout Diagnostics) -> Bool {
        var ok = true
        var reported: [String] = []
        for expression in expressions {
            ok = checkItems(expression, text: text, in: path, known: known, reported: &reported,
                            metrics: metrics, diagnostics: &diagnostics) && ok
        }
        return ok && expressions.allSatisfy { checkMagnitudes($0, path, diagnostics: &diagnostics) }
    }

    /// Reports a constant or multiplier too large (or a multiplier too small) to lay out.
    private func checkMagnitudes(_ e: ConstraintExpression, _ path: String, diagnostics: inout Diagnostics) -> Bool {
        let m = abs(e.multiplier)
        let problem: String?
        if abs(e.constant) > maxMagnitude {
            problem = "the constant \(e.constant) is beyond ±\(fmt(maxMagnitude)) points"
        } else if e.second != nil && (m > maxMagnitude || m < 1 / maxMagnitude) {
            problem = "the multiplier \(e.multiplier) is outside 1/\(fmt(maxMagnitude)) … \(fmt(maxMagnitude))"
        } else {
            problem = nil
        }
        guard let problem else { return true }
        diagnostics.error(problem, at: source.position(at: path), path: path)
        return false
    }

    /// Reports named items that are not views, each once per entry (`reported`).
    private func checkItems(_ expression: ConstraintExpression, text: String, in path: String, known: Set<String>,
                            reported: inout [String], metrics: [String]? = nil,
                            diagnostics: inout Diagnostics) -> Bool {
        var ok = true
        for anchor in [expression.first, expression.second].compactMap({ $0 }) {
            guard case .named(let named) = anchor.item, !known.contains(named) else { continue }
            // A view's own safe-area guide exists wherever the view does.
            let owner = MadeView.ownerOfSafeAreaGuide(named).flatMap { $0 == "root" ? nil : $0 }
            if let owner, known.contains(owner) { continue }
            let id = owner ?? named
            ok = false
            if reported.contains(id) { continue }
            reported.append(id)
            let message = metrics == nil
                ? "no view has the id '\(id)'\(Suggestion.hint(for: id, in: ids))"
                : "no view has the id '\(id)' and no metric has that name\(Suggestion.hint(for: id, in: ids + (metrics ?? [])))"
            diagnostics.error(message, at: position(in: path, column: column(of: id, in: text), of: text), path: path)
        }
        return ok
    }

    /// The 1-based character column of the first whole-word `id` in `text`, or 1.
    private func column(of id: String, in text: String) -> Int {
        let characters = Array(text), wanted = Array(id)
        guard !wanted.isEmpty, wanted.count <= characters.count else { return 1 }
        func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        for start in 0...(characters.count - wanted.count) where Array(characters[start..<start + wanted.count]) == wanted {
            let end = start + wanted.count
            if (start == 0 || !isWordCharacter(characters[start - 1]))
                && (end == characters.count || !isWordCharacter(characters[end])) {
                return start + 1
            }
        }
        return 1
    }

    /// The file position of character `column` (1-based, in characters) of `text`, the
    /// string written at `path`.
    private func position(in path: String, column: Int, of text: String) -> SourcePosition {
        guard let start = source.literalStart(at: path) else { return source.position(at: path) }
        let before = String(text.prefix(max(0, column - 1)))
        return start.advanced(by: before.unicodeScalars.count)
    }
}
