/// Why the GPU renderer could not start or had to stop.
package enum GLESRendererError: Error, CustomStringConvertible {
    case context(String)
    case shader(String)
    case framebuffer(String)

    package var description: String {
        switch self {
        case .context(let reason): return "no GLES context: \(reason)"
        case .shader(let log): return "shader does not compile: \(log)"
        case .framebuffer(let reason): return "framebuffer: \(reason)"
        }
    }
}
