extension VitrineConfiguration {
    /// Which renderer composites the frames (`VITRINE_RENDERER`). Both take the same
    /// layer tree and give the same pixels within a small tolerance (docs/GPU.md).
    public enum Renderer: String, Sendable {
        /// The GPU renderer when EGL and OpenGL ES 2 start on a GPU, else the CPU
        /// compositor (said in the log): also on a software rasteriser such as Mesa's
        /// llvmpipe, which draws on the same CPU cores more slowly than the compositor.
        case automatic = "auto"
        /// The GPU renderer; when EGL or GLES cannot start, an error in the log and the
        /// CPU compositor.
        case gpu
        /// The CPU compositor (pixman), the reference.
        case cpu
    }
}
