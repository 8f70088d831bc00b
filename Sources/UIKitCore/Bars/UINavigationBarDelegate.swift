/// Hears about items pushed on and popped off a navigation bar that no navigation
/// controller manages.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
