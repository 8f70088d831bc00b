import Foundation

/// A horizontal position: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The standard spacing (8 points) after `anchor`, times `multiplier`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 8 * multiplier)
    }
}
