import Foundation

/// A row or column of views laid out with constraints it makes itself, as iOS's stack view:
/// the arranged subviews follow one another along `axis` with `spacing`, share the length
/// by `distribution`, sit across by `alignment`, and collapse when hidden.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack arranges, in order (a subset of its subviews).
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsArrangement() } } }
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }
    /// The gap between views (the least gap for the equal distributions).
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else { spacing = oldValue; return }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }
    /// Whether the views are placed within the layout margins rather than the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }
    /// Whether vertical spacing is measured between baselines; kept as API.
    open var isBaselineRelativeArrangement = false

    /// The stack's own spacing, for `setCustomSpacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system spacing (8 points), for `setCustomSpacing`.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged views (and adds it as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` (clamped) of the arranged views.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        let index = min(max(stackIndex, 0), arrangedSubviews.count)
        if index != stackIndex { layoutLogger.warning("UIStackView.insertArrangedSubview: index \(stackIndex) clamped to \(index)") }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Removes `view` from the arranged views; it stays a subview, as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// A gap after `arrangedSubview` other than `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsArrangement()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            setNeedsArrangement()
        }
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        setNeedsArrangement()
        // Hidden inside an animation block, the others slide into the room, as on iOS.
        if ViewAnimationBlock.current != nil {
            updateConstraintsIfNeeded()
            engineRoot.layoutIfNeeded()
        }
    }

    private func setNeedsArrangement() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        arrange()
        super.updateConstraints()
    }

    // MARK: The arrangement

    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] {
        case nil, Self.spacingUseDefault: return spacing
        case Self.spacingUseSystem: return 8
        case let custom?: return custom
        }
    }

    private func arrange() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard let first = views.first, let last = views.last else { return }
        let horizontal = axis == .horizontal
        let edges: LayoutAnchors = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [NSLayoutConstraint] = []
        func constraint(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                        _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                        priority: UILayoutPriority = .required, breaksTies: Bool = false, _ name: String) {
            let one = NSLayoutConstraint(first: a, attrA, relation, second: b, attrB, multiplier: multiplier, constant: constant)
            one.priority = breaksTies ? UILayoutPriority(1) : priority
            one.breaksTies = breaksTies
            one.identifier = name
            made.append(one)
        }
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

        // Along the axis: the ends touch the stack's edges, the views follow one another.
        constraint(first, start, .equal, edges, start, "UISV-canvas-connection")
        constraint(edges, end, .equal, last, end, "UISV-canvas-connection")
        for (previous, next) in zip(views, views.dropFirst()) {
            let space = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                constraint(next, start, .equal, previous, end, constant: space, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                constraint(next, start, .greaterThanOrEqual, previous, end, constant: space, "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                gapGuides.append(guide)
                let from: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? end : center
                let to: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? start : center
                constraint(guide, start, .equal, previous, from, "UISV-distributing-edge")
                constraint(guide, end, .equal, next, to, "UISV-distributing-edge")
                if let firstGuide = gapGuides.first, firstGuide !== guide {
                    constraint(guide, size, .equal, firstGuide, size, "UISV-fill-equally")
                }
            }
        }
        switch distribution {
        case .fill:
            // Views that hug (or resist) equally leave the solver a choice; Apple settles it by
            // index: the first of them takes the slack, the ones after it keep their sizes.
            for view in views.dropFirst() {
                constraint(view, size, .equal, nil, .notAnAttribute, breaksTies: true, "UISV-ambiguity-suppression")
            }
        case .fillEqually:
            for view in views.dropFirst() { constraint(view, size, .equal, first, size, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            let total = lengths.filter { $0 > 0 }.reduce(0, +)
            let spacings = zip(views, views.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
            if total > 0 {
                for (view, length) in zip(views, lengths) where length > 0 {
                    constraint(view, size, .equal, edges, size, multiplier: length / total, constant: -spacings * length / total,
                               priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        default:
            break
        }

        // Across: the alignment.
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        // Baselines mean nothing in a column: it fills instead.
        let fills = alignment == .fill || (!horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
        for view in views {
            if fills {
                constraint(view, crossStart, .equal, edges, crossStart, "UISV-alignment")
                constraint(edges, crossEnd, .equal, view, crossEnd, "UISV-alignment")
                continue
            }
            constraint(view, crossStart, .greaterThanOrEqual, edges, crossStart, "UISV-spanning-boundary")
            constraint(edges, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary")
            switch alignment {
            case .leading: constraint(view, crossStart, .equal, edges, crossStart, "UISV-alignment")
            case .trailing: constraint(view, crossEnd, .equal, edges, crossEnd, "UISV-alignment")
            case .center: constraint(view, crossCenter, .equal, edges, crossCenter, "UISV-alignment")
            case .fill, .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .lastBaseline ? .lastBaseline : .firstBaseline
                if view !== first { constraint(view, baseline, .equal, first, baseline, "UISV-alignment") }
                constraint(view, crossStart, .equal, edges, crossStart, priority: UILayoutPriority(49), "UISV-canvas-fit")
            }
        }
        if !fills {
            // With room across, the stack hugs its biggest view.
            constraint(self, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        arrangement = made
        NSLayoutConstraint.activate(made)
    }
}
