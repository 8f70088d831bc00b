/// The look of a toolbar's background and hairline.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}
