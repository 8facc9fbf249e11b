import AutoLayout
import Foundation
import InterfaceBuilder
import Stacksnap
import Testing

/// The yardstick itself: reading the frames Xcode recorded, and the verdict on each view,
/// on a XIB written for it whose expected verdicts are worked out in its comment.
@Suite struct XcodeFrameCheckTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("XcodeFrames/Yardstick.xib").path

    @Test func everyViewGetsTheWorkedOutVerdict() throws {
        let check = XcodeFrameCheck.check(path: Self.path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let verdicts = Dictionary(uniqueKeysWithValues: check.views.map { ($0.recorded.id, $0.verdict) })
        let expected: [String: XcodeFrameCheck.Verdict] = [
            "yd-root": .excluded, "yd-box": .withinHalfPoint, "yd-near": .withinPoint, "yd-off": .differs,
            "yd-stale": .excluded, "yd-gone": .excluded, "yd-gone-child": .excluded,
            "yd-table": .withinHalfPoint, "yd-label": .inPlaceholder,
        ]
        #expect(verdicts == expected)
        let off = try #require(check.views.first { $0.recorded.id == "yd-off" })
        #expect(off.error == 20)
        #expect(check.views.first { $0.recorded.id == "yd-near" }?.error == 0.75)
        #expect(check.views.filter(\.dependsOnText).map(\.recorded.id) == ["yd-label"])
    }

    @Test func theTallyCountsByClass() {
        let tally = XcodeFrameTally(XcodeFrameCheck.check(path: Self.path))
        #expect(tally.plain.compared == 4 && tally.plain.withinHalfPoint == 2 && tally.plain.withinPoint == 3)
        #expect(tally.text.compared == 0 && tally.text[.inPlaceholder] == 1)
        #expect(tally.plain[.excluded] == 4)
        #expect(tally.line.hasPrefix("plain: within 0.5 pt 2/4 (50.0%), within 1 pt 3/4 (75.0%)"), "\(tally.line)")
    }

    @Test func recordedFramesKeepTheirSuperviews() throws {
        let views = try RecordedFrames.read(path: Self.path)
        let parents = Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.parent ?? "-") })
        #expect(parents["yd-root"] == "-" && parents["yd-box"] == "yd-root" && parents["yd-gone-child"] == "yd-gone")
        #expect(parents["yd-label"] == "yd-table")
        #expect(views.first { $0.id == "yd-stale" }?.misplaced == true)
        #expect(views.first { $0.id == "yd-near" }?.frame.x == 16.75)
    }

    /// Views with a fixed frame and no constraints get Interface Builder's prototyping
    /// constraints: they land on their recorded frames (they used to have none).
    @Test func fixedFrameViewsGetPrototypingConstraints() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("FixedFrame.xib").path
        let check = XcodeFrameCheck.check(path: path)
        let solved = Dictionary(uniqueKeysWithValues: check.views.compactMap { v in v.solved.map { (v.recorded.id, $0) } })
        #expect(solved["ff-a"] == Rect(x: 10, y: 10, width: 190, height: 200))
        #expect(solved["ff-b"] == Rect(x: 213, y: 10, width: 191, height: 57))
        #expect(check.views.filter { $0.verdict == .withinHalfPoint }.count == 2)
    }

    /// Scenes under a navigation bar, a tab bar and simulated bars, on the Xcode 13
    /// iPhone 11 (44-point status bar): the frames worked out in Bars.storyboard.
    @Test func scenesAreLaidOutUnderTheirBars() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("Bars.storyboard").path
        let check = XcodeFrameCheck.check(path: path)
        let solved = Dictionary(uniqueKeysWithValues: check.views.compactMap { v in v.solved.map { (v.recorded.id, $0) } })
        #expect(solved["bar-list"] == Rect(x: 0, y: 88, width: 414, height: 774))
        #expect(solved["bar-tab"] == Rect(x: 0, y: 44, width: 414, height: 769))
        #expect(solved["bar-sim"] == Rect(x: 0, y: 88, width: 414, height: 730))
        #expect(solved["bar-pushed"] == Rect(x: 0, y: 88, width: 414, height: 774))
        #expect(solved["bar-deep"] == Rect(x: 0, y: 88, width: 414, height: 725))
    }

    /// A XIB's top-level view with a safe area gets the device's portrait insets.
    @Test func xibViewsWithASafeAreaGetTheDevicesInsets() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("SafeAreaView.xib").path
        let check = XcodeFrameCheck.check(path: path)
        #expect(check.problems.isEmpty, "\(check.problems)")
        let solved = Dictionary(uniqueKeysWithValues: check.views.compactMap { v in v.solved.map { (v.recorded.id, $0) } })
        #expect(solved["sa-stack"] == Rect(x: 0, y: 44, width: 433, height: 381))
        #expect(solved["sa-thumb"] == Rect(x: 8, y: 8, width: 60, height: 60))
    }

    /// Multipliers written as fractions ("3/7") and as ratios ("1:2").
    @Test func fractionMultipliersAreRead() throws {
        let path = URL(fileURLWithPath: Self.path).deletingLastPathComponent().appendingPathComponent("Multiplier.xib").path
        let check = XcodeFrameCheck.check(path: path)
        let solved = Dictionary(uniqueKeysWithValues: check.views.compactMap { v in v.solved.map { (v.recorded.id, $0) } })
        #expect(solved["mu-a"] == Rect(x: 0, y: 0, width: 100, height: 90))
        #expect(solved["mu-b"] == Rect(x: 0, y: 90, width: 100, height: 210))
        #expect(solved["mu-c"] == Rect(x: 150, y: 0, width: 150, height: 10))
    }

    @Test func anUnreadableDocumentIsAProblemNotACrash() {
        let check = XcodeFrameCheck.check(path: "/nowhere/Missing.storyboard")
        #expect(check.views.isEmpty && check.problems.count == 1)
    }
}
