import Foundation
import Logging

extension UIColor {
    /// The colour set `name` of an asset catalog in the app's main bundle or its SwiftPM
    /// resource bundles; dynamic when the set has light, dark or high-contrast variants.
    /// nil when no catalog has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogs (nil: the main bundle, then the
    /// resource bundles); with `traitCollection`, the variant for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let found = ResourceBundles.searched(bundle).lazy
            .flatMap { ResourceBundles.catalogs(in: $0) }
            .compactMap { $0.color(named: name) }.first
        guard let found else {
            Logger.resources.warning("UIColor(named:): no colour named \"\(name)\"")
            return nil
        }
        let color = traitCollection.map { found.resolvedColor(with: $0) } ?? found
        self.init(copying: color)
    }
}

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components, each 0...1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type of a `#colorLiteral` whose type is not otherwise given, as in Apple's UIKit.
public typealias _ColorLiteralType = UIColor
