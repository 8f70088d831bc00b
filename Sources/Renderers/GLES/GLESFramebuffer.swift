import CGLES

/// A texture of RGBA bytes with a framebuffer object drawing into it: the screen-sized
/// target the records are drawn into, or the panel-sized one a rotated frame is turned into.
@MainActor
final class GLESFramebuffer {
    let width: Int
    let height: Int
    let texture: GLuint
    let framebuffer: GLuint
    private let gl: VitrineGL

    init(gl: VitrineGL, width: Int, height: Int) throws {
        self.gl = gl
        self.width = width
        self.height = height
        var maximum: GLint = 0
        gl.glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &maximum)
        guard width <= Int(maximum), height <= Int(maximum) else {
            throw GLESRendererError.framebuffer("\(width)x\(height) exceeds the GPU's largest texture (\(maximum))")
        }
        var texture: GLuint = 0, framebuffer: GLuint = 0
        gl.glGenTextures(1, &texture)
        gl.glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        gl.glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
                        GLenum(GL_UNSIGNED_BYTE), nil)
        GLESTextureCache.setClampedNearest(gl)
        gl.glGenFramebuffers(1, &framebuffer)
        gl.glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = gl.glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        self.texture = texture
        self.framebuffer = framebuffer
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            throw GLESRendererError.framebuffer("\(width)x\(height) incomplete (0x\(String(status, radix: 16)))")
        }
        // A new frame starts black, as the compositor's shadow buffer does.
        gl.glViewport(0, 0, GLsizei(width), GLsizei(height))
        gl.glClearColor(0, 0, 0, 1)
        gl.glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    }

    func bind(_ gl: VitrineGL) {
        gl.glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    isolated deinit {
        var texture = texture, framebuffer = framebuffer
        gl.glDeleteFramebuffers(1, &framebuffer)
        gl.glDeleteTextures(1, &texture)
    }
}
