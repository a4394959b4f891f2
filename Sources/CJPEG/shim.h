#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

// libjpeg reports a fatal error by calling error_exit, which must not return: it jumps back
// here, where the decoder is torn down. Swift cannot setjmp, so the whole decode is C.

struct layoutsnap_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void layoutsnap_jpeg_fail(j_common_ptr info) {
    longjmp(((struct layoutsnap_jpeg_error *)info->err)->jump, 1);
}

static void layoutsnap_jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/// Decodes JPEG bytes to 8-bit RGB, 3 bytes a pixel, rows top to bottom, with libjpeg's exact
/// integer IDCT (the same pixels on every machine with this libjpeg). Returns a buffer the
/// caller frees, or NULL: not a JPEG, a colour space with no RGB form (CMYK), corrupt data,
/// or more than `max_pixels` pixels (checked before anything is allocated).
static inline unsigned char *layoutsnap_jpeg_decode_rgb(
    const unsigned char *bytes, unsigned long size, unsigned long max_pixels, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct layoutsnap_jpeg_error error;
    unsigned char *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = layoutsnap_jpeg_fail;
    error.base.emit_message = layoutsnap_jpeg_quiet;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK || info.image_width == 0 || info.image_height == 0
        || (unsigned long)info.image_width * info.image_height > max_pixels
        || (info.jpeg_color_space != JCS_GRAYSCALE && info.jpeg_color_space != JCS_YCbCr && info.jpeg_color_space != JCS_RGB)) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    info.out_color_space = JCS_RGB;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 3;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return pixels;
}
