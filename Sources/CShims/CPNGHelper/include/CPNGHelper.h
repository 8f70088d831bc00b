#ifndef VITRINE_CPNGHELPER_H
#define VITRINE_CPNGHELPER_H

#include <stddef.h>

// libpng reports errors by longjmp, which must not cross Swift frames; every call below
// catches it with setjmp and returns -1 (or NULL) with the message in `error` instead.
// After an error the writer only accepts vitrine_png_writer_destroy.

typedef struct vitrine_png_writer vitrine_png_writer;

// Starts an 8-bit RGBA PNG of width x height, as libpng's simplified API writes one (an
// sRGB chunk, no interlacing, libpng's default filters and compression), into the file at
// `path`, or into a growing memory buffer when `path` is NULL. Returns NULL on failure.
vitrine_png_writer *vitrine_png_writer_create(const char *path, unsigned width, unsigned height,
                                              char *error, size_t error_size);

// Writes the next row: `width` pixels, each as the bytes B, G, R, A with straight alpha.
// Returns 0, or -1 on failure.
int vitrine_png_writer_write_row(vitrine_png_writer *writer, const unsigned char *bgra,
                                 char *error, size_t error_size);

// Ends the image once every row is written and closes the file. Returns 0, or -1.
int vitrine_png_writer_finish(vitrine_png_writer *writer, char *error, size_t error_size);

// The bytes written to memory (none for a file); valid until the writer is destroyed.
const unsigned char *vitrine_png_writer_bytes(const vitrine_png_writer *writer, size_t *size);

// Frees the writer. A regular file not finished is closed and removed.
void vitrine_png_writer_destroy(vitrine_png_writer *writer);

#endif
