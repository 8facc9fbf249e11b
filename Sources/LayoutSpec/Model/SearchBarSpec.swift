/// The properties of a search bar (`UISearchBar`), not editing: a rounded search field with
/// the magnifying glass and its text or placeholder; 56 points tall (iOS 13 and later), no
/// intrinsic width.
public struct SearchBarSpec: Sendable, Equatable {
    /// `UISearchBar.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The field on the bar's translucent background (UIKit's default).
        case prominent
        /// The field alone, no bar background.
        case minimal
    }

    /// `text`.
    public var text: String = ""
    /// `placeholder`: drawn while `text` is empty (UIKit shows none unless set).
    public var placeholder: String = ""
    /// `style` (default prominent).
    public var style: Style = .prominent

    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
    }
}
