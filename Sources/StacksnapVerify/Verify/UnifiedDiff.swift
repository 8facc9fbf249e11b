import Stacksnap

/// A unified diff of two texts, line by line, the way `diff -u` prints one: `---`/`+++`
/// headers, then hunks of changed lines with up to three lines of context around them.
///
/// Steps:
/// 1. split both texts into lines (a final newline ends the last line, it does not add one);
/// 2. set aside the common prefix and suffix (a frame tree change is usually a few lines);
/// 3. find a longest common subsequence of the middle by dynamic programming — frame
///    trees are short, and a middle too large for that is shown as replaced wholesale;
/// 4. group the edits into hunks with their context.
public enum UnifiedDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Lines of context around each change.
    public static let context = 3
    /// The largest middle (lines × lines) compared exactly; 4 M cells is 16 MB of counts.
    static let maxCells = 4_000_000

    /// The diff of `old` against `new`, or nil when the texts are equal.
    public static func diff(old: String, new: String, oldName: String, newName: String) -> String? {
        guard old != new else { return nil }
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script) { out += hunk }
        // Equal lines can still differ in the newline after the last one; say so rather
        // than print headers over nothing.
        if !old.isEmpty, !new.isEmpty, old.hasSuffix("\n") != new.hasSuffix("\n") {
            out += "\\ \(old.hasSuffix("\n") ? newName : oldName) has no newline at the end\n"
        }
        return out
    }

    /// Step 1.
    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") || text.isEmpty { result.removeLast() }
        return result
    }

    /// Steps 2 and 3: the edit script turning `a` into `b`.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        var script = a[..<prefix].map(Edit.same)
        script += middle(midA, midB)
        script += a[(a.count - suffix)...].map(Edit.same)
        return script
    }

    /// Step 3: an LCS table filled from the end, walked from the start; on ties removals
    /// come before additions, as `diff` prints them.
    static func middle(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        guard n > 0, m > 0, n * m <= maxCells else {
            return a.map(Edit.removed) + b.map(Edit.added)
        }
        let width = m + 1
        var table = [Int32](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * width + j] = a[i] == b[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0, j = 0
        while i < n, j < m {
            if a[i] == b[j] {
                script.append(.same(a[i])); i += 1; j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                script.append(.removed(a[i])); i += 1
            } else {
                script.append(.added(b[j])); j += 1
            }
        }
        script += a[i...].map(Edit.removed)
        script += b[j...].map(Edit.added)
        return script
    }

    /// Step 4: hunks, each with its `@@ -start,count +start,count @@` header.
    static func hunks(_ script: [Edit]) -> [String] {
        let changed = script.indices.filter { if case .same = script[$0] { false } else { true } }
        guard let firstChange = changed.first else { return [] }
        // Group changes whose context would touch or overlap.
        var groups: [(Int, Int)] = []
        var start = firstChange, end = firstChange
        for index in changed.dropFirst() {
            if index - end <= 2 * context + 1 {
                end = index
            } else {
                groups.append((start, end)); start = index; end = index
            }
        }
        groups.append((start, end))

        var result: [String] = []
        for (first, last) in groups {
            let from = max(0, first - context), to = min(script.count - 1, last + context)
            // Line numbers: count the lines of each side before the hunk.
            var oldLine = 1, newLine = 1
            for edit in script[..<from] {
                switch edit {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for edit in script[from...to] {
                switch edit {
                case .same(let line): body += " \(line)\n"; oldCount += 1; newCount += 1
                case .removed(let line): body += "-\(line)\n"; oldCount += 1
                case .added(let line): body += "+\(line)\n"; newCount += 1
                }
            }
            result.append("@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body)
        }
        return result
    }

    /// `start,count` as `diff -u` writes it: `,1` is left out, and an empty side names the
    /// line before it.
    static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start - 1),0"
        case 1: "\(start)"
        default: "\(start),\(count)"
        }
    }
}
