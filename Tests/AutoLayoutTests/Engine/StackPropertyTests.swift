import AutoLayout
import PropertyBased
import Testing

/// Properties every stack layout must have, whatever the sizes: checked on random stacks
/// against what the distribution means, not against the engine's own numbers.
struct StackPropertyTests {
    /// A horizontal stack pinned at the origin, `extra` points wider than its natural width.
    static func layout(_ lengths: [Int], spacing: Int, extra: Int,
                       distribution: StackConfiguration.Distribution,
                       model: StackConfiguration.Model = .uikit) throws -> (frames: [Rect], width: Double) {
        var b = TreeBuilder()
        let (_, arranged) = b.stack("s", sizes: lengths.map { (Double($0), 20) }) {
            $0.distribution = distribution
            $0.spacing = Double(spacing)
            $0.model = model
        }
        let natural = lengths.reduce(0, +) + spacing * (lengths.count - 1)
        let width = Double(natural + extra)
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        try b.constrain("s.width == \(width)")
        b.tree.canvasWidth = 2000
        b.tree.canvasHeight = 100
        let result = try LayoutEngine.solve(b.tree)
        #expect(result.broken.isEmpty)
        return (arranged.map { result.frames[$0] }, width)
    }

    static let lengths = Gen.int(in: 1...80).array(of: 1...6)

    @Test func fillFillsAndKeepsTheSpacing() async {
        await propertyCheck(count: 60, input: Self.lengths, Gen.int(in: 0...20), Gen.int(in: 0...100)) { lengths, spacing, extra in
            let (frames, width) = try Self.layout(lengths, spacing: spacing, extra: extra, distribution: .fill)
            #expect(abs(frames[0].x) < 1e-6)
            #expect(abs(frames[frames.count - 1].maxX - width) < 1e-6)
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(b.x - a.maxX - Double(spacing)) < 1e-6) }
            // Equal hugging everywhere: the first view takes all the extra space.
            #expect(abs(frames[0].width - Double(lengths[0] + extra)) < 1e-6)
            for (frame, length) in zip(frames.dropFirst(), lengths.dropFirst()) {
                #expect(abs(frame.width - Double(length)) < 1e-6)
            }
        }
    }

    @Test func fillEquallyMakesEveryLengthEqual() async {
        await propertyCheck(count: 60, input: Self.lengths, Gen.int(in: 0...20), Gen.int(in: 0...100)) { lengths, spacing, extra in
            let (frames, width) = try Self.layout(lengths, spacing: spacing, extra: extra, distribution: .fillEqually)
            let share = (width - Double(spacing * (lengths.count - 1))) / Double(lengths.count)
            for frame in frames { #expect(abs(frame.width - share) < 1e-6) }
        }
    }

    @Test func equalSpacingMakesEveryGapEqual() async {
        await propertyCheck(count: 60, input: Self.lengths, Gen.int(in: 0...20), Gen.int(in: 0...100)) { lengths, spacing, extra in
            let (frames, width) = try Self.layout(lengths, spacing: spacing, extra: extra, distribution: .equalSpacing)
            let gaps = zip(frames, frames.dropFirst()).map { $1.x - $0.maxX }
            let expected = gaps.isEmpty ? 0 : Double(spacing) + Double(extra) / Double(gaps.count)
            for gap in gaps { #expect(abs(gap - expected) < 1e-6) }
            // A lone view is tied to both ends of the stack; otherwise views keep their lengths.
            if lengths.count == 1 {
                #expect(abs(frames[0].width - width) < 1e-6)
            } else {
                for (frame, length) in zip(frames, lengths) { #expect(abs(frame.width - Double(length)) < 1e-6) }
            }
            #expect(abs(frames[frames.count - 1].maxX - width) < 1e-6)
        }
    }

    @Test func fdProportionalKeepsTheRatios() async {
        // FDStackView's fix: lengths stay proportional to the intrinsic lengths at any width.
        await propertyCheck(count: 60, input: Self.lengths, Gen.int(in: 0...20), Gen.int(in: 0...100)) { lengths, spacing, extra in
            let (frames, width) = try Self.layout(lengths, spacing: spacing, extra: extra,
                                                  distribution: .fillProportionally, model: .fdstackview)
            let available = width - Double(spacing * (lengths.count - 1))
            let total = Double(lengths.reduce(0, +))
            for (frame, length) in zip(frames, lengths) {
                #expect(abs(frame.width - available * Double(length) / total) < 1e-6)
            }
        }
    }

    @Test func uikitProportionalIsExactOnlyAtTheNaturalSize() async {
        // UIKit's rule: exact at the natural width, and elsewhere every view but the last
        // keeps its wish L/T × width while the last absorbs the difference.
        await propertyCheck(count: 60, input: Gen.int(in: 1...80).array(of: 2...6), Gen.int(in: 1...20),
                            Gen.int(in: 0...100)) { lengths, spacing, extra in
            let (frames, width) = try Self.layout(lengths, spacing: spacing, extra: extra, distribution: .fillProportionally)
            let t = Double(lengths.reduce(0, +) + spacing * (lengths.count - 1))
            for (frame, length) in zip(frames.dropLast(), lengths.dropLast()) {
                #expect(abs(frame.width - Double(length) / t * width) < 1e-6)
            }
            #expect(abs(frames[frames.count - 1].maxX - width) < 1e-6)
        }
    }

    /// UIKit divides each intrinsic length by T = ΣL + total spacing. Negative spacing that
    /// cancels the lengths exactly makes T 0 and the multipliers infinite (iOS raises
    /// "Multiplier is not finite"): the engine refuses the stack and names it, on either
    /// axis. FDStackView's pairwise ratios never divide by T, so it lays the same stack out.
    /// Lengths are whole half-points cut from (n − 1) × |spacing|, so T is exactly 0.
    @Test func uikitProportionalRefusesLengthsTheSpacingCancels() async {
        await propertyCheck(count: 40, input: Gen.int(in: 2...6), Gen.int(in: 1...40), Gen.int(in: 0...10_000).array(of: 5),
                            Gen.bool) { n, halves, cuts, vertical in
            let total = (n - 1) * halves  // in half-points
            let marks = [0] + cuts.prefix(n - 1).map { $0 % (total + 1) }.sorted() + [total]
            let lengths = zip(marks, marks.dropFirst()).map { Double($1 - $0) / 2 }
            for model in [StackConfiguration.Model.uikit, .fdstackview] {
                var b = TreeBuilder()
                let axis: Axis = vertical ? .vertical : .horizontal
                let (stack, _) = b.stack("s", sizes: lengths.map { vertical ? (10, $0) : ($0, 10) }) {
                    $0.axis = axis
                    $0.distribution = .fillProportionally
                    $0.spacing = -Double(halves) / 2
                    $0.model = model
                }
                try b.constrain("s.leading == root.leading")
                try b.constrain("s.top == root.top")
                let result = Result { () throws(LayoutError) in try LayoutEngine.solve(b.tree) }
                switch (model, result) {
                case (.uikit, .failure(.invalidStack(let view, let why, let origin))):
                    #expect(view == stack && origin == "stack 's'")
                    #expect(why.contains("\(fmt(Double(total) / 2)) + (\(fmt(-Double(total) / 2))) = 0"), "\(why)")
                case (.fdstackview, .success): break
                default: Issue.record("\(model), lengths \(lengths), spacing \(-Double(halves) / 2): \(result)")
                }
            }
        }
    }
}
