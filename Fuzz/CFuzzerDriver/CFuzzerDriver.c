#include "CFuzzerDriver.h"

// Weak: a plain build of the package has no libFuzzer, and the fuzz executable then only
// replays files. `-sanitize=fuzzer` links libFuzzer in, which defines it.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const unsigned char *data, unsigned long size))
    __attribute__((weak));

int vitrine_fuzz_run_driver(int *argc, char ***argv, vitrine_fuzz_callback callback) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
