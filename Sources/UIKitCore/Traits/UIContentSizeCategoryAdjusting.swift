/// A view whose text can follow the user's preferred content size category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view makes its font again when the category changes; the font must come
    /// from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`. Default false.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
