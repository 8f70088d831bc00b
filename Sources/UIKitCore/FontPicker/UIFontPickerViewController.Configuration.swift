import Foundation

extension UIFontPickerViewController {
    /// What the font picker lists and how (iOS 13).
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// Whether each family's faces (bold, italic...) are listed under it. Default false.
        open var includeFaces = false
        /// Whether the names are drawn in the system font rather than each in its own. Default false.
        open var displayUsingSystemFont = false
        /// Only families with these traits (`.traitBold`, `.traitMonoSpace`...). Default none.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []

        public override init() { super.init() }
    }
}
