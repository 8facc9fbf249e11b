/// "Did you mean" hints: the closest candidate by edit distance, if it is close enough to be
/// a plausible typo.
enum Suggestion {
    /// The candidate nearest to `word`, or nil when none is near. A case-only difference
    /// always counts as near; otherwise up to one edit per three characters (at least one,
    /// at most three, none for words of one or two letters) is allowed, or the word must begin a candidate (at least three
    /// characters: `fdstack` → `fdstackview`). Ties go to the earlier candidate, so hints
    /// are stable.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let lower = Array(word.lowercased().unicodeScalars)
        if lower.count > 64 { return nil }  // long garbage: no hint, and no quadratic cost
        // One- and two-letter words are too short for a typo to be told from another word.
        let allowed = lower.count <= 2 ? 0 : min(3, max(1, lower.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lower, Array(candidate.lowercased().unicodeScalars))
            let isPrefix = lower.count >= 3 && candidate.lowercased().unicodeScalars.starts(with: lower)
            if distance <= allowed || isPrefix, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ` (did you mean 'x'?)` or an empty string.
    static func hint(for word: String, in candidates: [String]) -> String {
        guard let near = nearest(to: word, in: candidates), near != word else { return "" }
        return " (did you mean '\(near)'?)"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost one (a swap is the commonest typo).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
