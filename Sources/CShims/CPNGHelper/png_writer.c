#include "CPNGHelper.h"

#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct vitrine_png_writer {
    png_structp png;
    png_infop info;
    FILE *file;
    char *path;
    unsigned char *bytes;
    size_t size;
    size_t capacity;
    int failed;
    int finished;
    char message[256];
};

static void vitrine_png_error(png_structp png, png_const_charp message) {
    struct vitrine_png_writer *writer = png_get_error_ptr(png);
    snprintf(writer->message, sizeof writer->message, "%s", message);
    png_longjmp(png, 1);
}

// libpng's default prints warnings to stderr; the simplified API drops them too.
static void vitrine_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void vitrine_png_write_memory(png_structp png, png_bytep data, size_t length) {
    struct vitrine_png_writer *writer = png_get_io_ptr(png);
    if (length > writer->capacity - writer->size) {
        size_t capacity = writer->capacity ? writer->capacity : 64 * 1024;
        while (length > capacity - writer->size) {
            if (capacity > ((size_t)-1) / 2) png_error(png, "PNG too big");
            capacity *= 2;
        }
        unsigned char *bytes = realloc(writer->bytes, capacity);
        if (!bytes) png_error(png, "out of memory for the PNG");
        writer->bytes = bytes;
        writer->capacity = capacity;
    }
    memcpy(writer->bytes + writer->size, data, length);
    writer->size += length;
}

static void vitrine_png_flush_memory(png_structp png) {
    (void)png;
}

static void vitrine_png_report(const struct vitrine_png_writer *writer, char *error, size_t error_size) {
    if (error && error_size) snprintf(error, error_size, "%s", writer->message);
}

vitrine_png_writer *vitrine_png_writer_create(const char *path, unsigned width, unsigned height,
                                              char *error, size_t error_size) {
    struct vitrine_png_writer *writer = calloc(1, sizeof *writer);
    if (!writer) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, vitrine_png_error, vitrine_png_warning);
    if (writer->png) writer->info = png_create_info_struct(writer->png);
    if (!writer->png || !writer->info) {
        snprintf(error, error_size, "cannot start libpng");
        vitrine_png_writer_destroy(writer);
        return NULL;
    }
    if (path) {
        writer->file = fopen(path, "wb");
        if (!writer->file) {
            snprintf(error, error_size, "%s: %s", path, strerror(errno));
            vitrine_png_writer_destroy(writer);
            return NULL;
        }
        // Only a regular file is removed when unfinished: never a device such as /dev/full.
        struct stat status;
        if (fstat(fileno(writer->file), &status) == 0 && S_ISREG(status.st_mode)) writer->path = strdup(path);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        vitrine_png_report(writer, error, error_size);
        vitrine_png_writer_destroy(writer);
        return NULL;
    }
    if (writer->file) {
        png_init_io(writer->png, writer->file);
    } else {
        png_set_write_fn(writer->png, writer, vitrine_png_write_memory, vitrine_png_flush_memory);
    }
    // As png_image_write_to_memory does: bad situations are errors, not warnings.
    png_set_benign_errors(writer->png, 0);
    png_set_IHDR(writer->png, writer->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(writer->png, writer->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(writer->png, writer->info);
    // Transformations are set after the header, as libpng requires.
    png_set_bgr(writer->png);
    return writer;
}

int vitrine_png_writer_write_row(vitrine_png_writer *writer, const unsigned char *bgra,
                                 char *error, size_t error_size) {
    if (writer->failed || writer->finished) {
        snprintf(error, error_size, "the PNG writer has stopped");
        return -1;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        writer->failed = 1;
        vitrine_png_report(writer, error, error_size);
        return -1;
    }
    png_write_row(writer->png, bgra);
    return 0;
}

int vitrine_png_writer_finish(vitrine_png_writer *writer, char *error, size_t error_size) {
    if (writer->failed || writer->finished) {
        snprintf(error, error_size, "the PNG writer has stopped");
        return -1;
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        writer->failed = 1;
        vitrine_png_report(writer, error, error_size);
        return -1;
    }
    png_write_end(writer->png, writer->info);
    if (writer->file) {
        FILE *file = writer->file;
        writer->file = NULL;
        if (fflush(file) != 0 || ferror(file)) {
            snprintf(error, error_size, "cannot write the PNG: %s", strerror(errno));
            fclose(file);
            writer->failed = 1;
            return -1;
        }
        if (fclose(file) != 0) {
            snprintf(error, error_size, "cannot write the PNG: %s", strerror(errno));
            writer->failed = 1;
            return -1;
        }
    }
    writer->finished = 1;
    return 0;
}

const unsigned char *vitrine_png_writer_bytes(const vitrine_png_writer *writer, size_t *size) {
    *size = writer->size;
    return writer->bytes;
}

void vitrine_png_writer_destroy(vitrine_png_writer *writer) {
    if (!writer) return;
    if (writer->png) png_destroy_write_struct(&writer->png, writer->info ? &writer->info : NULL);
    if (writer->file) fclose(writer->file);
    if (writer->path && !writer->finished) remove(writer->path);
    free(writer->path);
    free(writer->bytes);
    free(writer);
}
