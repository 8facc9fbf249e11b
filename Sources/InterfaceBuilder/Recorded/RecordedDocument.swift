/// What a storyboard or XIB records of its own layout: every view's frame, and which
/// Xcode saved it (the frames are that Xcode's; before Xcode 7, `toolsVersion` below 9000,
/// its system font was Helvetica Neue rather than San Francisco).
public struct RecordedDocument: Sendable, Equatable {
    /// Every view with a recorded frame, in document order.
    public var views: [RecordedView]
    /// The major number of the document's `toolsVersion` (for Xcode 15's "32700.99.1234",
    /// its Cocoa Touch plug-in's version); 0 when the document has none.
    public var toolsVersion: Int
}
