#ifndef LAYOUTSNAP_PNG_WRITER_H
#define LAYOUTSNAP_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

// The PNG encoder's outside reference (Benchmarks/png_bench.py): a PNG written row by row
// through libpng into memory, with the settings closest to layoutsnap's own encoder (Up filter,
// zlib level 1, run-length matching). libpng reports errors by longjmp, which Swift cannot
// catch, so every call into libpng happens here, behind setjmp; a failed call returns 0 and
// leaves its message in layoutsnap_png_writer_error.

typedef struct layoutsnap_png_writer layoutsnap_png_writer;

/// How the rows handed to layoutsnap_png_writer_append are laid out in memory, 4 bytes a pixel.
typedef enum {
    /// Cairo's ARGB32 image memory on a little-endian machine: B, G, R, A, premultiplied.
    LAYOUTSNAP_PIXELS_CAIRO = 0,
    /// R, G, B, A, not premultiplied.
    LAYOUTSNAP_PIXELS_RGBA = 1,
} layoutsnap_pixel_layout;

/// A writer for a width × height image, 8-bit RGBA when has_alpha, else 8-bit RGB (the fourth
/// byte of each pixel is dropped). `fast` trades size for speed (no compression). NULL when
/// memory runs out.
layoutsnap_png_writer *layoutsnap_png_writer_create(uint32_t width, uint32_t height, int has_alpha, int fast);

/// Writes `count` rows, `stride` bytes apart; returns 0 on failure (more rows than the image
/// holds, or libpng's own error).
int layoutsnap_png_writer_append(
    layoutsnap_png_writer *writer, const unsigned char *rows, size_t stride, uint32_t count, layoutsnap_pixel_layout layout);

/// Ends the image once every row was written; returns 0 on failure. The file is then
/// layoutsnap_png_writer_bytes's `size` bytes.
int layoutsnap_png_writer_finish(layoutsnap_png_writer *writer);

const unsigned char *layoutsnap_png_writer_bytes(const layoutsnap_png_writer *writer, size_t *size);

/// The last failure's message, or "".
const char *layoutsnap_png_writer_error(const layoutsnap_png_writer *writer);

void layoutsnap_png_writer_destroy(layoutsnap_png_writer *writer);

#endif
