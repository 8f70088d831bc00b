import Foundation

/// A vertical position: top, bottom, centerY, the baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The standard spacing (8 points) below `anchor`, times `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 8 * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 8 * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 8 * multiplier)
    }
}
