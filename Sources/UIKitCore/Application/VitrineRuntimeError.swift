/// Errors of `VitrineRuntime`.
public enum VitrineRuntimeError: Error, CustomStringConvertible {
    case noFramePresented
    case noDisplay(String)

    public var description: String {
        switch self {
        case .noFramePresented: return "no frame has been presented yet"
        case .noDisplay(let reason): return "no display: \(reason)"
        }
    }
}
