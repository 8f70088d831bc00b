#include "CGBM.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static void *libGBM;

int vitrine_gbm_load(VitrineGBM *gbm, char *error, int errorSize) {
    memset(gbm, 0, sizeof *gbm);
    if (!libGBM) libGBM = dlopen("libgbm.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!libGBM) {
        snprintf(error, (size_t)errorSize, "cannot open libgbm.so.1: %s", dlerror());
        return -1;
    }
#define LOAD_GBM(type, name) \
    gbm->name = (type)dlsym(libGBM, #name); \
    if (!gbm->name) { snprintf(error, (size_t)errorSize, "libgbm lacks %s", #name); return -1; }
    VITRINE_GBM_FUNCTIONS(LOAD_GBM)
#undef LOAD_GBM
    return 0;
}
