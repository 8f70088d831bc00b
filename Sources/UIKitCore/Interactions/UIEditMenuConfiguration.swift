import Foundation

/// Where and why an edit menu shows: `UIEditMenuInteraction.presentEditMenu(with:)`.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The app's name for this presentation, handed back to the delegate.
    public let identifier: any NSCopying
    /// The point (in the interaction's view) the menu shows by.
    public let sourcePoint: CGPoint
    /// Whether the menu goes above or below its source. Default `.automatic`: above,
    /// below when there is no room.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.sourcePoint = sourcePoint
        super.init()
    }
}
