import CoreGraphics

/// Where a popover goes: on the side of its anchor with room for its content (below,
/// above, right, left, in that order of preference), shrunk to the room there is when no
/// side has enough, and kept inside the container.
struct PopoverLayout {
    /// The arrow's length and half its base, in points (iOS's look).
    static let arrowLength: CGFloat = 13
    static let arrowHalfBase: CGFloat = 13
    static let cornerRadius: CGFloat = 13

    private(set) var frame = CGRect.zero
    private(set) var arrowDirection: UIPopoverArrowDirection = []
    /// Where along its side the arrow's tip is, from the bubble's left or top edge.
    private(set) var arrowOffset: CGFloat = 0

    init(container: CGRect, anchor: CGRect?, contentSize: CGSize, permitted: UIPopoverArrowDirection) {
        guard let anchor, container.width > 0, container.height > 0 else {
            let size = CGSize(width: min(contentSize.width, container.width), height: min(contentSize.height, container.height))
            frame = CGRect(x: container.midX - size.width / 2, y: container.midY - size.height / 2,
                           width: size.width, height: size.height).integral
            return
        }
        let room: [(UIPopoverArrowDirection, CGFloat, CGFloat)] = [
            (.up, container.maxY - anchor.maxY, contentSize.height),
            (.down, anchor.minY - container.minY, contentSize.height),
            (.left, container.maxX - anchor.maxX, contentSize.width),
            (.right, anchor.minX - container.minX, contentSize.width),
        ].filter { permitted.contains($0.0) }
        let candidates = room.isEmpty ? [(UIPopoverArrowDirection.up, container.maxY - anchor.maxY, contentSize.height)] : room
        let choice = candidates.first { $0.1 >= $0.2 + Self.arrowLength } ?? candidates.max { $0.1 < $1.1 }!
        arrowDirection = choice.0
        let length = max(0, min(choice.2 + Self.arrowLength, choice.1))
        let inset = Self.cornerRadius + Self.arrowHalfBase
        switch choice.0 {
        case .up, .down:
            let width = min(contentSize.width, container.width)
            let x = min(max(anchor.midX - width / 2, container.minX), container.maxX - width)
            let y = choice.0 == .up ? anchor.maxY : anchor.minY - length
            frame = CGRect(x: x, y: y, width: width, height: length).integral
            arrowOffset = min(max(anchor.midX - frame.minX, inset), frame.width - inset)
        default:
            let height = min(contentSize.height, container.height)
            let y = min(max(anchor.midY - height / 2, container.minY), container.maxY - height)
            let x = choice.0 == .left ? anchor.maxX : anchor.minX - length
            frame = CGRect(x: x, y: y, width: length, height: height).integral
            arrowOffset = min(max(anchor.midY - frame.minY, inset), frame.height - inset)
        }
    }

    /// The part of a bubble of `size` that holds the content: all but the arrow's side.
    static func contentRect(in size: CGSize, arrowDirection: UIPopoverArrowDirection) -> CGRect {
        var rect = CGRect(origin: .zero, size: size)
        switch arrowDirection {
        case .up: rect.origin.y += arrowLength; rect.size.height -= arrowLength
        case .down: rect.size.height -= arrowLength
        case .left: rect.origin.x += arrowLength; rect.size.width -= arrowLength
        case .right: rect.size.width -= arrowLength
        default: break
        }
        return rect
    }
}
