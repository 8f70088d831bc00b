import Foundation
import Logging

extension Logger {
    static let symbols = Logger(label: "vitrine.uikit.symbols")
}

extension UIImage {
    /// The SF Symbol called `name`, drawn from the icon font at the default size (17
    /// points); nil for a name Vitrine does not know, as iOS returns nil for unknown names.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The SF Symbol called `name` with `configuration`'s size and scale.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        guard let image = SymbolCatalog.render(name, configuration: configuration) else { return nil }
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: .up, renderingMode: .automatic,
                  symbolName: name, symbolConfiguration: configuration)
    }

    /// The symbol drawn with `configuration` applied on top of its own; other images are
    /// returned as they are.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let symbolName, let own = symbolConfiguration else { return self }
        // A symbol set of an asset catalog keeps its SVG; a system symbol is drawn by name.
        let redrawn = vector.map { AssetSymbolRenderer.image($0, name: symbolName, configuration: own.applying(configuration)) }
            ?? UIImage(systemName: symbolName, withConfiguration: own.applying(configuration))
        guard let image = redrawn else { return self }
        if let tintColor { return image.withTintColor(tintColor, renderingMode: renderingMode) }
        return renderingMode == .automatic ? image : image.withRenderingMode(renderingMode)
    }

    /// A system symbol drawn anew at `scale` pixels per point (symbols are vectors on iOS:
    /// sharp at any density, whichever screen was the main one when the image was made);
    /// nil for other images or when the image already has that scale.
    func symbolRedrawn(scale: CGFloat) -> UIImage? {
        guard let symbolName, vector == nil, let symbolConfiguration, scale.isFinite, scale > 0,
              abs(scale - self.scale) > 0.01,
              let image = SymbolCatalog.render(symbolName, configuration: symbolConfiguration, scale: scale) else { return nil }
        return UIImage(cgImage: image.cgImage, scale: image.scale, orientation: .up, renderingMode: renderingMode,
                       tintColor: tintColor, symbolName: symbolName, symbolConfiguration: symbolConfiguration)
    }

    /// The symbol with `configuration` applied on top of its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
