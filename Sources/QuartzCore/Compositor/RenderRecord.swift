/// What the compositor paints for one layer in one frame: everything that decides its
/// pixels, flattened to screen space. Comparing a layer's records of two frames tells
/// whether (and where) the screen changed.
package struct RenderRecord {
    package enum Part: Equatable {
        /// Background and contents, painted before the sublayers.
        case body
        /// The border, painted after the sublayers.
        case border
        /// The old content of a layer in a `CATransition`: an image only.
        case transitionSnapshot
        /// The layer's shadow, painted below its body. Its image fields name the image
        /// whose alpha shapes it (the painter reads the pixels from the layer).
        case shadow
    }

    /// Held strongly so the layer's identity cannot be reused while the record is compared.
    package let layer: CALayer
    package let part: Part
    /// Layer coordinates to target pixels.
    package var toScreen: CGAffineTransform
    package var bounds: CGRect
    /// Pixels the record may touch: ancestors' clips and the screen.
    package var clip: PixelRect
    /// Ancestors' clips that are not pixel rectangles (rounded or transformed), outermost
    /// first; `clip` includes their covering boxes.
    package var clipShapes: [ClipShape] = []
    /// Opacity multiplied down from the ancestors.
    package var opacity: Float
    /// Premultiplied 0xAARRGGBB background (body) or border colour (border); 0 for none.
    package var color: UInt32
    package var cornerRadius: CGFloat
    /// Which corners `cornerRadius` rounds, and how.
    package var corners = CornerStyle.circular
    package var borderWidth: CGFloat
    /// The shown image (contents or backing store) and its version.
    package var image: PixelBuffer?
    /// The shown backing store when it is packed (then `image` is nil).
    package var packedImage: PackedPixels?
    /// What the image is: the contents' pixels, or the layer for its backing store (packed
    /// or not: packing changes no pixel).
    package var imageIdentity: ObjectIdentifier?
    package var imageVersion: Int
    /// The part of `image` that is shown, in image pixels.
    package var imageCrop: PixelRect
    /// Where the shown part of the image lies, in layer coordinates.
    package var imageRect: CGRect
    package var masksToBounds: Bool
    /// The rest of a shadow record's shape.
    package var shadow: ShadowShape?
    /// Position in the paint order among records of layers present in both frames.
    package var order = 0

    /// The screen pixels the record can change.
    package var boundingBox = PixelRect.empty
    /// Pixels the record covers with opaque colour, hiding what is below.
    package var opaqueArea = PixelRect.empty

    /// `toScreen` split at whole pixels: what the painter paints through.
    package var screenSplit: PixelSplitTransform { PixelSplitTransform(toScreen) }

    package var key: Key { Key(layer: ObjectIdentifier(layer), part: part) }

    package var hasImage: Bool { image != nil || packedImage != nil }

    /// The pixel size of the whole image (before `imageCrop`).
    package var imageSize: (width: Int, height: Int)? {
        if let image { return (image.width, image.height) }
        if let packedImage { return (packedImage.width, packedImage.height) }
        return nil
    }

    package struct Key: Hashable {
        let layer: ObjectIdentifier
        let part: Part
    }

    /// True when the layer is only moved by a translation and scale (no rotation or skew).
    package var isAxisAligned: Bool { toScreen.b == 0 && toScreen.c == 0 }

    /// The screen pixels of the bounds: exact for axis-aligned layers (the area of a fill),
    /// the covering box otherwise. Also the clip of the contents with `masksToBounds`.
    package var boundsPixels = PixelRect.empty
}
