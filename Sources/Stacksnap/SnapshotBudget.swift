import AutoLayout

/// The time one output may take to lay out and draw (``SnapshotPipeline/Options/timeout``),
/// kept as the instant to stop by.
///
/// Nothing is killed: the work checks the budget where it can stop cleanly — between the
/// solver's constraint additions and every 16 pivots inside one, between layout passes,
/// before each text measurement (once over, measuring returns at once), before drawing and
/// after it — and the output fails with ``StacksnapError/limit(file:message:)``. The drawing
/// of one canvas runs to its end; its size is bounded by the pixel limit, not by the clock.
struct SnapshotBudget: Sendable {
    /// The budget; nil when there is none.
    let limit: Duration?
    let deadline: ContinuousClock.Instant?

    init(_ limit: Duration?) {
        self.limit = limit
        deadline = limit.map { ContinuousClock.now + $0 }
    }

    var isOver: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now >= deadline
    }

    /// Throws the limit error when the budget is spent; `stage` says what was next.
    func check(_ stage: @autoclosure () -> String, file: String, name: String) throws(StacksnapError) {
        if isOver { throw error(stage(), file: file, name: name) }
    }

    /// `<name>: the time budget of 30 s ran out while <stage>; raise it with --timeout`.
    func error(_ stage: String, file: String, name: String) -> StacksnapError {
        let seconds = limit.map { Self.seconds($0) } ?? 0
        return .limit(file: file, message: "\(name): the time budget of \(fmt(seconds)) s ran out while \(stage); "
                      + "raise it with --timeout (seconds; 0 for none)")
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
