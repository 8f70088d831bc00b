import Foundation

/// A search controller's view while it is active: over the content below the search bar,
/// a dimming layer (`obscuresBackgroundDuringPresentation`) and the results controller's
/// view when it shows. Where neither shows, touches go through to the content.
@MainActor
final class SearchPresentationView: UIView {
    let dimmingView = UIView()
    /// A tap on the dimmed content ends the search, as on iOS.
    var onDimmingTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.frame = bounds
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SearchPresentationView.dimmingTapped))
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { nil }

    private func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        onDimmingTap?()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
