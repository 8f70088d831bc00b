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
