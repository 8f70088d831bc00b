/// The look of a toolbar's background and hairline.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}
