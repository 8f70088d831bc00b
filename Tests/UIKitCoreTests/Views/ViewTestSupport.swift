import Testing
import UIKitCore

/// Whether two numbers agree to 1e-9 (rotations by π/2 leave 1e-16 residues).
func closeEnough(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

func closeEnough(_ a: CGPoint, _ b: CGPoint) -> Bool { closeEnough(a.x, b.x) && closeEnough(a.y, b.y) }

func closeEnough(_ a: CGRect, _ b: CGRect) -> Bool {
    closeEnough(a.origin.x, b.origin.x) && closeEnough(a.origin.y, b.origin.y)
        && closeEnough(a.width, b.width) && closeEnough(a.height, b.height)
}

/// A shared, ordered record of callbacks.
@MainActor
final class EventLog {
    var entries: [String] = []
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A view that records its hierarchy notifications and layouts as "name: event".
@MainActor
final class RecordingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name): willMoveToSuperview(\(label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        log.entries.append("\(name): didMoveToSuperview(\(label(superview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name): willMoveToWindow(\(label(newWindow)))")
    }
    override func didMoveToWindow() {
        log.entries.append("\(name): didMoveToWindow(\(label(window)))")
    }
    override func didAddSubview(_ subview: UIView) {
        log.entries.append("\(name): didAddSubview(\(label(subview)))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name): willRemoveSubview(\(label(subview)))")
    }
    override func layoutSubviews() {
        log.entries.append("\(name): layoutSubviews")
    }

    private func label(_ view: UIView?) -> String {
        switch view {
        case nil: return "nil"
        case let view as RecordingView: return view.name
        case let window as RecordingWindow: return window.name
        default: return "?"
        }
    }
}

/// A window with a name for logs.
@MainActor
final class RecordingWindow: UIWindow {
    let name: String

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

extension CALayer {
    /// The sublayers, or an empty array.
    var sublayerList: [CALayer] { sublayers ?? [] }
}

/// Whether `layers` are exactly `expected`, by identity and order.
func sameLayers(_ layers: [CALayer], _ expected: [CALayer]) -> Bool {
    layers.count == expected.count && zip(layers, expected).allSatisfy { $0 === $1 }
}

/// Whether `views` are exactly `expected`, by identity and order.
func sameViews(_ views: [UIView], _ expected: [UIView]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}
