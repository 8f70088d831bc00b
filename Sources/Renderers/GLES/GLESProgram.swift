import CGLES

/// A shader program the renderer draws records with, and its uniforms: one per
/// `Variant`, so that each compiled shader does only what its draws need (a software
/// rasteriser runs every branch it is given).
///
/// Vertices are in a record's local space (layer coordinates, or a mask's pixels) and
/// reach the screen through an affine transform. The fragment shader makes one of three
/// sources (a colour, a texture, a texture's alpha in a colour), times the opacity, the
/// coverage of a rounded rectangle or ring (a signed distance in screen pixels: the
/// exact area for straight edges) and the coverage of the record's clip mask. Textures
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
        case none = 0, roundedRect = 1, ring = 2
    }

    /// What a program draws: its source, its shape and whether a clip mask applies.
    struct Variant: Hashable {
        var mode: Mode
        var shape: Shape
        var clips: Bool
    }

    let program: GLuint
    let toScreenRow0, toScreenRow1, viewport: GLint
    let color, opacity, rect, radii, border, pixelScale: GLint
    let texture, textureMap, crop, textureSize, filterEdges: GLint
    let clipMask, clipPlace, clipSize: GLint
    static let positionAttribute: GLuint = 0

    private static let vertexSource = """
        attribute vec2 a_position;
        uniform vec3 u_row0;
        uniform vec3 u_row1;
        uniform vec2 u_viewport;
        varying vec2 v_local;
        void main() {
            vec3 p = vec3(a_position, 1.0);
            vec2 screen = vec2(dot(u_row0, p), dot(u_row1, p));
            v_local = a_position;
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
        uniform sampler2D u_texture;
        uniform vec4 u_textureMap;
        uniform vec4 u_crop;
        uniform vec2 u_textureSize;
        uniform int u_filterEdges;
        uniform sampler2D u_clipMask;
        uniform vec4 u_clipPlace;
        uniform vec2 u_clipSize;

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

        vec4 sampleTexture() {
            vec2 texel = v_local * u_textureMap.xy + u_textureMap.zw;
            if (u_filterEdges == 0) {
                return texture2D(u_texture, texel / u_textureSize);
            }
            vec2 inside = clamp(texel, u_crop.xy + 0.5, u_crop.zw - 0.5);
            vec2 low = clamp(texel - u_crop.xy + 0.5, 0.0, 1.0);
            vec2 high = clamp(u_crop.zw - texel + 0.5, 0.0, 1.0);
            return texture2D(u_texture, inside / u_textureSize) * (low.x * low.y * high.x * high.y);
        }

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
        #endif
        #if CLIPS
            vec2 m = floor(gl_FragCoord.xy - u_clipPlace.xy);
            if (m.x < 0.0 || m.y < 0.0 || m.x >= u_clipSize.x || m.y >= u_clipSize.y) {
                alpha = 0.0;
            } else {
                alpha *= texture2D(u_clipMask, (m + 0.5) / u_clipPlace.zw).a;
            }
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
        let vertex: GLuint, fragment: GLuint
        switch compile(GL_VERTEX_SHADER, vertexSource) {
        case .success(let shader): vertex = shader
        case .failure(let error): return .failure(error)
        }
        let defines = "#define MODE \(variant.mode.rawValue)\n#define SHAPE \(variant.shape.rawValue)\n#define CLIPS \(variant.clips ? 1 : 0)\n"
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
        return .success(GLESProgram(program: program, gl: gl))
    }

    private init(program: GLuint, gl: VitrineGL) {
        self.program = program
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
        texture = location("u_texture")
        textureMap = location("u_textureMap")
        crop = location("u_crop")
        textureSize = location("u_textureSize")
        filterEdges = location("u_filterEdges")
        clipMask = location("u_clipMask")
        clipPlace = location("u_clipPlace")
        clipSize = location("u_clipSize")
    }
}
