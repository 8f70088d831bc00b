#include "CVectorLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The libraries' own prototypes, with our opaque types for theirs (all pointers).
// (library, result, name, parameters, arguments)
#define FUNCTIONS(F) \
    F(rsvg, VitrineRsvgHandle *, rsvg_handle_new_from_data, (const guint8 *data, gsize length, GError **error), \
      (data, length, error)) \
    F(rsvg, gboolean, rsvg_handle_get_intrinsic_size_in_pixels, (VitrineRsvgHandle *handle, gdouble *width, \
      gdouble *height), (handle, width, height)) \
    F(rsvg, gboolean, rsvg_handle_has_sub, (VitrineRsvgHandle *handle, const char *id), (handle, id)) \
    F(rsvg, gboolean, rsvg_handle_get_geometry_for_layer, (VitrineRsvgHandle *handle, const char *id, \
      const VitrineRsvgRectangle *viewport, VitrineRsvgRectangle *ink, VitrineRsvgRectangle *logical, \
      GError **error), (handle, id, viewport, ink, logical, error)) \
    F(rsvg, gboolean, rsvg_handle_render_document, (VitrineRsvgHandle *handle, cairo_t *cairo, \
      const VitrineRsvgRectangle *viewport, GError **error), (handle, cairo, viewport, error)) \
    F(rsvg, gboolean, rsvg_handle_render_layer, (VitrineRsvgHandle *handle, cairo_t *cairo, const char *id, \
      const VitrineRsvgRectangle *viewport, GError **error), (handle, cairo, id, viewport, error)) \
    F(poppler, VitrinePopplerDocument *, poppler_document_new_from_bytes, (GBytes *bytes, const char *password, \
      GError **error), (bytes, password, error)) \
    F(poppler, int, poppler_document_get_n_pages, (VitrinePopplerDocument *document), (document)) \
    F(poppler, VitrinePopplerPage *, poppler_document_get_page, (VitrinePopplerDocument *document, int index), \
      (document, index))

#define VOID_FUNCTIONS(F) \
    F(rsvg, rsvg_handle_get_intrinsic_dimensions, (VitrineRsvgHandle *handle, gboolean *has_width, void *width, \
      gboolean *has_height, void *height, gboolean *has_view_box, VitrineRsvgRectangle *view_box), \
      (handle, has_width, width, has_height, height, has_view_box, view_box)) \
    F(poppler, poppler_page_get_size, (VitrinePopplerPage *page, double *width, double *height), (page, width, height)) \
    F(poppler, poppler_page_render, (VitrinePopplerPage *page, cairo_t *cairo), (page, cairo))

#define FIELD(library, result, name, parameters, arguments) result (*name) parameters;
#define VOID_FIELD(library, name, parameters, arguments) void (*name) parameters;
static struct {
    FUNCTIONS(FIELD)
    VOID_FUNCTIONS(VOID_FIELD)
} real;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int rsvg_loaded, poppler_loaded;
static char rsvg_error[256], poppler_error[256];

static void *open_library(const char *file, char *error, size_t size) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) snprintf(error, size, "cannot load %s", dlerror());
    return library;
}

static void *find_symbol(void *library, const char *name, char *error, size_t size) {
    if (!library) return NULL;
    void *symbol = dlsym(library, name);
    if (!symbol && !error[0]) snprintf(error, size, "%s", dlerror());
    return symbol;
}

static void load(void) {
    void *rsvg = open_library("librsvg-2.so.2", rsvg_error, sizeof rsvg_error);
    void *poppler = open_library("libpoppler-glib.so.8", poppler_error, sizeof poppler_error);
#define LOOKUP(library, result, name, ...) \
    real.name = find_symbol(library, #name, library##_error, sizeof library##_error);
#define VOID_LOOKUP(library, name, ...) \
    real.name = find_symbol(library, #name, library##_error, sizeof library##_error);
    FUNCTIONS(LOOKUP)
    VOID_FUNCTIONS(VOID_LOOKUP)
    rsvg_loaded = !rsvg_error[0];
    poppler_loaded = !poppler_error[0];
}

static int rsvg_is_loaded(void) {
    pthread_once(&load_once, load);
    return rsvg_loaded;
}

static int poppler_is_loaded(void) {
    pthread_once(&load_once, load);
    return poppler_loaded;
}

static void set_load_error(GError **error, const char *message) {
    g_set_error_literal(error, g_quark_from_static_string("vitrine-vector-loader"), 0, message);
}

VitrineRsvgHandle *vitrine_rsvg_handle_new_from_data(const guint8 *data, gsize length, GError **error) {
    if (!rsvg_is_loaded()) {
        set_load_error(error, rsvg_error);
        return NULL;
    }
    return real.rsvg_handle_new_from_data(data, length, error);
}

gboolean vitrine_rsvg_handle_get_intrinsic_size_in_pixels(VitrineRsvgHandle *handle, gdouble *width, gdouble *height) {
    return rsvg_is_loaded() && real.rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height);
}

void vitrine_rsvg_handle_get_view_box(VitrineRsvgHandle *handle, gboolean *has_view_box, VitrineRsvgRectangle *view_box) {
    *has_view_box = FALSE;
    if (rsvg_is_loaded()) real.rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, has_view_box, view_box);
}

gboolean vitrine_rsvg_handle_has_sub(VitrineRsvgHandle *handle, const char *id) {
    return rsvg_is_loaded() && real.rsvg_handle_has_sub(handle, id);
}

gboolean vitrine_rsvg_handle_get_geometry_for_layer(VitrineRsvgHandle *handle, const char *id,
                                                    const VitrineRsvgRectangle *viewport, VitrineRsvgRectangle *ink,
                                                    VitrineRsvgRectangle *logical, GError **error) {
    if (!rsvg_is_loaded()) {
        set_load_error(error, rsvg_error);
        return FALSE;
    }
    return real.rsvg_handle_get_geometry_for_layer(handle, id, viewport, ink, logical, error);
}

gboolean vitrine_rsvg_handle_render_document(VitrineRsvgHandle *handle, cairo_t *cairo,
                                             const VitrineRsvgRectangle *viewport, GError **error) {
    if (!rsvg_is_loaded()) {
        set_load_error(error, rsvg_error);
        return FALSE;
    }
    return real.rsvg_handle_render_document(handle, cairo, viewport, error);
}

gboolean vitrine_rsvg_handle_render_layer(VitrineRsvgHandle *handle, cairo_t *cairo, const char *id,
                                          const VitrineRsvgRectangle *viewport, GError **error) {
    if (!rsvg_is_loaded()) {
        set_load_error(error, rsvg_error);
        return FALSE;
    }
    return real.rsvg_handle_render_layer(handle, cairo, id, viewport, error);
}

VitrinePopplerDocument *vitrine_poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error) {
    if (!poppler_is_loaded()) {
        set_load_error(error, poppler_error);
        return NULL;
    }
    return real.poppler_document_new_from_bytes(bytes, password, error);
}

int vitrine_poppler_document_get_n_pages(VitrinePopplerDocument *document) {
    return poppler_is_loaded() ? real.poppler_document_get_n_pages(document) : 0;
}

VitrinePopplerPage *vitrine_poppler_document_get_page(VitrinePopplerDocument *document, int index) {
    return poppler_is_loaded() ? real.poppler_document_get_page(document, index) : NULL;
}

void vitrine_poppler_page_get_size(VitrinePopplerPage *page, double *width, double *height) {
    *width = *height = 0;
    if (poppler_is_loaded()) real.poppler_page_get_size(page, width, height);
}

void vitrine_poppler_page_render(VitrinePopplerPage *page, cairo_t *cairo) {
    if (poppler_is_loaded()) real.poppler_page_render(page, cairo);
}
