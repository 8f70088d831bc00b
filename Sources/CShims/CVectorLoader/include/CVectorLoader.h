#ifndef VITRINE_CVECTORLOADER_H
#define VITRINE_CVECTORLOADER_H

#include <cairo.h>
#include <glib-object.h>

// The librsvg and poppler-glib functions that VectorImage calls, under our own names,
// forwarded to the libraries, which are opened on the first call (see VectorLoader.c).
// Linked directly they would be mapped into every app before main runs (librsvg, poppler
// and the 60 libraries they need: about 13 MB resident, measured), for the few apps whose
// asset catalogs hold SVG or PDF images. When a library cannot be opened, each function
// fails as the library does for bad data, with a GError that says why.

typedef struct _VitrineRsvgHandle VitrineRsvgHandle;             // RsvgHandle
typedef struct _VitrinePopplerDocument VitrinePopplerDocument;   // PopplerDocument
typedef struct _VitrinePopplerPage VitrinePopplerPage;           // PopplerPage
// RsvgRectangle, with its layout.
typedef struct {
    double x, y, width, height;
} VitrineRsvgRectangle;

VitrineRsvgHandle *vitrine_rsvg_handle_new_from_data(const guint8 *data, gsize length, GError **error);
gboolean vitrine_rsvg_handle_get_intrinsic_size_in_pixels(VitrineRsvgHandle *handle, gdouble *width, gdouble *height);
// rsvg_handle_get_intrinsic_dimensions, asked for the view box only.
void vitrine_rsvg_handle_get_view_box(VitrineRsvgHandle *handle, gboolean *has_view_box, VitrineRsvgRectangle *view_box);
gboolean vitrine_rsvg_handle_has_sub(VitrineRsvgHandle *handle, const char *id);
gboolean vitrine_rsvg_handle_get_geometry_for_layer(VitrineRsvgHandle *handle, const char *id,
                                                    const VitrineRsvgRectangle *viewport, VitrineRsvgRectangle *ink,
                                                    VitrineRsvgRectangle *logical, GError **error);
gboolean vitrine_rsvg_handle_render_document(VitrineRsvgHandle *handle, cairo_t *cairo,
                                             const VitrineRsvgRectangle *viewport, GError **error);
gboolean vitrine_rsvg_handle_render_layer(VitrineRsvgHandle *handle, cairo_t *cairo, const char *id,
                                          const VitrineRsvgRectangle *viewport, GError **error);

VitrinePopplerDocument *vitrine_poppler_document_new_from_bytes(GBytes *bytes, const char *password, GError **error);
int vitrine_poppler_document_get_n_pages(VitrinePopplerDocument *document);
VitrinePopplerPage *vitrine_poppler_document_get_page(VitrinePopplerDocument *document, int index);
void vitrine_poppler_page_get_size(VitrinePopplerPage *page, double *width, double *height);
void vitrine_poppler_page_render(VitrinePopplerPage *page, cairo_t *cairo);

#endif
