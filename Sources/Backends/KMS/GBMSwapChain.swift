internal import CGBM
import Foundation
import VitrinePlatform

/// The KMS display's GPU buffers: GBM buffer objects for scan-out and rendering, each with
/// a framebuffer made once, used round-robin after the one on screen like the dumb
/// buffers, with their ages (`SwapChainAges`).
@MainActor
final class GBMSwapChain {
    let buffers: [GPUBuffer]
    let framebufferIDs: [UInt32]
    var ages: SwapChainAges
    private let gbm: GBMDevice
    private let device: DRMDevice
    private let objects: [OpaquePointer]
    private var isReleased = false

    /// Makes `count` XRGB8888 buffer objects of the given size; throws when one cannot be
    /// made or framed (the ones made are freed).
    init(gbm: GBMDevice, device: DRMDevice, width: Int, height: Int, count: Int) throws(KMSError) {
        self.gbm = gbm
        self.device = device
        var objects: [OpaquePointer] = [], framebuffers: [UInt32] = []
        func freeAll() {
            for framebuffer in framebuffers { DRMFramebuffer.remove(device: device, framebuffer) }
            for object in objects { gbm.functions.gbm_bo_destroy(object) }
        }
        for _ in 0..<count {
            guard let object = gbm.functions.gbm_bo_create(gbm.device, UInt32(width), UInt32(height), DRMFourCC.xrgb8888,
                                                     GBM_BO_USE_SCANOUT.rawValue | GBM_BO_USE_RENDERING.rawValue) else {
                let reason = errno
                freeAll()
                throw .system("cannot create a \(width)x\(height) XR24 GBM buffer object", reason)
            }
            objects.append(object)
            guard let framebuffer = DRMFramebuffer.add(device: device, width: width, height: height,
                                                       fourcc: DRMFourCC.xrgb8888,
                                                       handle: gbm.functions.gbm_bo_get_handle(object).u32,
                                                       pitch: gbm.functions.gbm_bo_get_stride(object)) else {
                let reason = errno
                freeAll()
                throw .system("cannot add a framebuffer for a GBM buffer object", reason)
            }
            framebuffers.append(framebuffer)
        }
        self.objects = objects
        framebufferIDs = framebuffers
        buffers = objects.map { GPUBuffer(nativeBuffer: UnsafeMutableRawPointer($0), width: width, height: height) }
        ages = SwapChainAges(count: count)
    }

    /// The buffer to draw the next frame into, lent with its age.
    func lendNext() -> (index: Int, buffer: GPUBuffer) {
        let index = ages.next
        buffers[index].lend(age: ages.age(of: index))
        return (index, buffers[index])
    }

    /// Removes the framebuffers and frees the buffer objects. A CRTC showing one turns
    /// off, so restore the CRTC or show another buffer first.
    func release() {
        guard !isReleased else { return }
        isReleased = true
        for framebuffer in framebufferIDs { DRMFramebuffer.remove(device: device, framebuffer) }
        for object in objects { gbm.functions.gbm_bo_destroy(object) }
    }
}
