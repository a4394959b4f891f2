#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

struct layoutsnap_png_writer {
    png_structp png;
    png_infop info;
    uint32_t width, height, rows_written;
    int has_alpha;
    /// One converted row, as the PNG stores it.
    unsigned char *row;
    /// The file so far.
    unsigned char *data;
    size_t size, capacity;
    int out_of_memory;
    char error[256];
};

static void append_bytes(png_structp png, png_bytep bytes, size_t count) {
    layoutsnap_png_writer *writer = png_get_io_ptr(png);
    if (writer->size + count > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 1 << 16;
        while (capacity < writer->size + count) capacity *= 2;
        unsigned char *grown = realloc(writer->data, capacity);
        if (!grown) {
            writer->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, count);
    writer->size += count;
}

static void flush_nothing(png_structp png) { (void)png; }

static void record_error(png_structp png, png_const_charp message) {
    layoutsnap_png_writer *writer = png_get_error_ptr(png);
    snprintf(writer->error, sizeof writer->error, "%s", message);
    png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

layoutsnap_png_writer *layoutsnap_png_writer_create(uint32_t width, uint32_t height, int has_alpha, int fast) {
    layoutsnap_png_writer *writer = calloc(1, sizeof *writer);
    if (!writer) return NULL;
    writer->width = width;
    writer->height = height;
    writer->has_alpha = has_alpha;
    writer->row = malloc((size_t)width * 4 + 1);
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, writer, record_error, ignore_warning);
    writer->info = writer->png ? png_create_info_struct(writer->png) : NULL;
    if (!writer->row || !writer->info) {
        layoutsnap_png_writer_destroy(writer);
        return NULL;
    }
    if (setjmp(png_jmpbuf(writer->png))) return writer;  // the error is kept for the next call
    png_set_write_fn(writer->png, writer, append_bytes, flush_nothing);
    png_set_IHDR(writer->png, writer->info, width, height, 8, has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // Interface pictures repeat the row above far more often than anything else: the Up filter
    // turns such rows into zeros, and zlib's run-length matching at its fastest level takes
    // them quickly. Trying every filter per row would make files ~25% smaller and writing
    // three times slower.
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, fast ? PNG_FILTER_NONE : PNG_FILTER_UP);
    png_set_compression_level(writer->png, fast ? Z_NO_COMPRESSION : 1);
    png_set_compression_strategy(writer->png, Z_RLE);
    png_set_compression_buffer_size(writer->png, 1 << 17);
    png_write_info(writer->png, writer->info);
    return writer;
}

/// Straight (not premultiplied) colour from a premultiplied channel, rounded.
static inline unsigned char unpremultiply(unsigned value, unsigned alpha) {
    unsigned straight = (value * 255 + alpha / 2) / alpha;
    return straight > 255 ? 255 : (unsigned char)straight;
}

static void convert_row(const layoutsnap_png_writer *writer, const unsigned char *source, layoutsnap_pixel_layout layout) {
    unsigned char *target = writer->row;
    const uint32_t width = writer->width;
    // Cairo's memory holds B, G, R; the other layout R, G, B.
    const int red = layout == LAYOUTSNAP_PIXELS_CAIRO ? 2 : 0, blue = 2 - red;
    if (!writer->has_alpha) {
        for (uint32_t x = 0; x < width; x++, source += 4, target += 3) {
            target[0] = source[red];
            target[1] = source[1];
            target[2] = source[blue];
        }
        return;
    }
    const int premultiplied = layout == LAYOUTSNAP_PIXELS_CAIRO;
    for (uint32_t x = 0; x < width; x++, source += 4, target += 4) {
        const unsigned alpha = source[3];
        if (!premultiplied || alpha == 255) {
            target[0] = source[red];
            target[1] = source[1];
            target[2] = source[blue];
        } else if (alpha == 0) {
            target[0] = target[1] = target[2] = 0;
        } else {
            target[0] = unpremultiply(source[red], alpha);
            target[1] = unpremultiply(source[1], alpha);
            target[2] = unpremultiply(source[blue], alpha);
        }
        target[3] = (unsigned char)alpha;
    }
}

int layoutsnap_png_writer_append(
    layoutsnap_png_writer *writer, const unsigned char *rows, size_t stride, uint32_t count, layoutsnap_pixel_layout layout) {
    if (writer->error[0]) return 0;
    if (count > writer->height - writer->rows_written) {
        snprintf(writer->error, sizeof writer->error, "more rows than the image's %u", writer->height);
        return 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    for (uint32_t row = 0; row < count; row++) {
        convert_row(writer, rows + row * stride, layout);
        png_write_row(writer->png, writer->row);
    }
    writer->rows_written += count;
    return 1;
}

int layoutsnap_png_writer_finish(layoutsnap_png_writer *writer) {
    if (writer->error[0]) return 0;
    if (writer->rows_written != writer->height) {
        snprintf(writer->error, sizeof writer->error, "%u of the image's %u rows were written", writer->rows_written, writer->height);
        return 0;
    }
    if (setjmp(png_jmpbuf(writer->png))) return 0;
    png_write_end(writer->png, writer->info);
    return 1;
}

const unsigned char *layoutsnap_png_writer_bytes(const layoutsnap_png_writer *writer, size_t *size) {
    *size = writer->size;
    return writer->data;
}

const char *layoutsnap_png_writer_error(const layoutsnap_png_writer *writer) { return writer->error; }

void layoutsnap_png_writer_destroy(layoutsnap_png_writer *writer) {
    if (!writer) return;
    if (writer->png) png_destroy_write_struct(&writer->png, writer->info ? &writer->info : NULL);
    free(writer->row);
    free(writer->data);
    free(writer);
}
