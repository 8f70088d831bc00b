import Foundation

/// The colour model of a `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
}

/// A colour space. Vitrine draws everything in sRGB; the space only tells how many
/// components a colour has and how to read them.
public final class CGColorSpace: Sendable, Equatable {
    /// The name of the sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended sRGB colour space (treated as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the generic gray colour space with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear gray colour space (treated as gray).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of the Display P3 colour space (treated as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"

    /// The colour model.
    public let model: CGColorSpaceModel
    /// The space's name, if it was created by name.
    public let name: String?

    package init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// The named colour space, or nil for names Vitrine does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray:
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    /// Colour components per colour, alpha excluded.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        case .rgb, .unknown: 3
        }
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    package static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    package static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    package static let srgb = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
}

/// The device RGB colour space (sRGB on Vitrine).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
