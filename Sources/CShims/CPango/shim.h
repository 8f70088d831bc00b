#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
/* Colour bitmap glyphs (CBDT, sbix) are drawn by TextLayout from their PNGs (issue 29). */
#include <hb-ot.h>
