import Testing
import LayoutSpec

/// A megabyte key or number makes one short, readable error, not a megabyte line: keys and
/// quoted values longer than 100 characters keep their first 60 and last 20 (the rule in
/// `SpecPath`), with the count of what was left out worked out from the input's length.
@Suite struct ReliabilityMessageTests {
    static let megabyte = 1 << 20

    @Test func aMegabyteKeyIsShortenedInThePathAndTheMessage() throws {
        let key = String(repeating: "x", count: Self.megabyte)
        let text = #"{"root": {"subviews": [{"type": "view", ""# + key + #"": 1}]}}"#
        let shortened = String(repeating: "x", count: 60) + "… (\(Self.megabyte - 80) characters left out) …"
            + String(repeating: "x", count: 20)
        do {
            _ = try SpecFile.parse(text, file: "big.json")
            Issue.record("a spec with an unknown key was accepted")
        } catch {
            // Column 41: the key's opening quote (`{"root": {"subviews": [{"type": "view", ` is 40 characters).
            #expect(error.errors.map(\.description) == [
                #"big.json:1:41: error: root.subviews[0][""# + shortened + #""]: unknown key '"# + shortened + "' for a view",
            ])
        }
    }

    @Test func aMillionDigitNumberIsShortened() throws {
        let digits = String(repeating: "9", count: 1_000_000)
        let text = "root:\n  subviews:\n    - {type: view, cornerRadius: \(digits)}\n"
        let shortened = String(repeating: "9", count: 60) + "… (999920 characters left out) …" + String(repeating: "9", count: 20)
        do {
            _ = try SpecFile.parse(text, file: "big.yaml")
            Issue.record("a spec with an infinite number was accepted")
        } catch {
            // Column 34: `    - {type: view, cornerRadius: ` is 33 characters.
            #expect(error.errors.map(\.description) == [
                "big.yaml:3:34: error: root.subviews[0].cornerRadius: number '\(shortened)' is too large",
            ])
        }
    }

    @Test func everyMessageStaysShortWhateverTheInput() throws {
        // Backstop: even a message built from unshortened text is cut at maxMessageLength.
        let error = SpecError(file: "f.yaml", line: 1, column: 1, path: "p",
                              message: String(repeating: "m", count: 50_000))
        #expect(error.message.unicodeScalars.count < SpecError.maxMessageLength + 60)
        #expect(error.message.hasPrefix(String(repeating: "m", count: SpecError.maxMessageLength / 2) + "… ("))
        #expect(error.message.contains("(\(50_000 - SpecError.maxMessageLength / 2 - SpecError.maxMessageLength / 4) characters left out)"))
    }
}
