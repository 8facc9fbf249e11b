/// "Did you mean" hints for misspelled names (attributes, priorities, options, metrics).
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    ///
    /// Distance is the optimal-string-alignment edit distance on lowercased text, so a swapped
    /// pair (`hieght`) or a wrong case (`Height`) counts as one edit. Words of up to four
    /// characters allow one edit, longer words two. Ties go to the earliest candidate, so the
    /// hint never depends on anything but the order `candidates` is given in.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ` (did you mean 'x'?)`, or an empty string when nothing is close.
    package static func hint(for word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return " (did you mean '\(match)'?)"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters each cost one.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rolling rows suffice: the transposition step looks two rows back.
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var row = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            row[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    row[j] = min(row[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, row) = (previous, row, previous2)
        }
        return previous[t.count]
    }
}
