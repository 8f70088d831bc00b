#include "CJPEGHelper.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct vitrine_error_manager {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char *message;
    size_t message_size;
};

static void vitrine_error_exit(j_common_ptr info) {
    struct vitrine_error_manager *manager = (struct vitrine_error_manager *)info->err;
    char buffer[JMSG_LENGTH_MAX];
    manager->base.format_message(info, buffer);
    snprintf(manager->message, manager->message_size, "%s", buffer);
    longjmp(manager->escape, 1);
}

// Warnings (for example premature end of data) would otherwise print to stderr and
// leave grey rows; a truncated image is treated as an error.
static void vitrine_emit_message(j_common_ptr info, int level) {
    if (level < 0) {
        vitrine_error_exit(info);
    }
}

int vitrine_jpeg_decode(const unsigned char *data, size_t size, long max_width, long max_height,
                        long max_pixels, unsigned char **pixels, int *width, int *height,
                        char *error, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct vitrine_error_manager manager;
    unsigned char *volatile output = NULL;
    unsigned char *volatile cmyk_row = NULL;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = vitrine_error_exit;
    manager.base.emit_message = vitrine_emit_message;
    manager.message = error;
    manager.message_size = error_size;
    *pixels = NULL;
    if (setjmp(manager.escape)) {
        jpeg_destroy_decompress(&info);
        free(output);
        free(cmyk_row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((long)info.image_width > max_width || (long)info.image_height > max_height ||
        (long)info.image_width * (long)info.image_height > max_pixels) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        snprintf(error, error_size, "image too large: %ux%u", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -2;
    }
    int is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    output = malloc(stride * info.output_height);
    cmyk_row = is_cmyk ? malloc(stride) : NULL;
    if (output == NULL || (is_cmyk && cmyk_row == NULL)) {
        snprintf(error, error_size, "out of memory");
        longjmp(manager.escape, 1);
    }
    while (info.output_scanline < info.output_height) {
        unsigned char *row = output + stride * info.output_scanline;
        JSAMPROW target = is_cmyk ? cmyk_row : row;
        jpeg_read_scanlines(&info, &target, 1);
        if (is_cmyk) {
            // Adobe writes inverted CMYK; the product with K approximates RGB.
            for (unsigned x = 0; x < info.output_width; x++) {
                unsigned c = cmyk_row[x * 4], m = cmyk_row[x * 4 + 1], y = cmyk_row[x * 4 + 2], k = cmyk_row[x * 4 + 3];
                row[x * 4] = (unsigned char)((y * k + 127) / 255);
                row[x * 4 + 1] = (unsigned char)((m * k + 127) / 255);
                row[x * 4 + 2] = (unsigned char)((c * k + 127) / 255);
                row[x * 4 + 3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    free(cmyk_row);
    *pixels = output;
    return 0;
}

int vitrine_jpeg_encode(const unsigned char *pixels, int width, int height, int bytes_per_row,
                        int quality, unsigned char **output, unsigned long *output_size,
                        char *error, size_t error_size) {
    struct jpeg_compress_struct info;
    struct vitrine_error_manager manager;
    info.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = vitrine_error_exit;
    manager.message = error;
    manager.message_size = error_size;
    *output = NULL;
    *output_size = 0;
    if (setjmp(manager.escape)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)bytes_per_row * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}
