import Foundation
import Logging
import Synchronization

/// SF Symbol names mapped to glyphs of Google's Material Icons font (Debian's
/// `fonts-material-design-icons-iconfont`, installed by `scripts/bootstrap`), the icon
/// set closest to SF Symbols that Debian packages: the same everyday objects, in one
/// weight. Outline SF names map to outline glyphs where Material has them.
enum SymbolCatalog {
    static let fontFamily = "Material Icons"
    /// What a symbol without a stand-in is drawn as: Material's check_box_outline_blank, a
    /// rounded square outline, neutral in a grid of icons.
    private static let placeholder: UInt32 = 0xE835
    private static let missingFontReported = Mutex(false)
    /// Names already reported missing: a list reusing cells asks for the same one often.
    private static let unknownNamesReported = Mutex<Set<String>>([])
    /// Glyphs drawn so far. Table cells set their accessory on every reuse, and each drawing
    /// costs a text layout: drawn once, shared after (iOS shares its symbol images too).
    /// Bounded, as an app may ask for many sizes.
    private static let drawn = Mutex<[DrawnGlyph: CGImage]>([:])
    private static let drawnLimit = 64
    /// Glyphs kept drawn now (the soak's census, issue 29).
    static var drawnCount: Int { drawn.withLock { $0.count } }

    private struct DrawnGlyph: Hashable {
        let codepoint: UInt32
        let side: CGFloat
        let scale: CGFloat
        let weight: UIImage.SymbolWeight
    }

    /// The symbol drawn black on transparent in a square of the configuration's size, at
    /// `scale` pixels per point (the main screen's when nil); nil for an unknown name or
    /// without the font (logged).
    static func render(_ name: String, configuration: UIImage.SymbolConfiguration, scale: CGFloat? = nil) -> UIImage? {
        // iOS has thousands of symbols and Vitrine a stand-in for some: a real name without
        // one draws a placeholder, an unknown name is nil; each is said once
        // (docs/SYMBOLS.md lists the names there are).
        let known = codepoints[name] != nil || SymbolNames.all.contains(name)
        if codepoints[name] == nil, unknownNamesReported.withLock({ $0.insert(name).inserted }) {
            Logger.symbols.notice(known ? "UIImage(systemName: \"\(name)\"): no stand-in for this symbol in Vitrine's catalog; drawn as a placeholder square"
                                        : "UIImage(systemName: \"\(name)\"): not a symbol name iOS knows; nil")
        }
        guard known, let scalar = Unicode.Scalar(codepoints[name] ?? placeholder) else { return nil }
        let codepoint = scalar.value
        let side = configuration.imageSide
        let format = UIGraphicsImageRendererFormat.preferred()
        if let scale, scale.isFinite, scale > 0 { format.scale = scale }
        let key = DrawnGlyph(codepoint: codepoint, side: side, scale: format.scale, weight: configuration.weight)
        if let pixels = drawn.withLock({ $0[key] }) { return UIImage(cgImage: pixels, scale: format.scale, orientation: .up) }
        guard let font = UIFont(name: fontFamily, size: side) else {
            let first = missingFontReported.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if first { Logger.symbols.error("UIImage(systemName:): the font \"\(fontFamily)\" is not installed (Debian: fonts-material-design-icons-iconfont)") }
            return nil
        }
        // Laid out from the string and its attributes, not an `NSAttributedString`, whose
        // attributes swift-corelibs-foundation never frees (#5256; issue 29).
        let glyph = TextDrawing.styled(String(Character(scalar)), attributes: [.font: font, .foregroundColor: UIColor.black])
        let layout = TextDrawing.layout(glyph, limits: .init())
        let size = CGSize(width: side, height: side)
        // The icon font has one weight: a heavier one is the glyph drawn again around a
        // small circle, thickening its strokes as SF Symbols' heavier weights do.
        let spread = side * (emboldening[configuration.weight] ?? 0)
        let offsets = spread > 0 ? (0..<8).map { step -> CGPoint in
            let angle = CGFloat(step) * .pi / 4
            return CGPoint(x: spread * cos(angle), y: spread * sin(angle))
        } : [.zero]
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            for offset in offsets {
                TextDrawing.draw(layout, at: CGPoint(x: offset.x, y: (side - font.lineHeight) / 2 + offset.y))
            }
        }
        if let pixels = image.cgImage {
            drawn.withLock { drawn in
                if drawn.count >= drawnLimit { drawn.removeAll() }
                drawn[key] = pixels
            }
        }
        return image
    }

    /// How far (a fraction of the glyph's box) a weight spreads the glyph.
    private static let emboldening: [UIImage.SymbolWeight: CGFloat] = [
        .medium: 0.008, .semibold: 0.016, .bold: 0.025, .heavy: 0.035, .black: 0.045,
    ]

    static let codepoints: [String: UInt32] = [
        "plus": 0xE145,  // add
        "minus": 0xE15B,  // remove
        "plus.circle": 0xE148,  // add_circle_outline
        "plus.circle.fill": 0xE147,  // add_circle
        "minus.circle": 0xE15D,  // remove_circle_outline
        "minus.circle.fill": 0xE15C,  // remove_circle
        "xmark": 0xE5CD,  // close
        "xmark.circle": 0xE888,  // highlight_off
        "xmark.circle.fill": 0xE5C9,  // cancel
        "eyedropper": 0xE3B8,  // colorize
        "checkmark": 0xE5CA,  // check
        "checkmark.circle": 0xE92D,  // check_circle_outline
        "checkmark.circle.fill": 0xE86C,  // check_circle
        "chevron.left": 0xE5CB,  // chevron_left
        "chevron.backward": 0xE5CB,  // chevron_left
        "chevron.right": 0xE5CC,  // chevron_right
        "chevron.up": 0xE5CE,  // expand_less
        "chevron.down": 0xE5CF,  // expand_more
        "chevron.left.circle": 0xEAA7,  // arrow_circle_left
        "chevron.right.circle": 0xEAAA,  // arrow_circle_right
        "gear": 0xE8B8,  // settings
        "gearshape": 0xE8B8,  // settings
        "gearshape.fill": 0xE8B8,  // settings
        "house": 0xE88A,  // home
        "house.fill": 0xE88A,  // home
        "magnifyingglass": 0xE8B6,  // search
        "magnifyingglass.circle.fill": 0xE8A0,  // pageview: the glass in a filled shape
        "trash": 0xE92E,  // delete_outline
        "trash.fill": 0xE872,  // delete
        "play": 0xE037,  // play_arrow
        "play.fill": 0xE037,  // play_arrow
        "play.circle": 0xE039,  // play_circle_outline
        "play.circle.fill": 0xE1C4,  // play_circle
        "pause": 0xE034,  // pause
        "pause.fill": 0xE034,  // pause
        "pause.circle": 0xE036,  // pause_circle_outline
        "pause.circle.fill": 0xE1A2,  // pause_circle
        "stop": 0xE047,  // stop
        "stop.fill": 0xE047,  // stop
        "forward": 0xE01F,  // fast_forward
        "forward.fill": 0xE01F,  // fast_forward
        "backward": 0xE020,  // fast_rewind
        "backward.fill": 0xE020,  // fast_rewind
        "person": 0xE7FF,  // person_outline
        "person.fill": 0xE7FD,  // person
        "person.circle": 0xE853,  // account_circle
        "person.circle.fill": 0xE853,  // account_circle
        "person.crop.circle": 0xE853,  // account_circle
        "person.2": 0xE7FC,  // people_outline
        "person.2.fill": 0xE7FB,  // people
        "star": 0xE83A,  // star_border
        "star.fill": 0xE838,  // star
        "heart": 0xE87E,  // favorite_border
        "heart.fill": 0xE87D,  // favorite
        "bell": 0xE7F5,  // notifications_none
        "bell.fill": 0xE7F4,  // notifications
        "info.circle": 0xE88F,  // info_outline
        "info.circle.fill": 0xE88E,  // info
        "exclamationmark.triangle": 0xF083,  // warning_amber
        "exclamationmark.triangle.fill": 0xE002,  // warning
        "exclamationmark.circle": 0xE001,  // error_outline
        "exclamationmark.circle.fill": 0xE000,  // error
        "questionmark.circle": 0xE8FD,  // help_outline
        "questionmark.circle.fill": 0xE887,  // help
        "square.and.arrow.up": 0xE6B8,  // ios_share
        "square.and.arrow.down": 0xF090,  // download
        "pencil": 0xE3C9,  // edit
        "square.and.pencil": 0xE3C9,  // edit
        "arrowshape.turn.up.left": 0xE15E,  // reply
        "book": 0xE865,  // book
        "folder": 0xE2C8,  // folder_open
        "folder.fill": 0xE2C7,  // folder
        "doc": 0xE873,  // description
        "doc.fill": 0xE873,  // description
        "calendar": 0xE935,  // calendar_today
        "clock": 0xE8B5,  // schedule
        "clock.fill": 0xE924,  // watch_later
        "lock": 0xE899,  // lock_outline
        "lock.fill": 0xE897,  // lock
        "lock.open": 0xE898,  // lock_open
        "wifi": 0xE63E,  // wifi
        "wifi.slash": 0xE648,  // wifi_off
        "battery.100": 0xE1A4,  // battery_full
        "battery.25": 0xEBE0,  // battery_2_bar
        "bolt": 0xEA0B,  // bolt
        "sparkles": 0xE65F,  // auto_awesome
        "hand.tap.fill": 0xE913,  // touch_app
        "bolt.fill": 0xEA0B,  // bolt
        "sun.max": 0xE518,  // light_mode
        "sun.max.fill": 0xE430,  // wb_sunny
        "sun.min": 0xE1AD,  // brightness_low
        "moon": 0xE51C,  // dark_mode
        "moon.fill": 0xE51C,  // dark_mode
        "speaker.wave.2": 0xE050,  // volume_up
        "speaker.wave.2.fill": 0xE050,  // volume_up
        "speaker.fill": 0xE04D,  // volume_down
        "speaker.slash": 0xE04F,  // volume_off
        "speaker.slash.fill": 0xE04F,  // volume_off
        "cart": 0xE8CC,  // shopping_cart
        "cart.fill": 0xE8CC,  // shopping_cart
        "creditcard": 0xE870,  // credit_card
        "creditcard.fill": 0xE870,  // credit_card
        "list.bullet": 0xE241,  // format_list_bulleted
        "list.number": 0xE242,  // format_list_numbered
        "arrow.down.circle": 0xE2C4,  // file_download
        "line.3.horizontal": 0xE5D2,  // menu
        "line.horizontal.3": 0xE5D2,  // menu
        "ellipsis": 0xE5D3,  // more_horiz
        "ellipsis.circle": 0xEF64,  // pending
        "arrow.left": 0xE5C4,  // arrow_back
        "arrow.right": 0xE5C8,  // arrow_forward
        "arrow.up": 0xE5D8,  // arrow_upward
        "arrow.down": 0xE5DB,  // arrow_downward
        "arrow.clockwise": 0xE5D5,  // refresh
        "arrow.counterclockwise": 0xE042,  // replay
        "arrow.triangle.2.circlepath": 0xE627,  // sync
        "power": 0xE8AC,  // power_settings_new
        "lightbulb": 0xE90F,  // lightbulb_outline
        "lightbulb.fill": 0xE0F0,  // lightbulb
        "thermometer": 0xF076,  // thermostat
        "drop": 0xE798,  // water_drop
        "drop.fill": 0xE798,  // water_drop
        "flame": 0xEF55,  // local_fire_department
        "flame.fill": 0xEF55,  // local_fire_department
        "printer": 0xE8AD,  // print
        "printer.fill": 0xE8AD,  // print
        "envelope": 0xE0E1,  // mail_outline
        "envelope.fill": 0xE158,  // mail
        "phone": 0xE0CD,  // phone
        "phone.fill": 0xE0CD,  // phone
        "camera": 0xE412,  // photo_camera
        "camera.fill": 0xE412,  // photo_camera
        "photo": 0xE3F4,  // image
        "photo.fill": 0xE3F4,  // image
        "mic": 0xE02A,  // mic_none
        "mic.fill": 0xE029,  // mic
        "mic.slash": 0xE02B,  // mic_off
        "location": 0xE569,  // near_me
        "location.fill": 0xE569,  // near_me
        "mappin": 0xE0C8,  // location_on
        "map": 0xE55B,  // map
        "globe": 0xE80B,  // public
        "dot.radiowaves.left.and.right": 0xE1E2,  // wifi_tethering
        "link": 0xE157,  // link
        "paperplane": 0xE163,  // send
        "paperplane.fill": 0xE163,  // send
        "bookmark": 0xE867,  // bookmark_border
        "bookmark.fill": 0xE866,  // bookmark
        "tag": 0xE54E,  // local_offer
        "tag.fill": 0xE54E,  // local_offer
        "cloud": 0xE2C2,  // cloud_queue
        "cloud.fill": 0xE2BD,  // cloud
        "circle": 0xE836,  // radio_button_unchecked
        "circle.fill": 0xEF4A,  // circle
        "square": 0xE835,  // check_box_outline_blank
        "square.fill": 0xEB36,  // square
        "checkmark.square": 0xE834,  // check_box
        "eye": 0xE8F4,  // visibility
        "eye.fill": 0xE8F4,  // visibility
        "eye.slash": 0xE8F5,  // visibility_off
        "hand.thumbsup": 0xE9F3,  // thumb_up_off_alt
        "hand.thumbsup.fill": 0xE8DC,  // thumb_up
        "slider.horizontal.3": 0xE429,  // tune
        "slider.vertical.3": 0xE429,  // tune (Material has no upright one)
        "sidebar.left": 0xE949,  // vertical_split
        "sidebar.leading": 0xE949,  // vertical_split
        "rotate.left": 0xE419,  // rotate_left
        "rotate.right": 0xE41A,  // rotate_right
        "crop": 0xE3BE,  // crop
        "character.textbox": 0xE167,  // font_download (an A in a rounded box)
        "textformat": 0xE262,  // text_fields
        "textformat.size": 0xE245,  // format_size
        "wrench": 0xE869,  // build
        "wrench.fill": 0xE869,  // build
        "hammer": 0xF10B,  // handyman
        "cube": 0xE9FE,  // view_in_ar
        "shippingbox": 0xE1A1,  // inventory_2
        "barcode": 0xE00A,  // qr_code_2
        "qrcode": 0xEF6B,  // qr_code
        "keyboard": 0xE312,  // keyboard
        "keyboard.chevron.compact.down": 0xE31A,  // keyboard_hide
        "delete.left": 0xE14A,  // backspace
        "delete.left.fill": 0xE14A,  // backspace
        "capslock": 0xE318,  // keyboard_capslock
        "capslock.fill": 0xE318,  // keyboard_capslock
        "display": 0xE30C,  // desktop_windows
        "desktopcomputer": 0xE30A,  // computer
        "printer.dotmatrix": 0xE8AD,  // print
        "chart.bar": 0xE26B,  // bar_chart
        "chart.bar.fill": 0xE26B,  // bar_chart
        "chart.pie": 0xE6C4,  // pie_chart
        "gauge": 0xE9E4,  // speed
        "speedometer": 0xE9E4,  // speed
        "timer": 0xE425,  // timer
        "hourglass": 0xE88B,  // hourglass_empty
        "flag": 0xE16E,  // outlined_flag
        "flag.fill": 0xE153,  // flag
        "square.grid.2x2": 0xE9B0,  // grid_view
        "list.dash": 0xE896,  // list
        "arrow.up.arrow.down": 0xE8D5,  // swap_vert
        "arrow.left.arrow.right": 0xE8D4,  // swap_horiz
        "doc.on.doc": 0xE14D,  // content_copy
        "scissors": 0xE14E,  // content_cut
        "trash.circle": 0xE92B,  // delete_forever
        "house.circle": 0xE88A,  // home
        "antenna.radiowaves.left.and.right": 0xE8BF,  // settings_input_antenna
        "cpu": 0xE322,  // memory
        "externaldrive": 0xE1DB,  // storage
    ]
}
