#ifndef VITRINE_CJPEGHELPER_H
#define VITRINE_CJPEGHELPER_H

#include <stddef.h>

// libjpeg reports errors by calling error_exit, which must not return; these helpers
// catch it with setjmp (impossible from Swift) and return an error message instead.

// Decodes JPEG data into malloc'ed native-endian 0xFFRRGGBB words, rows width*4 bytes
// apart. Returns 0 on success; otherwise writes a message to `error` and returns -1,
// or -2 when the image is larger than max_width x max_height or max_pixels.
int vitrine_jpeg_decode(const unsigned char *data, size_t size, long max_width, long max_height,
                        long max_pixels, unsigned char **pixels, int *width, int *height,
                        char *error, size_t error_size);

// Encodes native-endian xRGB words (alpha ignored) as JPEG with quality 0...100 into
// malloc'ed memory. Returns 0 on success; otherwise writes a message and returns -1.
int vitrine_jpeg_encode(const unsigned char *pixels, int width, int height, int bytes_per_row,
                        int quality, unsigned char **output, unsigned long *output_size,
                        char *error, size_t error_size);

#endif
