/// What the engine produced for one tree: frames, every constraint it used, and the
/// diagnostics UIKit would print (broken constraints, ambiguous views).
public struct LayoutResult: Sendable {
    /// Frame of each view in its superview's coordinates, points (unsnapped).
    public var frames: [Rect]
    /// Frame of each view in the canvas's coordinates, points (unsnapped).
    public var canvasFrames: [Rect]
    /// The layout guides the engine created, and their frames in their owner's coordinates.
    public var guides: [LayoutGuide]
    public var guideFrames: [Rect]
    /// Every constraint the engine added, in the order it added them.
    public var constraints: [LayoutConstraint]
    /// Required constraints that could not be satisfied and were left out.
    public var broken: [BrokenConstraint]
    /// Indices of views whose frame the constraints do not fix (UIKit's `hasAmbiguousLayout`).
    public var ambiguous: [Int]
    /// The final measurement of each measured view (labels are drawn with these).
    public var measurements: [Measurement?]
    /// How many solve passes the height-for-width loop needed.
    public var passes: Int
    /// Roots of the stack subtrees laid out without the solver (``LayoutEngine/Options/directStacks``);
    /// their frames are the ones the solver would give, and their constraints are still listed.
    package var directStackRoots: [Int] = []
    /// For each of ``constraints``, when ``LayoutEngine/Options/recordsSlack`` asked for it:
    /// `first − (multiplier × second + constant)` at the solved frames (read in mirrored
    /// coordinates for leading/trailing in right-to-left, so only its size is meaningful).
    /// Zero: the constraint is tight, it holds the frame where it is. Nil for a constraint
    /// that never reached the solver (a broken one).
    public var slack: [Double?]?

    /// True when constraint `k` holds with equality in this layout (its slack is zero to the
    /// solver's precision): it decides where its items are. False when slack was not
    /// recorded or the constraint never reached the solver.
    public func isTight(_ k: Int) -> Bool {
        guard let s = slack?[k] else { return false }
        return abs(s) <= 1e-6 * max(1, abs(constraints[k].constant))
    }
}

/// A required constraint the engine had to break, with the ones it conflicted with —
/// UIKit's "Unable to simultaneously satisfy constraints" report.
public struct BrokenConstraint: Sendable, Hashable {
    public var constraint: LayoutConstraint
    /// The required constraints already in place that it contradicts (may be empty when the
    /// solver cannot narrow the set down).
    public var conflicting: [LayoutConstraint]
}
