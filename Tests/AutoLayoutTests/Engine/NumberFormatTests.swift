import AutoLayout
import Testing

/// `fmt` prints every number the outputs show; it must never trap, whatever a layout
/// produced.
struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (20, "20"), (-3, "-3"), (88.8888888, "88.889"), (0.5, "0.5"),
        (12.3456, "12.346"), (-0.0004, "0"), (1e11, "100000000000"),
    ])
    func ordinaryNumbers(value: Double, text: String) {
        #expect(fmt(value) == text)
    }

    @Test func hugeAndNonFiniteNumbersAreSpelledNotTrapped() {
        #expect(fmt(1e20) == "1e+20")
        #expect(fmt(-1e300) == "-1e+300")
        #expect(fmt(.infinity) == "inf")
        #expect(fmt(-.infinity) == "-inf")
        #expect(fmt(.nan) == "nan")
    }
}
