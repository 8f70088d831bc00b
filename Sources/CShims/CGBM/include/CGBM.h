#ifndef VITRINE_CGBM_H
#define VITRINE_CGBM_H

// libgbm for the KMS display's GPU buffers, opened with dlopen when the GPU renderer asks
// for them (see GBMLoader.c): an app that renders on the CPU maps no Mesa. Swift calls the
// functions through the table below, never the prototypes; gbm.h (libgbm-dev) gives the types.

#include <gbm.h>

typedef struct gbm_device *(*VitrineGBMCreateDevice)(int fd);
typedef const char *(*VitrineGBMDeviceGetBackendName)(struct gbm_device *gbm);
typedef struct gbm_bo *(*VitrineGBMBOCreate)(struct gbm_device *gbm, uint32_t width, uint32_t height,
                                             uint32_t format, uint32_t flags);
typedef void (*VitrineGBMBODestroy)(struct gbm_bo *bo);
typedef union gbm_bo_handle (*VitrineGBMBOGetHandle)(struct gbm_bo *bo);
typedef uint32_t (*VitrineGBMBOGetStride)(struct gbm_bo *bo);

#define VITRINE_GBM_FUNCTIONS(X) \
    X(VitrineGBMCreateDevice, gbm_create_device) \
    X(VitrineGBMDeviceGetBackendName, gbm_device_get_backend_name) \
    X(VitrineGBMBOCreate, gbm_bo_create) \
    X(VitrineGBMBODestroy, gbm_bo_destroy) \
    X(VitrineGBMBOGetHandle, gbm_bo_get_handle) \
    X(VitrineGBMBOGetStride, gbm_bo_get_stride)

#define VITRINE_GBM_DECLARE_FIELD(type, name) type name;

/// libgbm's entry points (libgbm.so.1).
typedef struct VitrineGBM {
    VITRINE_GBM_FUNCTIONS(VITRINE_GBM_DECLARE_FIELD)
} VitrineGBM;

/// Opens libgbm and fills the table. Returns 0 on success, else -1 with a line for the log
/// in `error` (NUL-terminated, at most `errorSize` bytes).
int vitrine_gbm_load(VitrineGBM *gbm, char *error, int errorSize);

#endif
