import UIKit

@objc public protocol CardViewDelegate: AnyObject {
    func cardViewDidAppear(_ cardView: CardView)
    @objc optional func cardViewDidTap(_ cardView: CardView)
    @objc optional func cardView(_ cardView: CardView, didSwipe direction: Int) -> Void
    @objc optional func cardViewTitle(_ cardView: CardView) -> String?
    @objc optional func cardViewHeight(_ cardView: CardView) -> CGFloat
    @objc optional var accentColor: UIColor? { get }
}

@objc protocol Reloadable {
    @objc optional func willReload()
}

public final class CardView: UIView {
    public weak var delegate: CardViewDelegate?
    weak var reloadable: Reloadable?

    func tap() {
        delegate?.cardViewDidAppear(self)
        delegate?.cardViewDidTap?(self)
        delegate?.cardView?(self, didSwipe: 1)
        let title = delegate?.cardViewTitle?(self) ?? "Card"
        let height = delegate?.cardViewHeight?(self) ?? 44
        reloadable?.willReload?()
        print(title, height, delegate?.accentColor ?? .clear)
    }
}
