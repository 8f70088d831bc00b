import Foundation
import OpenCombineFoundation

extension NotificationCenter {
    /// The publisher of a notification center's notifications (Combine's
    /// `NotificationCenter.Publisher`).
    public typealias Publisher = OCombine.Publisher

    /// A publisher that emits the notifications named `name` (from `object`, or from any
    /// object when nil) that this center posts.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> OCombine.Publisher {
        ocombine.publisher(for: name, object: object)
    }
}
