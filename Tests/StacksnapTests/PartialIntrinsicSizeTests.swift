import LayoutSpec
@testable import Stacksnap
import Testing

/// `intrinsicSize: {width}` or `{height}`: the axis given replaces the content's size, the
/// other keeps it — a subclass overriding `intrinsicContentSize` and returning `super`'s
/// value on one axis. Each view below is pinned by its top-left corner only, so its size is
/// its own; every expected value is the same view without the override, changed on one axis.
@Suite struct PartialIntrinsicSizeTests {
    static let spec = """
        name: partial
        canvas: {width: 390, height: 500, scale: 2}
        root:
          subviews:
            - {type: textField, id: field, text: Sample}
            - {type: textField, id: shortField, text: Sample, intrinsicSize: {height: 30}}
            - {type: label, id: label, text: Sample}
            - {type: label, id: wideLabel, text: Sample, intrinsicSize: {width: 100}}
            - {type: stepper, id: stepper}
            - {type: stepper, id: tallStepper, intrinsicSize: {height: 40}}
            - {type: view, id: plain, intrinsicSize: {height: 20}}
            - type: stack
              id: row
              alignment: firstBaseline
              arranged:
                - {type: label, id: caption, text: Name}
                - {type: textField, id: rowField, text: Sample, intrinsicSize: {height: 30}}
            - type: stack
              id: plainRow
              alignment: firstBaseline
              arranged:
                - {type: label, id: plainCaption, text: Name}
                - {type: textField, id: plainRowField, text: Sample}
        constraints:
          - "field.leading == root.leading + 10"
          - "field.top == root.top + 10"
          - "shortField.leading == root.leading + 10"
          - "shortField.top == root.top + 60"
          - "label.leading == root.leading + 10"
          - "label.top == root.top + 110"
          - "wideLabel.leading == root.leading + 10"
          - "wideLabel.top == root.top + 160"
          - "stepper.leading == root.leading + 10"
          - "stepper.top == root.top + 210"
          - "tallStepper.leading == root.leading + 10"
          - "tallStepper.top == root.top + 260"
          - "plain.leading == root.leading + 10"
          - "plain.top == root.top + 310"
          - "row.leading == root.leading + 10"
          - "row.top == root.top + 360"
          - "plainRow.leading == root.leading + 10"
          - "plainRow.top == root.top + 410"
        """

    @Test func theAxisGivenReplacesTheContentsAndTheOtherKeepsIt() throws {
        let tree = try ButtonConfigurationTests.frames(Self.spec)
        func frame(_ id: String) throws -> [Double] { try ButtonConfigurationTests.frame(tree, id) }
        let field = try frame("field"), short = try frame("shortField")
        #expect(field[3] == 34, "\(tree)")  // a rounded-rect field's own height (iOS 13 and later)
        #expect(short[2] == field[2] && short[3] == 30, "\(tree)")
        let label = try frame("label"), wide = try frame("wideLabel")
        #expect(wide[2] == 100 && wide[3] == label[3], "\(tree)")
        #expect(try frame("stepper") == [10, try frame("stepper")[1], 94, 32])
        let tall = try frame("tallStepper")
        #expect(tall[2] == 94 && tall[3] == 40, "\(tree)")
        // A plain view has no content size: its width stays without one (nothing sets it).
        let plain = try frame("plain")
        #expect(plain[2] == 0 && plain[3] == 20, "\(tree)")
    }

    /// The field draws its text centred, so 4 points less height moves its baseline up 2:
    /// the label beside it, on the same baseline, sits 2 points higher against the field's
    /// top than beside a field of its own height (34).
    @Test func baselinesMoveByHalfTheChange() throws {
        let tree = try ButtonConfigurationTests.frames(Self.spec)
        func frame(_ id: String) throws -> [Double] { try ButtonConfigurationTests.frame(tree, id) }
        #expect(try frame("rowField")[3] == 30 && frame("plainRowField")[3] == 34)
        let offset = try frame("caption")[1] - frame("rowField")[1]
        let plainOffset = try frame("plainCaption")[1] - frame("plainRowField")[1]
        #expect(abs(offset - (plainOffset - 2)) < 0.001, "\(tree)")
    }

    @Test(arguments: [
        ("{}", "at least one"),
        ("{depth: 3}", "depth"),
        ("{height: -1}", "height"),
    ])
    func badMappingsAreNamed(_ value: String, _ mention: String) throws {
        let yaml = "root:\n  subviews:\n    - {type: label, id: a, text: x, intrinsicSize: \(value)}\n"
        do {
            _ = try SpecFile.parse(yaml, file: "bad.yaml")
            Issue.record("\(value) was accepted")
        } catch {
            let message = error.errors.map(\.description).joined(separator: "\n")
            #expect(message.contains("root.subviews[0].intrinsicSize") && message.contains(mention), "\(message)")
        }
    }
}
