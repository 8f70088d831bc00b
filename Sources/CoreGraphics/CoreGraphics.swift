// CoreGraphics re-exports Foundation so that CGFloat, CGPoint, CGSize and CGRect are
// available to every module that imports it, as on Apple platforms.
@_exported import Foundation
