import Foundation

extension UIStoryboard {
    /// Vitrine: how a storyboard segue shows its destination (Interface Builder's segue kinds).
    public enum SegueKind {
        /// Show: `show(_:sender:)` on the source (a push in a navigation controller).
        case show
        /// Show Detail: `showDetailViewController(_:sender:)` on the source.
        case showDetail
        /// Present Modally, with the segue's presentation and transition styles (nil: the destination's own).
        case presentModally(presentation: UIModalPresentationStyle?, transition: UIModalTransitionStyle?)
        /// Present As Popover, anchored at the view or bar button item that triggered it.
        case popoverPresentation
        /// Embed: the destination becomes a child whose view fills `container` (a container view).
        case embed(in: UIView)
        /// Custom: the closure makes the segue (a `UIStoryboardSegue` subclass) that `perform()` runs.
        case custom(@MainActor (_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> UIStoryboardSegue)
        /// Unwind (an exit connection): back to the nearest view controller on the way back
        /// (down the navigation stack, then to the presenter) for which `performer` gives the
        /// unwind action, named `action`; that action hears the segue, then what is above it goes.
        case unwind(action: String, performer: @MainActor (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?)
    }

    /// Vitrine: a segue of a storyboard scene, as Interface Builder draws it: its source,
    /// its kind and how to make its destination. Performing it makes a new destination
    /// each time, as iOS instantiates the destination scene for each segue.
    @MainActor
    public final class SegueTemplate {
        /// The identifier `performSegue(withIdentifier:sender:)` finds it by, or nil.
        public let identifier: String?
        let kind: SegueKind
        // Weak: the source keeps its templates (UIViewController.storyboardSegues).
        weak var source: UIViewController?
        /// Nil for an unwind segue, whose destination is found, not made.
        let makeDestination: (@MainActor () -> UIViewController)?

        init(identifier: String?, kind: SegueKind, source: UIViewController, destination: (@MainActor () -> UIViewController)?) {
            self.identifier = identifier
            self.kind = kind
            self.source = source
            makeDestination = destination
        }

        /// Runs the segue as performSegue does: makes the destination and the segue, calls the source's prepare(for:sender:), then perform().
        public func perform(sender: Any?) {
            guard let source else {
                UIStoryboard.logger.error("segue \"\(identifier ?? "(no identifier)")\": its source view controller is gone; not performed")
                return
            }
            if case .unwind(let action, let performer) = kind {
                UIStoryboard.unwind(identifier: identifier, action: action, performer: performer, from: source, sender: sender)
                return
            }
            guard let makeDestination else { return }
            let destination = makeDestination()
            if destination.storyboard == nil { destination.storyboard = source.storyboard }
            let segue = makeSegue(source: source, destination: destination, sender: sender)
            source.prepare(for: segue, sender: sender)
            segue.perform()
        }

        /// Runs it as a control or cell triggers it: asks the source's shouldPerformSegue(withIdentifier:sender:) first when it has an identifier.
        public func trigger(sender: Any?) {
            if let identifier, let source, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
            perform(sender: sender)
        }

        /// The segue object: a custom kind's own, or one whose perform handler shows the
        /// destination the way the kind says.
        private func makeSegue(source: UIViewController, destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
            let kind = kind
            if case .custom(let make) = kind { return make(identifier, source, destination) }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                Self.show(destination, from: source, as: kind, sender: sender)
            }
        }

        private static func show(_ destination: UIViewController, from source: UIViewController, as kind: SegueKind, sender: Any?) {
            switch kind {
            case .show:
                source.show(destination, sender: sender)
            case .showDetail:
                source.showDetailViewController(destination, sender: sender)
            case .presentModally(let presentation, let transition):
                if let presentation { destination.modalPresentationStyle = presentation }
                if let transition { destination.modalTransitionStyle = transition }
                source.present(destination, animated: true)
            case .popoverPresentation:
                destination.modalPresentationStyle = .popover
                if let popover = destination.popoverPresentationController {
                    if let item = sender as? UIBarButtonItem {
                        popover.barButtonItem = item
                    } else if let view = sender as? UIView {
                        popover.sourceView = view
                        popover.sourceRect = view.bounds
                    } else {
                        // iOS anchors at the segue's anchor view; with none, the source's view.
                        popover.sourceView = source.view
                        popover.sourceRect = source.view.bounds
                    }
                }
                source.present(destination, animated: true)
            case .embed(let container):
                source.addChild(destination)
                let view: UIView = destination.view
                view.frame = container.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(view)
                destination.didMove(toParent: source)
            case .custom, .unwind:
                break
            }
        }
    }

    /// Vitrine: a segue of `source`'s scene; `destination` makes its destination each time it runs. One with an identifier is what performSegue(withIdentifier:sender:) finds.
    @discardableResult
    public static func addSegue(identifier: String?, kind: SegueKind, from source: UIViewController,
                                destination: @escaping @MainActor () -> UIViewController) -> SegueTemplate {
        let template = SegueTemplate(identifier: identifier, kind: kind, source: source, destination: destination)
        source.storyboardSegues.append(template)
        return template
    }

    /// Vitrine: an unwind segue of `source`'s scene (an exit connection) to the nearest view
    /// controller on the way back that implements `action` (`performer` gives its method).
    @discardableResult
    public static func addUnwindSegue(identifier: String?, action: String, from source: UIViewController,
                                      performer: @escaping @MainActor (UIViewController) -> (@MainActor (UIStoryboardSegue) -> Void)?)
        -> SegueTemplate {
        let template = SegueTemplate(identifier: identifier, kind: .unwind(action: action, performer: performer), source: source,
                                     destination: nil)
        source.storyboardSegues.append(template)
        return template
    }

    /// Vitrine: the segue a table or collection view cell's selection triggers, with the cell as sender.
    public static func setSelectionSegue(_ segue: SegueTemplate, of cell: UITableViewCell) {
        cell.selectionSegue = segue
    }

    /// Vitrine: the segue a collection view cell's selection triggers, with the cell as sender.
    public static func setSelectionSegue(_ segue: SegueTemplate, of cell: UICollectionViewCell) {
        cell.selectionSegue = segue
    }
}
