import CGLES
import CoreGraphics
import QuartzCore

/// The textures of the images the records show (backing stores and contents) and of the
/// coverage masks (clip shapes, shadows), by identity. An image is uploaded when it first
/// shows and again only when its version changes (a backing store redrawn in part: only
/// the part redrawn, or its rows where GLES 2 cannot upload part of a row); a texture not
/// used for a while, or whose owner is gone, is deleted.
@MainActor
final class GLESTextureCache {
    struct Texture {
        let name: GLuint
        /// The image's pixel size.
        let width: Int32
        let height: Int32
        /// The texture's width: the image's row length (its rows may be padded).
        let textureWidth: Int32
    }

    private final class Entry {
        let texture: Texture
        var version: Int
        /// What the identity names; when it is gone, the identity may be reused.
        weak var owner: AnyObject?
        var lastUse: Int
        init(texture: Texture, version: Int, owner: AnyObject, lastUse: Int) {
            self.texture = texture
            self.version = version
            self.owner = owner
            self.lastUse = lastUse
        }
    }

    private let gl: VitrineGL
    private var images: [ObjectIdentifier: Entry] = [:]
    private var masks: [ObjectIdentifier: Entry] = [:]
    private var frame = 0
    private(set) var uploads = 0
    /// Of those, the uploads of a redrawn store's part only, and the rows and pixels uploaded
    /// so (for tests).
    private(set) var partialUploads = 0
    private(set) var partialUploadRows = 0
    private(set) var partialUploadPixels = 0
    /// Whether uploads may take part of each row (GLES 2's `GL_EXT_unpack_subimage`, which
    /// gives `GL_UNPACK_ROW_LENGTH`): a narrow redrawn part of a wide store (a label's text
    /// in a full-width cell) then sends only its columns, not whole rows.
    let uploadsSubimages: Bool
    private let maximumSize: Int32
    /// Frames an image's texture is kept unused (a page shown again within a second
    /// uploads nothing); masks, which the compositor's caches keep two frames, as long.
    private static let imageFrames = 60
    private static let maskFrames = 2

    init(gl: VitrineGL) {
        self.gl = gl
        var maximum: GLint = 0
        gl.glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maximum)
        maximumSize = maximum
        let extensions = gl.glGetString(GLenum(GL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        uploadsSubimages = extensions.split(separator: " ").contains("GL_EXT_unpack_subimage")
    }

    static func setClampedNearest(_ gl: VitrineGL) {
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        gl.glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
    }

    /// The texture of the record's image, uploaded when new or redrawn; nil when the image
    /// is larger than the GPU's largest texture.
    func texture(for record: RenderRecord) -> Texture? {
        guard let identity = record.imageIdentity ?? record.image.map(ObjectIdentifier.init) else { return nil }
        // A backing store is named by its layer; contents and snapshots by their pixels.
        let isStore = record.part == .body && record.layer.contents == nil
        guard let owner: AnyObject = isStore ? record.layer : (record.image ?? record.packedImage) else { return nil }
        if let entry = images[identity], entry.owner === owner, entry.version == record.imageVersion,
           let size = record.imageSize, Int(entry.texture.width) == size.width, Int(entry.texture.height) == size.height {
            entry.lastUse = frame
            return entry.texture
        }
        guard let pixels = record.image ?? record.packedImage?.unpacked() else { return nil }
        let textureWidth = Int32(pixels.bytesPerRow / 4)
        guard textureWidth <= maximumSize, pixels.height <= Int(maximumSize), pixels.height > 0, textureWidth > 0 else {
            return nil
        }
        let name: GLuint
        if let entry = images[identity], entry.texture.textureWidth == textureWidth,
           Int(entry.texture.height) == pixels.height {
            name = entry.texture.name
            let all = (rows: 0..<pixels.height, columns: 0..<Int(textureWidth))
            var part = isStore && entry.owner === owner
                ? Self.redrawnPart(of: record, since: entry.version, size: (pixels.width, pixels.height)) ?? all : all
            // Without a row length, whole rows: a band of rows is contiguous in memory.
            if !uploadsSubimages { part.columns = all.columns }
            if part != all {
                partialUploads += 1
                partialUploadRows += part.rows.count
                partialUploadPixels += part.rows.count * part.columns.count
            }
            gl.glBindTexture(GLenum(GL_TEXTURE_2D), name)
            gl.glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
            let narrow = part.columns != all.columns
            if narrow { gl.glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH_EXT), textureWidth) }
            gl.glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(part.columns.lowerBound), GLint(part.rows.lowerBound),
                               GLsizei(part.columns.count), GLsizei(part.rows.count), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                               pixels.data + part.rows.lowerBound * pixels.bytesPerRow + part.columns.lowerBound * 4)
            if narrow { gl.glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH_EXT), 0) }
        } else {
            if let old = images[identity] { delete(old) }
            name = upload(width: textureWidth, height: Int32(pixels.height), format: GL_RGBA, data: pixels.data)
        }
        uploads += 1
        let texture = Texture(name: name, width: Int32(pixels.width), height: Int32(pixels.height),
                              textureWidth: textureWidth)
        images[identity] = Entry(texture: texture, version: record.imageVersion, owner: owner, lastUse: frame)
        return texture
    }

    /// The store's part redrawn since `version`: the layer's redraw history mapped from its
    /// bounds to the store's pixels, as `RecordDamage` maps it; nil (all of it) where the
    /// history does not reach back (or was cleared: a shape's or gradient's store does not
    /// cover its bounds).
    private static func redrawnPart(of record: RenderRecord, since version: Int,
                                    size: (width: Int, height: Int)) -> (rows: Range<Int>, columns: Range<Int>)? {
        guard let rect = record.layer.redrawnRect(since: version), !rect.isNull, !rect.isEmpty,
              record.bounds.width > 0, record.bounds.height > 0 else { return nil }
        let b = record.bounds, sx = CGFloat(size.width) / b.width, sy = CGFloat(size.height) / b.height
        let top = max(0, Int(((rect.minY - b.minY) * sy).rounded(.down)))
        let bottom = min(size.height, Int(((rect.maxY - b.minY) * sy).rounded(.up)))
        let left = max(0, Int(((rect.minX - b.minX) * sx).rounded(.down)))
        let right = min(size.width, Int(((rect.maxX - b.minX) * sx).rounded(.up)))
        return top < bottom && left < right ? (top..<bottom, left..<right) : nil
    }

    /// The texture of a coverage mask (an 8-bit alpha image), uploaded once per mask object.
    func alphaTexture(for mask: AlphaMask) -> Texture? {
        let identity = ObjectIdentifier(mask)
        if let entry = masks[identity], entry.owner === mask {
            entry.lastUse = frame
            return entry.texture
        }
        guard mask.stride <= maximumSize, mask.height <= maximumSize else { return nil }
        var name: GLuint = 0
        mask.withPixels { pixels in
            name = upload(width: mask.stride, height: mask.height, format: GL_ALPHA, data: UnsafeRawPointer(pixels))
        }
        uploads += 1
        let texture = Texture(name: name, width: mask.width, height: mask.height, textureWidth: mask.stride)
        if let old = masks[identity] { delete(old) }
        masks[identity] = Entry(texture: texture, version: 0, owner: mask, lastUse: frame)
        return texture
    }

    /// The texture of a layer mask's alpha (its pixels' A bytes), uploaded once per image.
    func alphaTexture(for image: LayerMaskImage) -> Texture? {
        let identity = ObjectIdentifier(image)
        if let entry = masks[identity], entry.owner === image {
            entry.lastUse = frame
            return entry.texture
        }
        let pixels = image.pixels
        guard pixels.width > 0, pixels.height > 0, pixels.width <= Int(maximumSize), pixels.height <= Int(maximumSize),
              pixels.bytesPerPixel == 4 else { return nil }
        var alpha = [UInt8](repeating: 0, count: pixels.width * pixels.height)
        for y in 0..<pixels.height {
            let row = (pixels.data + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width { alpha[y * pixels.width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        let width = Int32(pixels.width), height = Int32(pixels.height)
        let name = alpha.withUnsafeBytes { upload(width: width, height: height, format: GL_ALPHA, data: $0.baseAddress!) }
        uploads += 1
        let texture = Texture(name: name, width: width, height: height, textureWidth: width)
        if let old = masks[identity] { delete(old) }
        masks[identity] = Entry(texture: texture, version: 0, owner: image, lastUse: frame)
        return texture
    }

    private func upload(width: Int32, height: Int32, format: Int32, data: UnsafeRawPointer) -> GLuint {
        var name: GLuint = 0
        gl.glGenTextures(1, &name)
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), name)
        Self.setClampedNearest(gl)
        gl.glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), format == GL_ALPHA ? 1 : 4)
        gl.glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format, width, height, 0, GLenum(format), GLenum(GL_UNSIGNED_BYTE), data)
        return name
    }

    private func delete(_ entry: Entry) {
        var name = entry.texture.name
        gl.glDeleteTextures(1, &name)
    }

    func endFrame() {
        frame += 1
        for (key, entry) in images where entry.owner == nil || frame - entry.lastUse > Self.imageFrames {
            delete(entry)
            images[key] = nil
        }
        for (key, entry) in masks where entry.owner == nil || frame - entry.lastUse > Self.maskFrames {
            delete(entry)
            masks[key] = nil
        }
    }

    func removeAll() {
        for entry in images.values { delete(entry) }
        for entry in masks.values { delete(entry) }
        images.removeAll()
        masks.removeAll()
    }
}
