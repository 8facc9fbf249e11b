// UIKit brings Foundation and its CoreGraphics value types (CGFloat, CGRect, CGSize,
// CGPoint) along with it; so does this module, so that a layout file written as
// `import UIKit` compiles here with `import StacksnapUIKit` alone.
@_exported import Foundation
