/// The sizes of two images that cannot be compared pixel by pixel.
public struct SizeMismatch: Sendable, Hashable {
    /// Width of the expected (golden) image.
    public var expectedWidth: Int
    /// Height of the expected (golden) image.
    public var expectedHeight: Int
    /// Width of the actual (freshly rendered) image.
    public var actualWidth: Int
    /// Height of the actual (freshly rendered) image.
    public var actualHeight: Int

    /// A mismatch from both sizes.
    public init(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) {
        self.expectedWidth = expectedWidth
        self.expectedHeight = expectedHeight
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
    }
}

extension SizeMismatch: CustomStringConvertible {
    /// `expected 100×50, got 100×52`.
    public var description: String {
        "expected \(expectedWidth)×\(expectedHeight), got \(actualWidth)×\(actualHeight)"
    }
}
