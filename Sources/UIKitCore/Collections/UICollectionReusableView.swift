import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views (section
/// headers and footers). The collection view applies the layout's attributes to it, and
/// asks it for its own size when the layout estimated one (self-sizing).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    public internal(set) var reuseIdentifier: String?
    /// The supplementary kind the view was made for (nil for cells).
    var supplementaryKind: String?
    /// Whether the supplementary view shows for an item (a badge) rather than a section.
    var belongsToItem = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view made from a storyboard or nib, with the identifier under "UIReuseIdentifier"
    /// when the coder has one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.interfaceBuilderReuseIdentifier
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// The layout's attributes for the view's place; the collection view has already set
    /// the frame, alpha and hidden state from them.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's. Along the axes the layout
    /// estimated, the view is measured: a content configuration's size, or what the
    /// constraints in the view say; otherwise the layout's size is kept.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let sizing = layoutAttributes.selfSizingAxes
        guard sizing.width || sizing.height else { return layoutAttributes }
        guard let fitted = fittingSize(for: layoutAttributes.size, sizing: sizing) else { return layoutAttributes }
        let preferred = layoutAttributes.copied()
        preferred.size = CGSize(width: sizing.width ? fitted.width : layoutAttributes.size.width,
                                height: sizing.height ? fitted.height : layoutAttributes.size.height)
        return preferred
    }

    /// The view's own size for `size` (the layout's), free along the self-sizing axes; nil
    /// when the view says nothing about its size.
    func fittingSize(for size: CGSize, sizing: (width: Bool, height: Bool)) -> CGSize? {
        let host = sizingHost
        if let configured = host.subviews.first(where: { $0 is UIContentView }) {
            let width = sizing.width ? CGFloat.greatestFiniteMagnitude : size.width
            var fitted = configured.sizeThatFits(CGSize(width: width, height: 0))
            if sizing.width {
                fitted.width = configured.intrinsicContentSize.width > 0 ? configured.intrinsicContentSize.width : size.width
            }
            return fitted
        }
        guard host.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return nil }
        let fitted = host.systemLayoutSizeFitting(CGSize(width: sizing.width ? 0 : size.width, height: sizing.height ? 0 : size.height),
                                                  withHorizontalFittingPriority: sizing.width ? .fittingSizeLevel : .required,
                                                  verticalFittingPriority: sizing.height ? .fittingSizeLevel : .required)
        guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 0, fitted.height >= 0 else { return nil }
        return fitted
    }

    /// The view whose content decides the size (a cell's content view).
    var sizingHost: UIView { self }
}
