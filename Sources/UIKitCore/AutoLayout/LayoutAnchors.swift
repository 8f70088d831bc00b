/// The anchors of views and layout guides, made from their items.
@MainActor
protocol LayoutAnchors: AnyObject {}

extension LayoutAnchors {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: self, attribute: attribute)
    }
    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: attribute)
    }
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: self, attribute: attribute)
    }
}
