import Foundation

/// What a context menu shows: a preview (a view controller from `previewProvider`, or the
/// view itself when nil) and a menu (from `actionProvider`, given the suggested actions).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews; nil previews the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A context menu's contents, returned by `UIContextMenuInteractionDelegate` and the
/// table and collection view delegates' context-menu methods.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The app's name for this menu (a unique string unless given), handed back to the delegate.
    public let identifier: any NSCopying
    /// Other items (of a collection view) the menu is for.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A count shown on the preview when several items are dragged. Default 0.
    open var badgeCount = 0
    /// How the menu orders its elements. Default `.automatic`.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
