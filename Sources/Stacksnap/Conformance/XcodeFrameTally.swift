/// Counts of ``XcodeFrameCheck`` verdicts over one document or many, split into plain views
/// and views whose frame depends on text.
public struct XcodeFrameTally: Sendable, Equatable {
    /// Verdict counts for one class of views.
    public struct Counts: Sendable, Equatable {
        /// How many views got each verdict; a verdict no view got is absent (see
        /// ``subscript(_:)``).
        public var byVerdict: [XcodeFrameCheck.Verdict: Int] = [:]

        /// How many views got `verdict`: 0 when none did.
        public subscript(verdict: XcodeFrameCheck.Verdict) -> Int { byVerdict[verdict] ?? 0 }

        /// Views whose frames were compared.
        public var compared: Int { self[.withinHalfPoint] + self[.withinPoint] + self[.differs] }
        /// Views within half a point.
        public var withinHalfPoint: Int { self[.withinHalfPoint] }
        /// Views within a point, the half-point ones included.
        public var withinPoint: Int { self[.withinHalfPoint] + self[.withinPoint] }

        mutating func add(_ verdict: XcodeFrameCheck.Verdict) { byVerdict[verdict, default: 0] += 1 }

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(byVerdict: a.byVerdict.merging(b.byVerdict, uniquingKeysWith: +))
        }
    }

    /// Views whose frame does not depend on text.
    public var plain = Counts()
    /// Views whose frame depends on text (``XcodeFrameCheck/View/dependsOnText``): the
    /// ones the bundled font's metrics can move, so they are counted apart.
    public var text = Counts()
    /// Documents checked.
    public var documents = 0
    /// Documents with a problem (not read, or a scene that did not lay out).
    public var documentsWithProblems = 0

    /// No documents: the start of a sum.
    public init() {}

    /// The counts of one document's check.
    public init(_ check: XcodeFrameCheck) {
        documents = 1
        documentsWithProblems = check.problems.isEmpty ? 0 : 1
        for view in check.views {
            if view.dependsOnText { text.add(view.verdict) } else { plain.add(view.verdict) }
        }
    }

    /// Two tallies added together: their counts and their documents.
    public static func + (a: XcodeFrameTally, b: XcodeFrameTally) -> XcodeFrameTally {
        var sum = XcodeFrameTally()
        sum.plain = a.plain + b.plain
        sum.text = a.text + b.text
        sum.documents = a.documents + b.documents
        sum.documentsWithProblems = a.documentsWithProblems + b.documentsWithProblems
        return sum
    }

    /// One line: compared views and how many land within half a point and a point, by
    /// class, then what could not be compared.
    public var line: String {
        func share(_ n: Int, _ of: Int) -> String {
            of == 0 ? "\(n)/0" : "\(n)/\(of) (\(Self.percent(n, of)))"
        }
        let all = plain + text
        return "plain: within 0.5 pt \(share(plain.withinHalfPoint, plain.compared)), within 1 pt "
            + "\(share(plain.withinPoint, plain.compared)); text: within 0.5 pt \(share(text.withinHalfPoint, text.compared)), "
            + "within 1 pt \(share(text.withinPoint, text.compared)); in placeholders \(all[.inPlaceholder]), "
            + "scene not drawn \(all[.sceneNotDrawn]), not found \(all[.notFound]), excluded \(all[.excluded])"
    }

    static func percent(_ n: Int, _ of: Int) -> String {
        let tenths = Int((Double(n) / Double(of) * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
