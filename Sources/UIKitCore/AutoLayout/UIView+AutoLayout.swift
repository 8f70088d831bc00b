import Foundation

extension UIView: LayoutItem, LayoutAnchors {
    var layoutVariables: LayoutVariables {
        if let storedLayoutVariables { return storedLayoutVariables }
        let made = LayoutVariables(name: "\(type(of: self))")
        storedLayoutVariables = made
        return made
    }

    var layoutVariablesIfAny: LayoutVariables? { storedLayoutVariables }
    var layoutView: UIView? { self }
}

// Auto Layout's API on views, as iOS has it: anchors, installed constraints, content
// priorities, layout margins and guides, fitting sizes.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    /// The constraints installed on this view (the active ones whose items' nearest common
    /// ancestor it is).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` (iOS's older form).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content priorities

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
        engineRoot.layoutEngine?.intrinsicContentSizeDidChange(self)
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
        engineRoot.layoutEngine?.intrinsicContentSizeDidChange(self)
    }

    // MARK: Margins and guides

    /// The default margins: 8 points; a controller's root view has iOS's system minimum
    /// (16 points at the sides in a compact width, 20 in a regular one).
    private var defaultLayoutMargins: UIEdgeInsets {
        guard viewController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// Space kept inside the view's edges for its content. Default 8 points each side.
    public var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins ?? defaultLayoutMargins }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                viewLogger.warning("UIView.layoutMargins: ignored non-finite \(newValue)")
                return
            }
            guard newValue != layoutMargins || storedLayoutMargins == nil else { return }
            storedLayoutMargins = newValue
            layoutMarginsDidChange()
            layoutStructureDidChange()
        }
    }

    /// The margins by leading and trailing edges.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// The margins constraints use: the view's own, grown to cover its safe area (iOS's
    /// `insetsLayoutMarginsFromSafeArea`, on by default).
    var effectiveLayoutMargins: UIEdgeInsets {
        let own = layoutMargins, safe = insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
        return UIEdgeInsets(top: own.top + safe.top, left: own.left + safe.left,
                            bottom: own.bottom + safe.bottom, right: own.right + safe.right)
    }

    func systemGuide(_ role: UILayoutGuide.SystemRole, keyboard: Bool = false) -> UILayoutGuide {
        if let guide = systemLayoutGuides[role] { return guide }
        let guide = keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        guide.owningView = self
        guide.systemRole = role
        guide.identifier = "\(role)"
        systemLayoutGuides[role] = guide
        layoutStructureDidChange()
        return guide
    }

    /// The view's bounds less its margins (which include the safe area).
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// The view's bounds less its safe area insets (bars of its containers).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// A width of comfortable reading (at most 672 points) centered within the margins.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// Where the keyboard is: no height until text input brings an on-screen keyboard.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard, keyboard: true) as! UIKeyboardLayoutGuide
    }

    /// iOS's readable width at the default text size.
    static let readableContentWidth: CGFloat = 672

    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides + systemLayoutGuides.values }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        ownLayoutGuides.append(layoutGuide)
        layoutStructureDidChange()
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        ownLayoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        layoutStructureDidChange()
    }

    // MARK: Direction

    /// Left to right, unless `semanticContentAttribute` or the traits say otherwise.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            if let superview, superview.semanticContentAttribute == .forceRightToLeft { return .rightToLeft }
            return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Updating

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        engineRoot.ensureLayoutEngine().structureDidChange()
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// Runs `updateConstraints()` on the views below that asked for it, deepest first, then here.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsConstraintUpdate { updateConstraints() }
    }

    // MARK: Fitting

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The size the view's constraints give it closest to `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled
    /// towards `targetSize` at the two priorities (`.required` fixes one).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        LayoutFitting.size(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Debugging

    /// Whether the view's constraints leave its frame undetermined (a debugging aid).
    public var hasAmbiguousLayout: Bool {
        engineRoot.layoutEngine?.isAmbiguous(self) ?? false
    }

    /// Moves an ambiguously constrained view to another frame its constraints allow, to
    /// show what is missing.
    public func exerciseAmbiguityInLayout() {
        _ = engineRoot.layoutEngine?.isAmbiguous(self, exercise: true)
    }

    /// The constraints installed in the view's hierarchy that involve the view on `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        engineRoot.visitSubtree { view in
            found += view.installedConstraints.filter { constraint in
                (constraint.firstItem === self || constraint.secondItem === self)
                    && constraint.firstAttribute.isHorizontal == (axis == .horizontal)
            }
        }
        return found
    }

    // MARK: Internals

    /// The top of the view's hierarchy: the engine that solves its constraints lives there.
    var engineRoot: UIView {
        var root = self
        while let superview = root.superview { root = superview }
        return root
    }

    func ensureLayoutEngine() -> LayoutEngine {
        if let layoutEngine { return layoutEngine }
        let made = LayoutEngine(root: self)
        layoutEngine = made
        return made
    }

    /// Constraints, guides or the way the view is placed changed: the engine rebuilds.
    func layoutStructureDidChange() {
        engineRoot.ensureLayoutEngine().structureDidChange()
    }

    /// The view moved or resized: if the engine reads its frame, it reads it again.
    func layoutFrameDidChange() {
        guard storedLayoutVariables != nil, translatesAutoresizingMaskIntoConstraints || superview == nil else { return }
        engineRoot.layoutEngine?.inputsDidChange()
    }

    /// A subtree moved from one hierarchy to another: the engines it matters to rebuild,
    /// and the moved view's own engine (if it was a root) is no longer one. A subtree with
    /// no constraints, guides or constraint-placed views changes no solution.
    func hierarchyDidChange(oldRoot: UIView) {
        // Anything that takes part in Auto Layout made an engine at its root: without one on
        // either side, the move matters to no solution (the common case, and a hot path).
        guard layoutEngine != nil || oldRoot.layoutEngine != nil || engineRoot.layoutEngine != nil else { return }
        let newRoot = engineRoot
        var matters = layoutEngine != nil
        if !matters {
            visitSubtree { view in
                if !view.installedConstraints.isEmpty || !view.translatesAutoresizingMaskIntoConstraints
                    || !view.ownLayoutGuides.isEmpty || !view.systemLayoutGuides.isEmpty { matters = true }
            }
        }
        guard matters else { return }
        if layoutEngine != nil, newRoot !== self { layoutEngine = nil }
        oldRoot.layoutEngine?.structureDidChange()
        newRoot.ensureLayoutEngine().structureDidChange()
    }

    /// Removing a view deactivates the constraints installed above it that refer to it or
    /// to a view or guide below it, as iOS does; the subtree's own constraints stay.
    func deactivateConstraintsReferencingSubtree() {
        var inside: Set<ObjectIdentifier> = []
        var referencing: [NSLayoutConstraint] = []
        visitSubtree { view in
            inside.insert(ObjectIdentifier(view))
            referencing += view.referencingConstraints
        }
        guard !referencing.isEmpty else { return }
        var stale: [NSLayoutConstraint] = []
        for constraint in referencing {
            if let host = constraint.installedOn, !inside.contains(ObjectIdentifier(host)) { stale.append(constraint) }
        }
        NSLayoutConstraint.deactivate(stale)
    }

    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors: Set<ObjectIdentifier> = []
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// For a view with one line of text centered in its height (a text field, a button):
    /// where the baseline is from its middle.
    var centeredTextBaseline: CGFloat? {
        let font: UIFont?
        switch self {
        case let field as UITextField: font = field.font
        case let button as UIButton: font = button.titleLabel?.font
        default: return nil
        }
        return font.map { $0.ascender - $0.lineHeight / 2 }
    }

    /// Where the first baseline is, from the top: a label's first line's; other views have
    /// their bottom as baseline, as on iOS.
    var firstBaselineOffsetFromTop: CGFloat {
        let view = forFirstBaselineLayout
        if let label = view as? UILabel, let font = label.font { return font.ascender + (view === self ? 0 : view.frame.minY) }
        return bounds.height
    }

    /// Where the last baseline is, from the bottom.
    var lastBaselineOffsetFromBottom: CGFloat {
        let view = forLastBaselineLayout
        if let label = view as? UILabel, let font = label.font { return -font.descender }
        return 0
    }
}
