import Foundation

/// One entry of a set's `Contents.json` ("colors", "images" or "symbols"), with the
/// device and appearance it is for. Apple's "Asset Catalog Format Reference":
/// `idiom`, and `appearances` of `luminosity` (`light`, `dark`) and `contrast` (`high`).
struct AssetVariant<Value> {
    let idiom: String
    let luminosity: String?
    let contrast: String?
    let value: Value

    init(entry: [String: Any], value: Value) {
        idiom = entry["idiom"] as? String ?? "universal"
        var luminosity: String?, contrast: String?
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch appearance["appearance"] as? String {
            case "luminosity": luminosity = appearance["value"] as? String
            case "contrast": contrast = appearance["value"] as? String
            default: break
            }
        }
        self.luminosity = luminosity
        self.contrast = contrast
        self.value = value
    }

    /// How well the entry fits `traits`, higher is better; nil when it is for other traits
    /// or another device. Vitrine answers as an iPhone: `iphone` entries win over
    /// `universal` ones, `ipad` and other devices' entries are not used.
    func fitness(for traits: UITraitCollection) -> Int? {
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        let wantedLuminosity = traits.userInterfaceStyle == .dark ? "dark" : "light"
        if let luminosity, luminosity != wantedLuminosity { return nil }
        if let contrast, contrast != "high" || traits.accessibilityContrast != .high { return nil }
        // The appearance counts most, then the contrast, then the device.
        return (luminosity == nil ? 0 : 4) + (contrast == nil ? 0 : 2) + (idiom == "iphone" ? 1 : 0)
    }
}

extension Array {
    /// The variants that fit `traits` best (in file order), empty when none does.
    func bestFits<Value>(for traits: UITraitCollection) -> [AssetVariant<Value>] where Element == AssetVariant<Value> {
        let scored = compactMap { variant in variant.fitness(for: traits).map { (variant, $0) } }
        guard let best = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == best }.map(\.0)
    }
}

extension AssetVariant: Sendable where Value: Sendable {}
