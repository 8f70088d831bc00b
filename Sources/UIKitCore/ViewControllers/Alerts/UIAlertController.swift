import Foundation
import Logging

/// An alert or an action sheet, presented with `present(_:animated:)` as on iOS: a title,
/// a message, actions (and text fields on an alert). A tap on an action dismisses the
/// alert, then runs the action's handler. Alerts are a 270-point card in the middle of a
/// dimmed screen; action sheets rise from the bottom of a compact-width screen, and on a
/// regular-width one point at their `popoverPresentationController`'s source.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The style it was made with.
    public let preferredStyle: Style
    /// The line of text under the title.
    open var message: String? { didSet { contentDidChange() } }
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn semibold and run by Return; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                logger.error("preferredAction \"\(preferredAction.title ?? "")\" is not one of the alert's actions; ignored")
                self.preferredAction = oldValue
                return
            }
            contentDidChange()
        }
    }
    /// The text fields of an alert, in the order added.
    public private(set) var textFields: [UITextField]?

    private let transitions = AlertTransitions()
    private let anchor: UIPopoverPresentationController
    private let logger = Logger(label: "vitrine.alert")
    private var contentView: AlertContentView?

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(style: Style) {
        preferredStyle = style
        anchor = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        anchor = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Where an action sheet points on a regular-width screen: set `sourceView` and
    /// `sourceRect`, or `barButtonItem`. Nil for an alert, as on iOS.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? anchor : nil
    }

    /// Adds `action`. A second cancel action is Apple's error: logged and ignored.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            logger.error("an alert can have only one cancel action; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.contentDidChange() }
        contentDidChange()
    }

    /// Adds a text field to an alert; `configurationHandler` sets it up (placeholder, text).
    /// Action sheets have none: logged and ignored, where Apple raises.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            logger.error("text fields can only be added to an alert, not an action sheet; ignored")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        contentDidChange()
    }

    open override var title: String? {
        didSet { contentDidChange() }
    }

    // MARK: The view

    open override func loadView() {
        let content = AlertContentView(controller: self)
        contentView = content
        view = content
    }

    private func contentDidChange() {
        contentView?.rebuild()
    }

    /// The anchor of an action sheet on a regular-width screen, in `view`'s coordinates.
    func anchorRect(in view: UIView) -> CGRect? {
        guard preferredStyle == .actionSheet else { return nil }
        if let item = anchor.barButtonItem, let itemView = item.view, itemView.window != nil {
            return itemView.convert(itemView.bounds, to: view)
        }
        guard let source = anchor.sourceView, source.window != nil else { return nil }
        let rect = anchor.sourceRect == .zero ? source.bounds : anchor.sourceRect
        return source.convert(rect, to: view)
    }

    /// A tap on an action's button: the alert goes, then the handler runs (as on iOS, where
    /// a handler may present the next controller).
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }

    /// A tap outside an action sheet runs its cancel action, if it has one.
    func tapOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        perform(cancel)
    }
}
