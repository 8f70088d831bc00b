import Foundation
import GLESRenderer
import Logging

/// Installs the renderer the configuration names as the frame pipeline's
/// (`FrameRenderers.factory`): the GPU renderer when it starts, else the CPU compositor,
/// with a line in the log saying which and why. A renderer is made per display mode.
@MainActor
package enum RendererSelection {
    private static let logger = Logger(label: "vitrine.renderer")
    /// Whether `VITRINE_RENDERER` was applied to headless runtimes already.
    private static var appliedEnvironment = false

    /// `contextLossFrame`: the GPU renderer's frame that fails as on a lost context (test only).
    package static func install(_ kind: VitrineConfiguration.Renderer, contextLossFrame: Int? = nil) {
        guard kind != .cpu else {
            FrameRenderers.factory = nil
            return
        }
        // The renderer is made at the first frame; EGL and the driver load meanwhile.
        GLESContext.preload()
        FrameRenderers.factory = { display, width, height in
            do {
                let renderer = try GLESRenderer(pixelWidth: width, pixelHeight: height, display: display)
                if let contextLossFrame {
                    logger.notice("VITRINE_GPU_FAULT: the GPU renderer's frame \(contextLossFrame) fails as on a lost context")
                    renderer.simulateContextLoss(atFrame: contextLossFrame)
                }
                // A software rasteriser draws on the CPU cores the compositor would use,
                // several times slower (docs/GPU.md): `auto` leaves it to the compositor.
                if kind == .automatic, renderer.context.isSoftware {
                    logger.info("\(renderer.context.rendererName) is a software rasteriser; rendering on the CPU")
                    return Compositor(pixelWidth: width, pixelHeight: height)
                }
                let presenting = !renderer.drawIntoDisplayBuffers() ? ""
                    : renderer.presentsIntoWindow ? ", presenting into \(display.name) through EGL"
                    : ", drawing into \(display.name)'s GBM buffers, page-flipped"
                logger.info("rendering on the GPU: \(renderer.context.rendererName) (EGL \(renderer.context.platform))\(presenting)")
                return renderer
            } catch {
                let line: Logger.Message = "GPU renderer unavailable (\(error)); rendering on the CPU"
                if kind == .gpu { logger.error(line) } else { logger.info(line) }
                return Compositor(pixelWidth: width, pixelHeight: height)
            }
        }
    }

    /// Applies `VITRINE_RENDERER` once, when set (headless runtimes made by tools and
    /// benchmarks, which have no `VitrineConfiguration` of their own).
    package static func installFromEnvironment() {
        guard !appliedEnvironment else { return }
        appliedEnvironment = true
        guard ProcessInfo.processInfo.environment["VITRINE_RENDERER"] != nil else { return }
        install(VitrineConfiguration(environment: ProcessInfo.processInfo.environment).renderer)
    }
}
