import AutoLayout

/// Why views moved: for each view whose frame differs from the golden frame tree, what
/// decided its new frame — the root cause first, the views it dragged along after it.
///
/// How:
/// 1. The golden frame tree and the fresh layout are matched view by view (by path from
///    the canvas); views whose frame or hidden state differ have moved.
/// 2. A *cause* is a moved view something changed at: a constraint that names it changed,
///    appeared or went away (read from the golden's constraint sidecar, when there is one);
///    its intrinsic size now decides a length that changed; it was hidden or shown; it is new.
/// 3. From each cause, the *tight* constraints of the solved layout (those that hold with
///    equality, ``LayoutResult/slack``) are followed to the moved views they bind: each of
///    those follows the view it was reached from, through that constraint. Layout guides
///    (stack spacers, spanners) pass the chain on.
/// 4. A moved view no cause reaches starts a chain of its own, explained by the tight
///    constraints that hold it.
///
/// A change that moves forty views is one cause line and forty short "follows" lines (the
/// first few spelled out, the rest counted), never forty separate mysteries.
public struct MoveExplanation: Sendable, Equatable {
    /// One moved view.
    public struct Line: Sendable, Equatable {
        /// `type id` of the view (`label title`), with the member's name in a composed figure.
        public var view: String
        /// How its frame changed (`x 68 → 81, width 60 → 74`).
        public var change: String
        /// What moved it.
        public var cause: String
        /// True for a root cause; false for a view that follows one.
        public var isRoot: Bool

        /// The line as printed: roots flush, followers indented under their root.
        public var text: String { (isRoot ? "" : "  ") + "\(view): \(change) — \(cause)" }
    }

    /// Every moved view: each root cause, then the views that follow it.
    public var lines: [Line]
    /// The explanation as printed, one line per moved view (followers past the first few of
    /// a cause counted on one line).
    public var text: [String]

    /// Followers spelled out per cause; the rest are counted.
    static let followersShown = 8

    /// Explains the difference between a golden frame tree (and, when kept, its constraint
    /// listing) and a fresh layout of the same output. `members` are the laid-out
    /// snapshots (one, or the members of a composed figure), laid out with
    /// ``SnapshotPipeline/Options/recordsSlack``; without slack only the direct causes are found.
    public static func explain(goldenFrames: String, goldenConstraints: String?,
                               members: [SnapshotPipeline.LaidOut], composed: Bool) -> MoveExplanation {
        let frames = FrameTreeText(goldenFrames)
        let listing = goldenConstraints.map(ConstraintListing.init)
        var lines: [Line] = [], text: [String] = []
        for (position, laid) in members.enumerated() {
            let name = composed ? laid.lowered.name : nil
            let golden = section(of: frames.sections, named: name, at: position)
            let oldListing = listing.flatMap { section(of: $0.sections, named: name, at: position) }
            var explainer = MemberExplainer(laid: laid, golden: golden?.views ?? [], oldListing: oldListing,
                                            prefix: name.map { "\($0): " } ?? "")
            let (memberLines, memberText) = explainer.explain()
            lines += memberLines
            text += memberText
        }
        return MoveExplanation(lines: lines, text: text)
    }

    private static func section(of sections: [FrameTreeText.Section], named name: String?,
                                at position: Int) -> FrameTreeText.Section? {
        if let match = sections.first(where: { $0.name == name }) { return match }
        return position < sections.count ? sections[position] : nil
    }

    private static func section(of sections: [ConstraintListing.Section], named name: String?,
                                at position: Int) -> ConstraintListing.Section? {
        if let match = sections.first(where: { $0.name == name }) { return match }
        return position < sections.count ? sections[position] : nil
    }
}
