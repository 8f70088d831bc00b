import QuartzCore

/// The inset profile of a continuous corner (`ContinuousCorners.insetProfile`), which the
/// fragment shader blurs a shadow of continuous corners with, row by row: a texture of one
/// row, made once per smoothing (a shape's corners are full continuous ones unless its
/// radius is over about a third of its shorter side, so one profile serves most shapes).
@MainActor
final class GLESCornerProfiles {
    /// Texels of a profile, from the edge to the corner's reach.
    nonisolated static let samples = 64

    private var profiles: [Int: (mask: AlphaMask, lastUse: Int)] = [:]
    private var frame = 0

    /// The profile of corners of `smoothing` (1 continuous, 0 circular; to 1/256), or nil
    /// when the memory for it cannot be had.
    func profile(smoothing: CGFloat) -> AlphaMask? {
        let key = Int((min(max(smoothing, 0), 1) * 256).rounded())
        if let cached = profiles[key] {
            profiles[key] = (cached.mask, frame)
            return cached.mask
        }
        guard let mask = AlphaMask(width: Int32(Self.samples), height: 1) else { return nil }
        let insets = ContinuousCorners.insetProfile(smoothing: CGFloat(key) / 256, count: Self.samples)
        mask.withPixels { pixels in
            for (index, inset) in insets.enumerated() {
                pixels[index] = UInt8((min(max(inset, 0), 1) * 255).rounded())
            }
        }
        profiles[key] = (mask, frame)
        return mask
    }

    /// Forgets profiles unused for a second's frames.
    func endFrame() {
        frame += 1
        profiles = profiles.filter { frame - $0.value.lastUse <= 60 }
    }
}
