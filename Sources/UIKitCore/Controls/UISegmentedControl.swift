import Foundation

/// A segmented control as on iOS 17: segments of titles or images on a gray rounded
/// track, the selected one on a white pill that slides when the user picks another.
/// Picking a segment sends `.valueChanged` (then `.primaryActionTriggered`) and runs the
/// segment's action when it has one.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` of a control with no segment selected.
    public static let noSegment = -1

    private static let height: CGFloat = 32
    private static let pillInset: CGFloat = 2
    private static let contentPadding: CGFloat = 12

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    private var segments: [Segment] = []
    private let track = UIImageView()
    private let pill = ControlThumbView()
    private var contentViews: [UIView] = []
    private var dividers: [UIImageView] = []
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var highlightedIndex: Int?
    private var storedSelectedIndex = UISegmentedControl.noSegment

    /// The selected segment, or `noSegment`. An index that is not a segment's is refused
    /// with a log line (Apple raises).
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                Self.logger.error("UISegmentedControl.selectedSegmentIndex = \(newValue) ignored: \(segments.count) segments")
                return
            }
            storedSelectedIndex = newValue
            updateAppearance(animated: false)
        }
    }

    /// Whether segments show no selection after they are tapped. The default is false.
    open var isMomentary = false {
        didSet { updateAppearance(animated: false) }
    }

    /// Whether segments are as wide as their contents rather than all alike. The default is false.
    open var apportionsSegmentWidthsByContent = false {
        didSet { setNeedsLayout() }
    }

    /// The selection pill's colour. The default (nil) is white, a light gray in the dark
    /// appearance.
    open var selectedSegmentTintColor: UIColor? {
        didSet { pill.fillColor = selectedSegmentTintColor ?? Self.defaultPillColor }
    }

    private static let defaultPillColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegments()
    }

    /// What both initializers do: the track and the selection pill.
    private func setUpSegments() {
        track.backgroundColor = .tertiarySystemFill
        track.layer.cornerRadius = 9
        track.isUserInteractionEnabled = false
        addSubview(track)
        pill.fillColor = Self.defaultPillColor
        addSubview(pill)
    }

    /// Segments from `items`: strings become titles, images images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                Self.logger.error("UISegmentedControl(items:): \(type(of: item)) is neither a String nor a UIImage; skipped")
            }
        }
        rebuild()
        bounds.size = intrinsicContentSize
    }

    /// Segments from `actions`, titled with their titles and images; picking one runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        rebuild()
    }

    /// A segmented control made from a storyboard: as `init(frame: .zero)` makes it, with no segments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegments()
    }

    // MARK: Segments

    private func checked(_ index: Int, _ caller: String) -> Bool {
        guard segments.indices.contains(index) else {
            Self.logger.error("UISegmentedControl.\(caller): no segment \(index) of \(segments.count); ignored")
            return false
        }
        return true
    }

    private func insert(_ segment: Segment, at index: Int, animated: Bool) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        rebuild()
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard checked(segment, "removeSegment") else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        rebuild()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checked(segment, "setAction") else { return }
        segments[segment] = Segment(title: action.title, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width)
        rebuild()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled") else { return }
        segments[segment].isEnabled = enabled
        updateAppearance(animated: false)
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for a segment; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checked(segment, "setWidth") else { return }
        guard width.isFinite, width >= 0 else {
            Self.logger.error("UISegmentedControl.setWidth(\(width)) ignored: widths are 0 or more")
            return
        }
        segments[segment].width = width
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checked(segment, "setContentOffset") else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Appearance

    /// Text attributes (`.font`, `.foregroundColor`) of the titles in `state`; a state
    /// without its own uses the normal state's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
        updateAppearance(animated: false)
        invalidateIntrinsicContentSize()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }

    /// An image stretched over the track in `state`, in place of its gray.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[state] = image
        updateAppearance(animated: false)
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[state]
    }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = image
        updateAppearance(animated: false)
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"]
    }

    private func segmentState(_ index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == storedSelectedIndex, !isMomentary { state.insert(.selected) }
        if index == highlightedIndex { state.insert(.highlighted) }
        return state
    }

    private func attributes(for state: UIControl.State) -> (font: UIFont, color: UIColor) {
        let own = titleAttributes[state] ?? titleAttributes[state.subtracting(.highlighted)] ?? [:]
        let normal = titleAttributes[.normal] ?? [:]
        // iOS 13 and later: 13-point titles, semibold on the selected segment.
        let defaultFont = state.contains(.selected) ? UIFont.systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13)
        let font = own[.font] as? UIFont ?? normal[.font] as? UIFont ?? defaultFont
        let defaultColor: UIColor = state.contains(.disabled) ? .tertiaryLabel : .label
        let color = own[.foregroundColor] as? UIColor ?? (state.contains(.disabled) ? nil : normal[.foregroundColor] as? UIColor) ?? defaultColor
        return (font, color)
    }

    // New views for the segments' contents and the dividers between them.
    private func rebuild() {
        contentViews.forEach { $0.removeFromSuperview() }
        dividers.forEach { $0.removeFromSuperview() }
        contentViews = segments.map { segment -> UIView in
            if let image = segment.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                return imageView
            }
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        dividers = segments.dropFirst().map { _ in
            let divider = UIImageView()
            divider.backgroundColor = .opaqueSeparator
            divider.isUserInteractionEnabled = false
            return divider
        }
        dividers.forEach { insertSubview($0, belowSubview: pill) }
        contentViews.forEach(addSubview)
        updateAppearance(animated: false)
        invalidateIntrinsicContentSize()
    }

    private func updateAppearance(animated: Bool) {
        for (index, view) in contentViews.enumerated() {
            let (font, color) = attributes(for: segmentState(index))
            if let label = view as? UILabel {
                label.font = font
                label.textColor = color
            } else {
                view.tintColor = color
                view.alpha = segmentState(index).contains(.disabled) ? 0.4 : 1
            }
        }
        let shown = isMomentary ? highlightedIndex : (storedSelectedIndex == Self.noSegment ? nil : storedSelectedIndex)
        for (index, divider) in dividers.enumerated() {
            // The divider between segments index and index + 1 hides next to the pill,
            // unless the app gave an image for that pair of states.
            let image = dividerImage(forLeftSegmentState: segmentState(index), rightSegmentState: segmentState(index + 1),
                                     barMetrics: .default)
            divider.image = image
            divider.backgroundColor = image == nil ? .opaqueSeparator : nil
            divider.alpha = image == nil && (shown == index || shown == index + 1) ? 0 : 1
        }
        let background = backgroundImages[state] ?? backgroundImages[.normal]
        track.image = background
        track.backgroundColor = background == nil ? .tertiarySystemFill : nil
        pill.isHidden = shown == nil
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) { self.layoutPill() }
        } else {
            setNeedsLayout()
        }
        track.alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() {
        updateAppearance(animated: false)
    }

    // MARK: Layout

    private func contentWidth(_ index: Int) -> CGFloat {
        let view = contentViews[index]
        let size = view is UILabel ? view.intrinsicContentSize : (segments[index].image?.size ?? .zero)
        return max(0, size.width) + 2 * Self.contentPadding
    }

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
        let widths = segments.indices.map { segments[$0].width > 0 ? segments[$0].width : contentWidth($0) }
        let width = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: ceil(width), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles: fixed widths first, the rest shared alike or by content.
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.map(\.width)
        let free = max(0, bounds.width - fixed.reduce(0, +))
        let automatic = segments.indices.filter { fixed[$0] == 0 }
        let contentTotal = automatic.reduce(0) { $0 + contentWidth($1) }
        var x: CGFloat = 0
        return segments.indices.map { index in
            var width = fixed[index]
            if width == 0 {
                width = apportionsSegmentWidthsByContent && contentTotal > 0
                    ? free * contentWidth(index) / contentTotal : free / CGFloat(automatic.count)
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let frames = segmentFrames()
        for (index, view) in contentViews.enumerated() {
            let offset = segments[index].contentOffset
            // A segment narrower than its padding (a control not sized yet) keeps its own frame:
            // insetting it would give the null rectangle.
            let padded = frames[index].width > 8 ? frames[index].insetBy(dx: 4, dy: 0) : frames[index]
            view.frame = padded.offsetBy(dx: offset.width, dy: offset.height)
        }
        for (index, divider) in dividers.enumerated() {
            divider.frame = CGRect(x: frames[index].maxX - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
        }
        layoutPill()
    }

    private func layoutPill() {
        let shown = isMomentary ? highlightedIndex : storedSelectedIndex
        let frames = segmentFrames()
        guard let index = shown, frames.indices.contains(index) else { return }
        let frame = frames[index]
        guard frame.width > 2 * Self.pillInset, frame.height > 2 * Self.pillInset else { return }
        let disc = frame.insetBy(dx: Self.pillInset, dy: Self.pillInset)
        pill.frame = ControlThumbView.frame(forDisc: disc)
        pill.cornerRadius = 7
    }

    // MARK: Tracking

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        if isMomentary {
            highlightedIndex = index
            updateAppearance(animated: false)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            if highlightedIndex != nil {
                highlightedIndex = nil
                updateAppearance(animated: false)
            }
        }
        guard let touch, bounds.contains(touch.location(in: self)),
              let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return }
        guard isMomentary || index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        updateAppearance(animated: true)
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedIndex = nil
        updateAppearance(animated: false)
    }

    override func defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleTap(gestureRecognizer)
    }
}
