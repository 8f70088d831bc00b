#include <stdint.h>
#include <string.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

// The dumb-buffer ioctl numbers are function-like macros (_IOWR), which Swift cannot
// import; these wrappers are the only C in the KMS backend.

static inline int vitrine_drm_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t bpp,
                                          uint32_t *handle, uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb request;
    memset(&request, 0, sizeof request);
    request.width = width;
    request.height = height;
    request.bpp = bpp;
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &request) != 0) return -1;
    *handle = request.handle;
    *pitch = request.pitch;
    *size = request.size;
    return 0;
}

static inline int vitrine_drm_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb request;
    memset(&request, 0, sizeof request);
    request.handle = handle;
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &request) != 0) return -1;
    *offset = request.offset;
    return 0;
}

static inline int vitrine_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb request;
    memset(&request, 0, sizeof request);
    request.handle = handle;
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &request);
}

// A real kernel fence without a GPU, for the fence check (VITRINE_DRM_TEST_FENCE): a write
// fence vgem attaches to one of its buffers, exported as a sync file through the buffer's
// dma-buf. vgem's uapi (include/uapi/drm/vgem_drm.h, Linux 4.10) is not in libdrm's headers.
#include <linux/dma-buf.h>

struct vitrine_vgem_fence_attach {
    uint32_t handle;
    uint32_t flags;
    uint32_t out_fence;
    uint32_t pad;
};

struct vitrine_vgem_fence_signal {
    uint32_t fence;
    uint32_t flags;
};

#define VITRINE_VGEM_FENCE_WRITE 0x1
#define VITRINE_IOCTL_VGEM_FENCE_ATTACH DRM_IOWR(DRM_COMMAND_BASE + 0x1, struct vitrine_vgem_fence_attach)
#define VITRINE_IOCTL_VGEM_FENCE_SIGNAL DRM_IOW(DRM_COMMAND_BASE + 0x2, struct vitrine_vgem_fence_signal)

/// Attaches a write fence to vgem's buffer `handle`; it signals at vitrine_vgem_fence_signal,
/// or by itself 10 s later.
static inline int vitrine_vgem_fence_attach(int fd, uint32_t handle, uint32_t *fence) {
    struct vitrine_vgem_fence_attach request;
    memset(&request, 0, sizeof request);
    request.handle = handle;
    request.flags = VITRINE_VGEM_FENCE_WRITE;
    if (drmIoctl(fd, VITRINE_IOCTL_VGEM_FENCE_ATTACH, &request) != 0) return -1;
    *fence = request.out_fence;
    return 0;
}

static inline int vitrine_vgem_fence_signal(int fd, uint32_t fence) {
    struct vitrine_vgem_fence_signal request;
    memset(&request, 0, sizeof request);
    request.fence = fence;
    return drmIoctl(fd, VITRINE_IOCTL_VGEM_FENCE_SIGNAL, &request);
}

/// A sync file of the dma-buf's write fences (DMA_BUF_SYNC_READ: what a reader waits for;
/// Linux 6.0), or -1.
static inline int vitrine_dma_buf_export_sync_file(int dmabuf) {
    struct dma_buf_export_sync_file request;
    memset(&request, 0, sizeof request);
    request.flags = DMA_BUF_SYNC_READ;
    request.fd = -1;
    if (drmIoctl(dmabuf, DMA_BUF_IOCTL_EXPORT_SYNC_FILE, &request) != 0) return -1;
    return request.fd;
}
