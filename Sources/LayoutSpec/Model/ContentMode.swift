/// How an image fills its view (`UIView.ContentMode`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
