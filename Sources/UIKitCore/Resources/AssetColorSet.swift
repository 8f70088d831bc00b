import Foundation

/// A colour set (`Name.colorset/Contents.json`) made into a `UIColor`: dynamic when it
/// has appearance variants, resolving by the traits as the system colours do.
enum AssetColorSet {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// The colour of the set's `Contents.json` data. Throws for JSON that is not a colour set.
    static func color(from data: Data) throws -> UIColor {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else {
            throw Invalid(description: "no \"colors\" array")
        }
        let variants = try entries.map { entry -> AssetVariant<UIColor> in
            guard let color = entry["color"] as? [String: Any] else { throw Invalid(description: "an entry without \"color\"") }
            return AssetVariant(entry: entry, value: try Self.color(color))
        }
        guard !variants.isEmpty else { throw Invalid(description: "no colours") }
        let fallback = variants[0].value
        @Sendable func resolve(_ traits: UITraitCollection) -> UIColor { variants.bestFits(for: traits).first?.value ?? fallback }
        let light = UITraitCollection(userInterfaceStyle: .light)
        let fixed = [UIUserInterfaceStyle.light, .dark].allSatisfy { style in
            [UIAccessibilityContrast.normal, .high].allSatisfy { contrast in
                resolve(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                                       UITraitCollection(accessibilityContrast: contrast)])) === resolve(light)
            }
        }
        return fixed ? resolve(light) : UIColor { resolve($0) }
    }

    /// One `"color"` object: `color-space` and `components`, or a system colour `reference`.
    private static func color(_ object: [String: Any]) throws -> UIColor {
        if let reference = object["reference"] as? String {
            guard let color = systemColors[reference] else { throw Invalid(description: "unknown system colour \"\(reference)\"") }
            return color
        }
        guard let components = object["components"] as? [String: Any] else {
            throw Invalid(description: "a colour without \"components\"")
        }
        let space = object["color-space"] as? String ?? "srgb"
        let alpha = try component(components["alpha"] ?? "1", named: "alpha", isAlpha: true)
        if space.contains("gray") {
            return UIColor(white: try component(components["white"], named: "white"), alpha: alpha)
        }
        var red = try component(components["red"], named: "red")
        var green = try component(components["green"], named: "green")
        var blue = try component(components["blue"], named: "blue")
        if space.contains("linear") {
            (red, green, blue) = (gammaEncoded(red), gammaEncoded(green), gammaEncoded(blue))
        }
        // Vitrine draws in sRGB: Display P3 components are taken as sRGB, as `UIColor(displayP3Red:)` does.
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A component as Xcode writes it: a floating-point string ("0.500"), an 8-bit integer
    /// ("128") or hexadecimal ("0x80"); a JSON number above 1 is 8-bit too.
    private static func component(_ value: Any?, named name: String, isAlpha: Bool = false) throws -> CGFloat {
        if let number = value as? NSNumber {
            let double = number.doubleValue
            guard double.isFinite else { throw Invalid(description: "component \(name) is not a number") }
            return double > 1 ? double / 255 : double
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw Invalid(description: "component \(name) missing")
        }
        if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) {
            return CGFloat(byte) / 255
        }
        if !text.contains("."), let integer = Int(text), (0...255).contains(integer) {
            // Alpha is written as a fraction; "1" and "0" mean opaque and clear there.
            return isAlpha && integer <= 1 ? CGFloat(integer) : CGFloat(integer) / 255
        }
        guard let double = Double(text), double.isFinite else {
            throw Invalid(description: "component \(name) \"\(text)\" is not a number")
        }
        return double
    }

    private static func gammaEncoded(_ linear: CGFloat) -> CGFloat {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The names Xcode writes for the system colours it offers in a colour set.
    private static let systemColors: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "linkColor": .link, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkGrayColor": .darkGray,
        "lightGrayColor": .lightGray, "grayColor": .gray,
    ]
}
