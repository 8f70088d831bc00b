import Foundation

/// One attribute of a view or guide, to make constraints from with Apple's anchor API
/// (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Weak: an anchor kept after its view is gone makes constraints that do not activate.
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ constant: CGFloat,
                      multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item ?? NSNull(), attribute, relation, second: anchor.item ?? NSNull(), anchor.attribute,
                           multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat,
                    constant: CGFloat) -> NSLayoutConstraint {
        make(relation, anchor, constant, multiplier: multiplier)
    }

    func constant(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item ?? NSNull(), attribute, relation, second: nil, .notAnAttribute, multiplier: 1,
                           constant: constant)
    }
}
