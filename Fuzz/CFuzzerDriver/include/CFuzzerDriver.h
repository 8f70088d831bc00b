#ifndef VITRINE_CFUZZERDRIVER_H
#define VITRINE_CFUZZERDRIVER_H

typedef int (*vitrine_fuzz_callback)(const unsigned char *data, unsigned long size);

/// Runs libFuzzer's driver with `argc`/`argv` and `callback`, when the executable was
/// linked with libFuzzer (scripts/fuzz builds it so); returns -1 when it was not.
int vitrine_fuzz_run_driver(int *argc, char ***argv, vitrine_fuzz_callback callback);

#endif
