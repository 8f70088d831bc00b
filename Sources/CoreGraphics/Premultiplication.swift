/// Straight-to-premultiplied alpha conversion of 8-bit channels, as decoders and
/// `CGImage` need it for cairo and pixman (which work premultiplied).
package enum Premultiplication {
    /// `channel` (0...255) scaled by `alpha` (0...255), rounded to nearest.
    package static func premultiply(_ channel: UInt32, alpha: UInt32) -> UInt32 {
        (channel * alpha + 127) / 255
    }
}
