import Foundation

/// The focusable items of a window's frontmost interface at one moment: their frames in
/// the window, the focus groups they belong to, the focus guides, and the two orders the
/// keyboard follows (Tab through groups in reading order, the arrow keys by geometry
/// within a group). Made afresh for each key: views move between presses.
@MainActor
struct FocusMap {
    struct Item {
        let view: UIView
        let frame: CGRect
        /// The groups around the item, outermost first; empty for the window's own group.
        let groups: [String]
    }

    struct Guide {
        let guide: UIFocusGuide
        let frame: CGRect
        let groups: [String]
    }

    private(set) var items: [Item] = []
    private(set) var guides: [Guide] = []

    init(scope: UIView, in window: UIWindow) {
        collect(scope, groups: [], clip: window.bounds, window: window)
    }

    /// The item for `view`, if it is focusable and visible now.
    func item(for view: UIView) -> Item? { items.first { $0.view === view } }

    // MARK: Tab

    /// The group stops in Tab order: depth first through the groups, each level's groups
    /// (and the items of the level itself, as one stop) in reading order.
    func groupOrder() -> [[String]] {
        final class Node {
            var frame = CGRect.null
            var hasOwnItems = false
            var ownFrame = CGRect.null
            var children: [String: Node] = [:]
        }
        let root = Node()
        for item in items {
            var node = root
            node.frame = node.frame.union(item.frame)
            for group in item.groups {
                let child = node.children[group] ?? Node()
                node.children[group] = child
                node = child
                node.frame = node.frame.union(item.frame)
            }
            node.hasOwnItems = true
            node.ownFrame = node.ownFrame.union(item.frame)
        }
        func order(_ node: Node, path: [String]) -> [[String]] {
            var entries: [(frame: CGRect, stops: [[String]])] = []
            if node.hasOwnItems { entries.append((node.ownFrame, [path])) }
            for (group, child) in node.children { entries.append((child.frame, order(child, path: path + [group]))) }
            entries.sort { Self.readsBefore($0.frame, $1.frame) }
            return entries.flatMap(\.stops)
        }
        return order(root, path: [])
    }

    /// The items of a group stop, in reading order.
    func items(in groups: [String]) -> [Item] {
        items.filter { $0.groups == groups }.sorted { Self.readsBefore($0.frame, $1.frame) }
    }

    /// Whether `a` comes before `b` reading top to bottom, then leading to trailing: frames
    /// side by side (overlapping by half the lower one's height) go by their left edges.
    static func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        if overlap >= min(a.height, b.height) / 2 {
            return a.minX != b.minX ? a.minX < b.minX : a.minY < b.minY
        }
        return a.minY < b.minY
    }

    // MARK: Arrow keys

    /// What an arrow key reaches from `focused`: the nearest item of its group in that
    /// direction, or a focus guide of the group (or around it) nearer than any, which is
    /// not under the focused item.
    func nearest(from focused: Item, heading: UIFocusHeading) -> (item: UIView?, guide: UIFocusGuide?)? {
        let frame = focused.frame, groups = focused.groups
        var best: (score: CGFloat, item: UIView?, guide: UIFocusGuide?)?
        func consider(_ candidate: CGRect, item: UIView?, guide: UIFocusGuide?) {
            guard let score = Self.score(of: candidate, from: frame, heading: heading) else { return }
            if best == nil || score < best!.score { best = (score, item, guide) }
        }
        for item in self.items(in: groups) where item.view !== focused.view {
            consider(item.frame, item: item.view, guide: nil)
        }
        for guide in guides where guide.guide.isEnabled && groups.starts(with: guide.groups) && !guide.frame.intersects(frame) {
            consider(guide.frame, item: nil, guide: guide.guide)
        }
        return best.map { ($0.item, $0.guide) }
    }

    /// How far `candidate` is from `frame` going `heading`, nil when it is not that way:
    /// the gap along the heading, plus (weighted) the gap across it, plus a little of the
    /// offset of the centres across it so that the better aligned of two wins.
    static func score(of candidate: CGRect, from frame: CGRect, heading: UIFocusHeading) -> CGFloat? {
        let along: CGFloat, across: CGFloat, offset: CGFloat
        switch heading {
        case .down:
            guard candidate.midY >= frame.maxY - 0.5, candidate.minY > frame.minY else { return nil }
            along = max(0, candidate.minY - frame.maxY)
        case .up:
            guard candidate.midY <= frame.minY + 0.5, candidate.maxY < frame.maxY else { return nil }
            along = max(0, frame.minY - candidate.maxY)
        case .right:
            guard candidate.midX >= frame.maxX - 0.5, candidate.minX > frame.minX else { return nil }
            along = max(0, candidate.minX - frame.maxX)
        case .left:
            guard candidate.midX <= frame.minX + 0.5, candidate.maxX < frame.maxX else { return nil }
            along = max(0, frame.minX - candidate.maxX)
        default:
            return nil
        }
        if heading == .down || heading == .up {
            across = max(0, max(candidate.minX, frame.minX) - min(candidate.maxX, frame.maxX))
            offset = abs(candidate.midX - frame.midX)
        } else {
            across = max(0, max(candidate.minY, frame.minY) - min(candidate.maxY, frame.maxY))
            offset = abs(candidate.midY - frame.midY)
        }
        return along + across * 4 + offset * 0.01
    }

    // MARK: Collecting

    private mutating func collect(_ view: UIView, groups: [String], clip: CGRect, window: UIWindow) {
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        var groups = groups
        if let group = Self.group(of: view, inGroup: !groups.isEmpty) { groups.append(group) }
        let frame = view.convert(view.bounds, to: window)
        guard frame.width.isFinite, frame.height.isFinite else { return }
        if view.canBecomeFocused, frame.intersects(clip), !frame.isEmpty {
            items.append(Item(view: view, frame: frame, groups: groups))
        }
        for case let guide as UIFocusGuide in view.layoutGuides {
            guides.append(Guide(guide: guide, frame: view.convert(guide.layoutFrame, to: window), groups: groups))
        }
        let inner = view.clipsToBounds ? clip.intersection(frame) : clip
        guard !inner.isNull else { return }
        for subview in view.subviews { collect(subview, groups: groups, clip: inner, window: window) }
    }

    /// The group a view starts: its own identifier or its controller's. Outside any group,
    /// a collection or table view is a group of its own, as on iPadOS, so that Tab reaches
    /// its cells and the arrow keys move among them, and so is a text field or text view,
    /// so that Tab goes from field to field.
    private static func group(of view: UIView, inGroup: Bool) -> String? {
        if let identifier = view.focusGroupIdentifier { return identifier }
        if let identifier = view.viewController?.focusGroupIdentifier { return identifier }
        guard !inGroup, view is UICollectionView || view is UITableView || view is UITextField || view is UITextView else { return nil }
        return "UIKit.implicit.\(ObjectIdentifier(view).hashValue)"
    }
}
