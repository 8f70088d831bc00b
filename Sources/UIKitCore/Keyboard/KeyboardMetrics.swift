import Foundation

/// The sizes of the keyboard for a screen: iPhone's on narrow screens (a 390-point-wide
/// portrait phone: 216 points of keys 42 high), phone landscape on short ones, and iPad-like
/// proportions on wide kiosk panels (keys about a quarter of the keyboard's height; about
/// 330 points on a 1280×800 panel).
struct KeyboardMetrics: Equatable, Sendable {
    /// The height of the keys' area (without any safe area below it).
    let height: CGFloat
    let keyHeight: CGFloat
    let rowGap: CGFloat
    let keyGap: CGFloat
    let sidePadding: CGFloat
    let topPadding: CGFloat
    let cornerRadius: CGFloat
    let letterFontSize: CGFloat
    let functionFontSize: CGFloat
    let padDigitFontSize: CGFloat
    /// Phones show a pop-up above a pressed letter; large keys just darken, as on iPad.
    let showsPopup: Bool

    init(screenSize: CGSize) {
        let width = max(1, screenSize.width.isFinite ? screenSize.width : 1)
        let screenHeight = max(1, screenSize.height.isFinite ? screenSize.height : 1)
        if width < 600 {
            // iPhone portrait.
            keyHeight = 42; rowGap = 12; keyGap = 6; sidePadding = 3; topPadding = 8
            cornerRadius = 5; letterFontSize = 22.5; functionFontSize = 16; padDigitFontSize = 25
            showsPopup = true
        } else if screenHeight < 500 {
            // iPhone landscape.
            keyHeight = 32; rowGap = 7; keyGap = 6; sidePadding = min(60, width * 0.06); topPadding = 5
            cornerRadius = 5; letterFontSize = 21; functionFontSize = 15; padDigitFontSize = 22
            showsPopup = true
        } else {
            // A wide panel: iPad proportions.
            let total = min(max(width * 0.26, 260), screenHeight * 0.45)
            rowGap = (total * 0.035).rounded(); keyGap = rowGap; sidePadding = 8; topPadding = 8
            keyHeight = ((total - 2 * topPadding - 3 * rowGap) / 4).rounded()
            cornerRadius = 7; letterFontSize = min(30, (keyHeight * 0.36).rounded()); functionFontSize = min(22, (keyHeight * 0.27).rounded())
            padDigitFontSize = min(34, (keyHeight * 0.42).rounded())
            showsPopup = false
        }
        height = topPadding + 4 * keyHeight + 3 * rowGap + (width < 600 ? 4 : topPadding)
    }
}
