/// A symbol the renderer draws, named as in SF Symbols: either one of Stacksnap's own
/// shapes (`SymbolName`) or an outline icon from the open icon set that stands in for the
/// SF Symbol of that name (SF Symbols themselves may not be redistributed).
///
/// Every symbol is drawn in the same 24×24-point design box, in one color.
public struct Symbol: Sendable, Hashable {
    /// The SF Symbol name, as a spec or Interface Builder document writes it.
    public let name: String

    /// One of the built-in shapes.
    public init(_ shape: SymbolName) {
        name = shape.rawValue
    }

    /// The symbol of that name, or nil when none is drawn under it.
    public init?(named name: String) {
        guard SymbolName(rawValue: name) != nil || OutlineSymbols.library[name] != nil else { return nil }
        self.name = name
    }

    /// Every name a symbol is drawn under, sorted.
    public static let allNames: [String] =
        (SymbolName.allCases.map(\.rawValue) + OutlineSymbols.library.keys).sorted()

    /// The design box every symbol is drawn in, in points: its size under `center` and
    /// the other natural-size content modes.
    public static let naturalSize = SymbolName.naturalSize
}
