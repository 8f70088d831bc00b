/// The corners of a rectangle to round; the raw values match UIKit's `UIRectCorner`.
package struct RectCorners: OptionSet, Sendable {
    package let rawValue: UInt

    package init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    package static let topLeft = RectCorners(rawValue: 1 << 0)
    package static let topRight = RectCorners(rawValue: 1 << 1)
    package static let bottomLeft = RectCorners(rawValue: 1 << 2)
    package static let bottomRight = RectCorners(rawValue: 1 << 3)
    package static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
