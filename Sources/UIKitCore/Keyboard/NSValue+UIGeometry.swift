import Foundation

// UIKit's geometry boxes: keyboard notifications carry their frames as
// `NSValue(cgRect:)`, read back with `cgRectValue`.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
