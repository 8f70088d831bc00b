import CGLES

/// A shader program the renderer draws records with, and its uniforms: one per
/// `Variant`, so that each compiled shader does only what its draws need (a software
/// rasteriser runs every branch it is given).
///
/// Vertices are in a record's local space (layer coordinates, or a mask's pixels) and
/// reach the screen through an affine transform. The fragment shader makes one of three
/// sources (a colour, a texture, a texture's alpha in a colour), times the opacity, the
/// coverage of a rounded rectangle or ring (a signed distance in screen pixels: the
/// exact area for straight edges; continuous corners from a mask of one corner) or of a
/// blurred rounded rectangle (a shadow), and the coverage of the record's clip: one or two
/// shapes, each in its own layer's coordinates (the fragment's screen position taken back
/// through the inverse of that layer's transform: rounded bounds, or a layer mask's
/// alpha), else a mask the compositor rasterised. Textures
/// are sampled as pixman samples them: nearest pixel for whole-pixel placements, else
/// bilinear with nothing outside the shown part (`u_crop`), so edges fade the same way.
///
/// Colours stay in memory order throughout: a premultiplied ARGB32 pixel is the bytes
/// B, G, R, A, uploaded and read back as RGBA bytes, so no channel is swapped, except
/// once on the way into a display's XRGB8888 scan-out buffer, which GL writes as a BGRX
/// format (red into the third byte): there red and blue trade places.
@MainActor
struct GLESProgram {
    enum Mode: Int32 {
        /// `imageRedBlueSwapped`: an image into a display's scan-out buffer, where GL's red
        /// lands on the memory's R byte (see below).
        case fill = 0, image = 1, alphaImage = 2, imageRedBlueSwapped = 3
    }

    enum Shape: Int32 {
        /// `blurredRoundedRect`: a shadow, the rounded rectangle's coverage blurred by a gaussian.
        /// `continuousRoundedRect`: continuous corners, their coverage from a corner mask
        /// (`u_corner`); `continuousRing` a border of them, its inner corners from a second.
        /// `blurredContinuousRect`: a shadow of continuous corners, `u_radii` their reaches and
        /// `u_corner` their inset profile (`GLESCornerProfiles`).
        case none = 0, roundedRect = 1, ring = 2, blurredRoundedRect = 3, continuousRoundedRect = 4, continuousRing = 5
        case blurredContinuousRect = 6
    }

    /// How a record is clipped beyond the scissor box.
    enum Clip: Int32 {
        /// A coverage mask (`u_clipMask`); or one or two shapes the shader computes
        /// (`GLESClipShape`: `u_clipRows`...).
        case none = 0, mask = 1, oneShape = 2, twoShapes = 3
    }

    /// What a program draws: its source, its shape and its clip; `clipKinds` says how each
    /// clip shape's coverage is taken (`GLESClipShape.Coverage.kind`), two bits each.
    struct Variant: Hashable {
        var mode: Mode
        var shape: Shape
        var clip: Clip
        var clipKinds: UInt8 = 0
        /// A texture sampled between texels, its edges faded (`u_crop`); else nearest, its
        /// coordinate straight from the vertex shader: a bare fetch, which llvmpipe runs 1.5
        /// to 1.9 times as fast as a coordinate made and a filter chosen per fragment.
        var filtered = false
    }

    let program: GLuint
    let filtered: Bool
    /// Whether it computes a shape's coverage (a rounded rectangle or ring).
    let shapes: Bool
    let toScreenRow0, toScreenRow1, viewport: GLint
    let color, opacity, rect, radii, border, pixelScale, sigma: GLint
    let texture, textureMap, crop, textureSize: GLint
    let clipMask, clipPlace, clipSize: GLint
    let clipRows, clipRects, clipRadii, clipScales: GLint
    let corner, cornerReach, cornerSize: GLint
    let innerCorner, innerCornerReach, innerCornerSize: GLint
    let clipTextures, clipCornerReaches, clipTextureSizes: (GLint, GLint)
    static let positionAttribute: GLuint = 0

    /// The texture's coordinate is made here, once a vertex: in texels when filtered (the
    /// fragment shader clamps it to the crop), else already divided by the texture's size.
    private static let vertexSource = """
        attribute vec2 a_position;
        uniform vec3 u_row0;
        uniform vec3 u_row1;
        uniform vec2 u_viewport;
        varying vec2 v_local;
        #if MODE != 0
        uniform vec4 u_textureMap;
        varying vec2 v_texel;
        #endif
        #if MODE != 0 && !FILTERED
        uniform vec2 u_textureSize;
        #endif
        void main() {
            vec3 p = vec3(a_position, 1.0);
            vec2 screen = vec2(dot(u_row0, p), dot(u_row1, p));
            v_local = a_position;
        #if MODE != 0 && FILTERED
            v_texel = a_position * u_textureMap.xy + u_textureMap.zw;
        #elif MODE != 0
            v_texel = (a_position * u_textureMap.xy + u_textureMap.zw) / u_textureSize;
        #endif
            gl_Position = vec4(screen / u_viewport * 2.0 - 1.0, 0.0, 1.0);
        }
        """

    private static let fragmentSource = """
        #ifdef GL_FRAGMENT_PRECISION_HIGH
        precision highp float;
        #else
        precision mediump float;
        #endif
        varying vec2 v_local;
        uniform vec4 u_color;
        uniform float u_opacity;
        uniform vec4 u_rect;
        uniform vec4 u_radii;
        uniform float u_border;
        uniform float u_pixelScale;
        uniform float u_sigma;
        uniform sampler2D u_texture;
        #if MODE != 0
        varying vec2 v_texel;
        #endif
        #if FILTERED
        uniform vec4 u_crop;
        uniform vec2 u_textureSize;
        #endif
        uniform sampler2D u_clipMask;
        uniform vec4 u_clipPlace;
        uniform vec2 u_clipSize;
        uniform vec3 u_clipRows[4];
        uniform vec4 u_clipRects[2];
        uniform vec4 u_clipRadii[2];
        uniform float u_clipScales[2];
        uniform sampler2D u_corner;
        uniform float u_cornerReach;
        uniform vec2 u_cornerSize;
        uniform sampler2D u_innerCorner;
        uniform float u_innerCornerReach;
        uniform vec2 u_innerCornerSize;
        uniform sampler2D u_clipTexture0;
        uniform sampler2D u_clipTexture1;
        uniform float u_clipCornerReaches[2];
        uniform vec4 u_clipTextureSizes[2];

        float roundedRectDistance(vec2 p, vec4 rect, vec4 radii) {
            vec2 halfSize = rect.zw * 0.5;
            vec2 q = p - rect.xy - halfSize;
            float r = q.x < 0.0 ? (q.y < 0.0 ? radii.x : radii.w) : (q.y < 0.0 ? radii.y : radii.z);
            vec2 d = abs(q) - halfSize + r;
            return min(max(d.x, d.y), 0.0) + length(max(d, 0.0)) - r;
        }

        float coverage(vec4 rect, vec4 radii) {
            return clamp(0.5 - roundedRectDistance(v_local, rect, radii) * u_pixelScale, 0.0, 1.0);
        }

        // The fragment's place in a clipping layer's coordinates.
        vec2 clipPoint(vec3 row0, vec3 row1) {
            vec3 s = vec3(gl_FragCoord.xy, 1.0);
            return vec2(dot(row0, s), dot(row1, s));
        }

        float clipCoverage(vec2 p, vec4 rect, vec4 radii, float scale) {
            return clamp(0.5 - roundedRectDistance(p, rect, radii) * scale, 0.0, 1.0);
        }

        // A layer mask's alpha at p (its rect's pixels, `scale` a unit), sampled between
        // pixels with nothing outside them, as pixman samples an image; size: the image's
        // pixels, then its texture's.
        float maskImageCoverage(vec2 p, vec4 rect, float scale, sampler2D mask, vec4 size) {
            vec2 texel = (p - rect.xy) * scale;
            vec2 inside = clamp(texel, vec2(0.5), size.xy - 0.5);
            vec2 low = clamp(texel + 0.5, 0.0, 1.0);
            vec2 high = clamp(size.xy - texel + 0.5, 0.0, 1.0);
            return texture2D(mask, inside / size.zw).a * low.x * low.y * high.x * high.y;
        }

        // Within a rounded corner's reach, the corner mask (the top-left corner's coverage in
        // pixels from CORNER_MARGIN pixels outside, mirrored to this corner); elsewhere the
        // straight edges'.
        float continuousCoverage(vec2 p, vec4 rect, vec4 radii, float scale, sampler2D corner, float reach, vec2 size) {
            vec2 fromMin = p - rect.xy;
            vec2 fromMax = rect.xy + rect.zw - p;
            vec2 d = min(fromMin, fromMax);
            bool left = fromMin.x < fromMax.x, top = fromMin.y < fromMax.y;
            float r = left ? (top ? radii.x : radii.w) : (top ? radii.y : radii.z);
            if (r > 0.0 && d.x < reach && d.y < reach) {
                return texture2D(corner, (d * scale + CORNER_MARGIN) / size).a;
            }
            return clamp(min(d.x, d.y) * scale + 0.5, 0.0, 1.0);
        }

        #if SHAPE == 3 || SHAPE == 6
        // erf for two values at once (Abramowitz and Stegun 7.1.27, error under 5e-4).
        vec2 erf2(vec2 x) {
            vec2 a = abs(x);
            vec2 t = 1.0 + (0.278393 + (0.230389 + 0.078108 * a * a) * a) * a;
            t *= t;
            return sign(x) * (1.0 - 1.0 / (t * t));
        }

        #if SHAPE == 6
        // How far inside the side a continuous corner reaching `reach` along each edge lies
        // at `depth` from the top or bottom edge: its profile (inset over reach by depth over
        // reach, PROFILE_SAMPLES texels).
        float cornerInset(float depth, float reach) {
            if (reach <= 0.0) return 0.0;
            float texel = clamp(depth / reach, 0.0, 1.0) * (PROFILE_SAMPLES - 1.0) + 0.5;
            return reach * texture2D(u_corner, vec2(texel / u_cornerSize.x, 0.5)).a;
        }
        #endif

        // The gaussian's integral across row y (from the centre) of the rounded rectangle,
        // at x: exact, the row's span being where the corners' curves leave it.
        float blurredRow(float x, float y, vec2 halfSize, vec4 radii) {
            float left = y < 0.0 ? radii.x : radii.w;
            float right = y < 0.0 ? radii.y : radii.z;
        #if SHAPE == 6
            float depth = halfSize.y - abs(y);
            vec2 reach = halfSize.x - vec2(cornerInset(depth, left), cornerInset(depth, right));
        #else
            vec2 into = min(halfSize.y - vec2(left, right) - abs(y), 0.0);
            vec2 reach = halfSize.x - vec2(left, right) + sqrt(max(vec2(left, right) * vec2(left, right) - into * into, 0.0));
        #endif
            vec2 e = erf2(vec2(x + reach.x, x - reach.y) * (0.70710678 / u_sigma));
            return 0.5 * (e.x - e.y);
        }

        // The rounded rectangle blurred by a gaussian of u_sigma: rows exact, four samples of
        // the gaussian down the column, over the rows within three sigma that the shape has.
        float blurredCoverage(vec4 rect, vec4 radii) {
            vec2 halfSize = rect.zw * 0.5;
            vec2 q = v_local - rect.xy - halfSize;
            float low = clamp(q.y - 3.0 * u_sigma, -halfSize.y, halfSize.y);
            float high = clamp(q.y + 3.0 * u_sigma, -halfSize.y, halfSize.y);
            float step = (high - low) * 0.25;
            float sum = 0.0;
            for (int i = 0; i < 4; i++) {
                float y = low + (float(i) + 0.5) * step;
                float d = (q.y - y) / u_sigma;
                sum += blurredRow(q.x, y, halfSize, radii) * exp(-0.5 * d * d);
            }
            return sum * step / (2.5066283 * u_sigma);
        }
        #endif

        #if MODE != 0
        vec4 sampleTexture() {
        #if FILTERED
            vec2 inside = clamp(v_texel, u_crop.xy + 0.5, u_crop.zw - 0.5);
            vec2 low = clamp(v_texel - u_crop.xy + 0.5, 0.0, 1.0);
            vec2 high = clamp(u_crop.zw - v_texel + 0.5, 0.0, 1.0);
            return texture2D(u_texture, inside / u_textureSize) * (low.x * low.y * high.x * high.y);
        #else
            return texture2D(u_texture, v_texel);
        #endif
        }
        #endif

        void main() {
        #if MODE == 0
            vec4 result = u_color;
        #elif MODE == 1
            vec4 result = sampleTexture();
        #elif MODE == 2
            vec4 result = u_color * sampleTexture().a;
        #else
            vec4 result = sampleTexture().bgra;
        #endif
            float alpha = u_opacity;
        #if SHAPE == 1
            alpha *= coverage(u_rect, u_radii);
        #elif SHAPE == 2
            vec4 inner = vec4(u_rect.xy + u_border, u_rect.zw - 2.0 * u_border);
            float innerCoverage = inner.z > 0.0 && inner.w > 0.0
                ? coverage(inner, max(u_radii - u_border, 0.0)) : 0.0;
            alpha *= coverage(u_rect, u_radii) * (1.0 - innerCoverage);
        #elif SHAPE == 3 || SHAPE == 6
            alpha *= blurredCoverage(u_rect, u_radii);
        #elif SHAPE == 4
            alpha *= continuousCoverage(v_local, u_rect, u_radii, u_pixelScale, u_corner, u_cornerReach, u_cornerSize);
        #elif SHAPE == 5
            vec4 inner = vec4(u_rect.xy + u_border, u_rect.zw - 2.0 * u_border);
            float innerCoverage = inner.z > 0.0 && inner.w > 0.0
                ? continuousCoverage(v_local, inner, max(u_radii - u_border, 0.0), u_pixelScale, u_innerCorner,
                                     u_innerCornerReach, u_innerCornerSize) : 0.0;
            alpha *= continuousCoverage(v_local, u_rect, u_radii, u_pixelScale, u_corner, u_cornerReach, u_cornerSize)
                * (1.0 - innerCoverage);
        #endif
        #if CLIPS == 1
            vec2 m = floor(gl_FragCoord.xy - u_clipPlace.xy);
            if (m.x < 0.0 || m.y < 0.0 || m.x >= u_clipSize.x || m.y >= u_clipSize.y) {
                alpha = 0.0;
            } else {
                alpha *= texture2D(u_clipMask, (m + 0.5) / u_clipPlace.zw).a;
            }
        #elif CLIPS >= 2
            vec2 p0 = clipPoint(u_clipRows[0], u_clipRows[1]);
        #if CLIP0_KIND == 1
            alpha *= continuousCoverage(p0, u_clipRects[0], u_clipRadii[0], u_clipScales[0], u_clipTexture0,
                                        u_clipCornerReaches[0], u_clipTextureSizes[0].zw);
        #elif CLIP0_KIND == 2
            alpha *= maskImageCoverage(p0, u_clipRects[0], u_clipScales[0], u_clipTexture0, u_clipTextureSizes[0]);
        #else
            alpha *= clipCoverage(p0, u_clipRects[0], u_clipRadii[0], u_clipScales[0]);
        #endif
        #if CLIPS == 3
            vec2 p1 = clipPoint(u_clipRows[2], u_clipRows[3]);
        #if CLIP1_KIND == 1
            alpha *= continuousCoverage(p1, u_clipRects[1], u_clipRadii[1], u_clipScales[1], u_clipTexture1,
                                        u_clipCornerReaches[1], u_clipTextureSizes[1].zw);
        #elif CLIP1_KIND == 2
            alpha *= maskImageCoverage(p1, u_clipRects[1], u_clipScales[1], u_clipTexture1, u_clipTextureSizes[1]);
        #else
            alpha *= clipCoverage(p1, u_clipRects[1], u_clipRadii[1], u_clipScales[1]);
        #endif
        #endif
        #endif
            gl_FragColor = result * alpha;
        }
        """

    /// Compiles and links the program, or the compiler's log when that fails.
    static func make(_ gl: VitrineGL, _ variant: Variant) -> Result<GLESProgram, GLESRendererError> {
        func compile(_ type: Int32, _ source: String) -> Result<GLuint, GLESRendererError> {
            let shader = gl.glCreateShader(GLenum(type))
            source.withCString { text in
                var pointer: UnsafePointer<GLchar>? = text
                gl.glShaderSource(shader, 1, &pointer, nil)
            }
            gl.glCompileShader(shader)
            var status: GLint = 0
            gl.glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
            guard status == GL_TRUE else {
                var log = [GLchar](repeating: 0, count: 2048)
                gl.glGetShaderInfoLog(shader, GLsizei(log.count), nil, &log)
                gl.glDeleteShader(shader)
                return .failure(.shader(String(decoding: log.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
            }
            return .success(shader)
        }
        let defines = "#define CORNER_MARGIN \(GLESCornerMasks.margin).0\n#define MODE \(variant.mode.rawValue)\n"
            + "#define SHAPE \(variant.shape.rawValue)\n#define CLIPS \(variant.clip.rawValue)\n"
            + "#define CLIP0_KIND \(variant.clipKinds & 3)\n#define CLIP1_KIND \(variant.clipKinds >> 2)\n"
            + "#define FILTERED \(variant.filtered ? 1 : 0)\n"
            + "#define PROFILE_SAMPLES \(GLESCornerProfiles.samples).0\n"
        let vertex: GLuint, fragment: GLuint
        switch compile(GL_VERTEX_SHADER, defines + vertexSource) {
        case .success(let shader): vertex = shader
        case .failure(let error): return .failure(error)
        }
        switch compile(GL_FRAGMENT_SHADER, defines + fragmentSource) {
        case .success(let shader): fragment = shader
        case .failure(let error): return .failure(error)
        }
        let program = gl.glCreateProgram()
        gl.glAttachShader(program, vertex)
        gl.glAttachShader(program, fragment)
        gl.glBindAttribLocation(program, positionAttribute, "a_position")
        gl.glLinkProgram(program)
        gl.glDeleteShader(vertex)
        gl.glDeleteShader(fragment)
        var status: GLint = 0
        gl.glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            var log = [GLchar](repeating: 0, count: 2048)
            gl.glGetProgramInfoLog(program, GLsizei(log.count), nil, &log)
            gl.glDeleteProgram(program)
            return .failure(.shader(String(decoding: log.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return .success(GLESProgram(program: program, variant: variant, gl: gl))
    }

    private init(program: GLuint, variant: Variant, gl: VitrineGL) {
        self.program = program
        filtered = variant.filtered
        shapes = variant.shape != .none
        func location(_ name: String) -> GLint { gl.glGetUniformLocation(program, name) }
        toScreenRow0 = location("u_row0")
        toScreenRow1 = location("u_row1")
        viewport = location("u_viewport")
        color = location("u_color")
        opacity = location("u_opacity")
        rect = location("u_rect")
        radii = location("u_radii")
        border = location("u_border")
        pixelScale = location("u_pixelScale")
        sigma = location("u_sigma")
        texture = location("u_texture")
        textureMap = location("u_textureMap")
        crop = location("u_crop")
        textureSize = location("u_textureSize")
        clipMask = location("u_clipMask")
        clipPlace = location("u_clipPlace")
        clipSize = location("u_clipSize")
        clipRows = location("u_clipRows")
        clipRects = location("u_clipRects")
        clipRadii = location("u_clipRadii")
        clipScales = location("u_clipScales")
        corner = location("u_corner")
        cornerReach = location("u_cornerReach")
        cornerSize = location("u_cornerSize")
        innerCorner = location("u_innerCorner")
        innerCornerReach = location("u_innerCornerReach")
        innerCornerSize = location("u_innerCornerSize")
        clipTextures = (location("u_clipTexture0"), location("u_clipTexture1"))
        clipCornerReaches = (location("u_clipCornerReaches[0]"), location("u_clipCornerReaches[1]"))
        clipTextureSizes = (location("u_clipTextureSizes[0]"), location("u_clipTextureSizes[1]"))
    }
}
