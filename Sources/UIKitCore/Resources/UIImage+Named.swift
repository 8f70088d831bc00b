import Foundation
import Logging

extension UIImage {
    /// The image called `name` in the app's resources: an image or symbol set of an asset
    /// catalog, else a PNG or JPEG file of that name; in the main bundle, then the app's
    /// SwiftPM resource bundles, then the current directory. nil when nothing is found.
    public convenience init?(named name: String) {
        guard let image = Self.find(named: name, in: nil, traits: nil, configuration: nil) else { return nil }
        self.init(copying: image)
    }

    /// The image called `name` in `bundle` (nil: as `init(named:)` looks), the variant for
    /// `traitCollection`'s appearance and display scale.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let image = Self.find(named: name, in: bundle, traits: traitCollection, configuration: nil) else { return nil }
        self.init(copying: image)
    }

    /// The image called `name` in `bundle`; a symbol set is drawn with `configuration`.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        guard let image = Self.find(named: name, in: bundle, traits: nil, configuration: configuration) else { return nil }
        self.init(copying: image)
    }

    private convenience init(copying image: UIImage) {
        self.init(cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
                  renderingMode: image.renderingMode, tintColor: image.tintColor, symbolName: image.symbolName,
                  symbolConfiguration: image.symbolConfiguration, vector: image.vector)
    }

    private static func find(named name: String, in bundle: Bundle?, traits: UITraitCollection?,
                             configuration: SymbolConfiguration?) -> UIImage? {
        guard !name.isEmpty else { return nil }
        // The appearance in effect, the screen's scale; what `traits` specifies wins.
        let given = traits ?? UITraitCollection()
        let scale = given.displayScale > 0 ? given.displayScale : UIGraphicsImageRendererFormat.mainScreenScale
        let traits = UITraitCollection(traitsFrom: [UITraitCollection.current, given, UITraitCollection(displayScale: scale)])
        for searched in ResourceBundles.searched(bundle) {
            for catalog in ResourceBundles.catalogs(in: searched) {
                switch catalog.kind(of: name) {
                case .image: return catalog.image(named: name, traits: traits)
                case .symbol: return catalog.symbol(named: name, configuration: configuration)
                case .color, nil: continue
                }
            }
            if let path = ImageFileLocator.path(forImageNamed: name, preferredScale: scale, in: searched.resourcePath) {
                return UIImage(contentsOfFile: path)
            }
        }
        if bundle == nil, let path = ImageFileLocator.path(forImageNamed: name, preferredScale: scale,
                                                           in: FileManager.default.currentDirectoryPath) {
            return UIImage(contentsOfFile: path)
        }
        logger.warning("UIImage(named:): no image named \"\(name)\"")
        return nil
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds. Where iOS stops
    /// the app for a missing image, Vitrine logs it and gives an empty image.
    public convenience init(imageLiteralResourceName name: String) {
        guard let image = Self.find(named: name, in: nil, traits: nil, configuration: nil) else {
            Self.logger.error("#imageLiteral(resourceName: \"\(name)\"): no such image; an empty image is used")
            self.init(cgImage: nil, scale: 1, orientation: .up, renderingMode: .automatic)
            return
        }
        self.init(copying: image)
    }
}

/// The type of an `#imageLiteral` whose type is not otherwise given, as in Apple's UIKit.
public typealias _ImageLiteralType = UIImage
