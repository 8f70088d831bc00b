extension NSLayoutConstraint {
    /// A part of a view's (or guide's) layout that a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The baseline: the last one, as iOS spells it too.
        public static let baseline = Attribute.lastBaseline

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        var isSize: Bool { self == .width || self == .height }

        var usesMargins: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: true
            default: false
            }
        }

        /// Leading and trailing flip with the layout direction; left and right do not.
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }
    }
}
