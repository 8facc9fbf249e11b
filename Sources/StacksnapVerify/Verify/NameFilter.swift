#if canImport(Glibc)
import Stacksnap
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Selects snapshots by name with shell patterns (`card*`, `*.compact`, `row.?`).
/// A pattern without `*`, `?` or `[` matches names that contain it.
public struct NameFilter: Sendable, Equatable {
    public var patterns: [String]

    public init(_ patterns: [String]) {
        self.patterns = patterns
    }

    /// True when any pattern matches the name.
    public func matches(_ name: String) -> Bool {
        patterns.contains { pattern in
            if pattern.contains(where: { "*?[".contains($0) }) {
                return fnmatch(pattern, name, 0) == 0
            }
            return name.contains(pattern)
        }
    }
}
