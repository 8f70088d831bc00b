import CGLES
import VitrinePlatform

/// A display's GPU buffer (a GBM buffer object) as a framebuffer the renderer draws the
/// frame into: an EGLImage of the buffer (`EGL_NATIVE_PIXMAP_KHR` on EGL's GBM platform)
/// as a renderbuffer's storage. Made on a buffer's first use and kept while it lives.
///
/// Rows are in memory order, top row first, as the read-back path writes them: a
/// framebuffer's row 0 is the buffer's first row.
@MainActor
final class GLESScanoutFramebuffer {
    let width: Int
    let height: Int
    let framebuffer: GLuint
    private let renderbuffer: GLuint
    private let image: EGLImageKHR
    private let context: GLESContext

    init(context: GLESContext, buffer: GPUBuffer) throws {
        let gl = context.gl
        guard let storage = gl.glEGLImageTargetRenderbufferStorageOES else {
            throw GLESRendererError.framebuffer("no glEGLImageTargetRenderbufferStorageOES")
        }
        guard let image = context.makeImage(of: buffer.nativeBuffer) else {
            throw GLESRendererError.framebuffer("eglCreateImageKHR of a GBM buffer failed (EGL error 0x\(String(context.egl.eglGetError(), radix: 16)))")
        }
        var renderbuffer: GLuint = 0, framebuffer: GLuint = 0
        gl.glGenRenderbuffers(1, &renderbuffer)
        gl.glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        storage(GLenum(GL_RENDERBUFFER), image)
        gl.glGenFramebuffers(1, &framebuffer)
        gl.glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        gl.glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER),
                                     renderbuffer)
        let status = gl.glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        self.context = context
        self.image = image
        self.renderbuffer = renderbuffer
        self.framebuffer = framebuffer
        width = buffer.width
        height = buffer.height
        guard status == GL_FRAMEBUFFER_COMPLETE else {
            throw GLESRendererError.framebuffer("GBM buffer \(width)x\(height) incomplete (0x\(String(status, radix: 16)))")
        }
    }

    isolated deinit {
        var framebuffer = framebuffer, renderbuffer = renderbuffer
        context.gl.glDeleteFramebuffers(1, &framebuffer)
        context.gl.glDeleteRenderbuffers(1, &renderbuffer)
        context.destroyImage(image)
    }
}
