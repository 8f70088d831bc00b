import UIKit

public protocol CardViewDelegate: AnyObject {
    func cardViewDidAppear(_ cardView: CardView)
    func cardViewDidTap(_ cardView: CardView)
    func cardView(_ cardView: CardView, didSwipe direction: Int) -> Void
    func cardViewTitle(_ cardView: CardView) -> String?
    func cardViewHeight(_ cardView: CardView) -> CGFloat
    var accentColor: UIColor? { get }
}

/// Defaults for the requirements that are optional in the iOS protocol: what iOS does when
/// a conforming type does not implement them.
extension CardViewDelegate {
    public func cardViewDidTap(_ cardView: CardView) {}
    public func cardView(_ cardView: CardView, didSwipe direction: Int) -> Void {}
    public func cardViewTitle(_ cardView: CardView) -> String? { nil }
    public var accentColor: UIColor? { nil }
}

protocol Reloadable: AnyObject {
    func willReload()
}

/// Defaults for the requirements that are optional in the iOS protocol: what iOS does when
/// a conforming type does not implement them.
extension Reloadable {
    func willReload() {}
}

public final class CardView: UIView {
    public weak var delegate: CardViewDelegate?
    weak var reloadable: Reloadable?

    func tap() {
        delegate?.cardViewDidAppear(self)
        delegate?.cardViewDidTap(self)
        delegate?.cardView(self, didSwipe: 1)
        let title = delegate?.cardViewTitle(self) ?? "Card"
        let height = delegate?.cardViewHeight(self) ?? 44
        reloadable?.willReload()
        print(title, height, delegate?.accentColor ?? .clear)
    }
}
