import Foundation
import Logging

/// Draws a symbol set's SVG (an SF Symbols template exported from the SF Symbols app,
/// or any SVG) as a symbol image for a configuration.
enum AssetSymbolRenderer {
    /// The symbol black on transparent at the main screen's scale. A template's glyph for
    /// the configuration's weight and scale (`Bold-L`), else its `Regular` glyph of that
    /// scale, else `Regular-M` enlarged or reduced by the scale; the template's units are
    /// hundredths of the point size (its cap height is 70.5 of them, SF Pro's). An SVG
    /// that is not a template is drawn whole, as tall as a system symbol's box.
    static func image(_ vector: VectorImage, name: String, configuration: UIImage.SymbolConfiguration) -> UIImage? {
        let configuration = UIImage.SymbolConfiguration.unspecified.applying(configuration)
        let screenScale = UIGraphicsImageRendererFormat.preferred().scale
        let pointSize = configuration.pointSize ?? 17
        let scaleName = switch configuration.scale {
        case .small: "S"
        case .large: "L"
        default: "M"
        }
        let weight = weightNames[configuration.weight] ?? "Regular"
        let pixels: PixelBuffer
        do {
            if let (element, ink) = ["\(weight)-\(scaleName)", "Regular-\(scaleName)", "\(weight)-M", "Regular-M"]
                .lazy.compactMap({ id in vector.bounds(ofElement: id).map { (id, $0) } }).first {
                let factor = element.hasSuffix("-\(scaleName)") ? 1 : configuration.scale.factor
                let unit = pointSize / 100 * factor
                let size = CGSize(width: (ink.width * unit).rounded(.up), height: (ink.height * unit).rounded(.up))
                let source = CGRect(x: ink.minX, y: ink.minY, width: size.width / unit, height: size.height / unit)
                pixels = try vector.render(width: Int(size.width * screenScale), height: Int(size.height * screenScale),
                                           source: source, element: element)
            } else {
                let height = configuration.imageSide
                let width = (height * vector.naturalSize.width / vector.naturalSize.height).rounded(.up)
                pixels = try vector.render(width: Int(width * screenScale), height: Int(height * screenScale))
            }
        } catch {
            Logger.resources.error("UIImage(named: \"\(name)\"): cannot draw the symbol: \(error)")
            return nil
        }
        return UIImage(cgImage: CGImage(pixels: pixels), scale: screenScale, orientation: .up, renderingMode: .automatic,
                       symbolName: name, symbolConfiguration: configuration, vector: vector)
    }

    // The weight names of the SF Symbols template's glyph groups.
    private static let weightNames: [UIImage.SymbolWeight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
    ]
}
