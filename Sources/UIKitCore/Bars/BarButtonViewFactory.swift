import Foundation

/// The views bars show for bar button items: a system-style button in the tint colour
/// (semibold for `.done`), the custom view, or an empty space.
@MainActor
enum BarButtonViewFactory {
    static func makeView(for item: UIBarButtonItem) -> UIView {
        if let customView = item.customView {
            item.view = customView
            return customView
        }
        if item.isSpace {
            let space = UIView(frame: CGRect(x: 0, y: 0, width: item.width, height: 1))
            item.view = space
            return space
        }
        let button = UIButton(type: .system)
        if let image = item.image {
            // Bar buttons draw symbols at the large scale of 17-point text, as iOS does.
            button.setImage(image.withConfiguration(UIImage.SymbolConfiguration(scale: .large)), for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        }
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.isSelected = item.isSelected
        button.addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
        // The item's menu is the button's: on a tap for an item without an action.
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.primaryAction == nil && item.action == nil
        item.view = button
        return button
    }

    /// A bar button's size: its own width, one row high (a custom view keeps its height).
    static func size(of view: UIView, rowHeight: CGFloat) -> CGSize {
        if view is UIButton { return CGSize(width: view.intrinsicContentSize.width, height: rowHeight) }
        let size = view.bounds.size == .zero ? view.intrinsicContentSize : view.bounds.size
        return CGSize(width: max(size.width, 0), height: min(max(size.height, 0), rowHeight))
    }
}
