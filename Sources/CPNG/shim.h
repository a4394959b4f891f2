#include <png.h>

// Compound macros do not reach Swift; their values do, as constants.
static const unsigned int layoutsnap_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int layoutsnap_png_format_linear_rgba = PNG_FORMAT_LINEAR_RGB_ALPHA;
