// The PNG writers layoutsnap could use instead of its own encoder (issue 30): the same pixels
// written (b) with its filters and libdeflate for the DEFLATE stream, and (c) with libspng.
// Reads the raw renders `snapshot-bench pixels DIR OUT` dumped (a header "width height
// opaque\n", then width × height straight RGBA pixels), writes each file ROUNDS times with
// each writer, checks that libpng decodes every file to the very pixels, and prints JSON:
// {"libdeflate": s, "libspng": s, "libdeflateBytes": n, "libspngBytes": n, "renders": n}.
// Built and run by Benchmarks/png_bench.py (make bench); never part of layoutsnap.
#include <libdeflate.h>
#include <png.h>
#include <spng.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    uint32_t width, height;
    int opaque;
    unsigned char *rgba;
} image;

typedef struct {
    unsigned char *bytes;
    size_t size, capacity;
} buffer;

static void put(buffer *out, const void *data, size_t size) {
    if (out->size + size > out->capacity) {
        out->capacity = (out->size + size) * 2;
        out->bytes = realloc(out->bytes, out->capacity);
        if (!out->bytes) exit(2);
    }
    memcpy(out->bytes + out->size, data, size);
    out->size += size;
}

static void put32(buffer *out, uint32_t value) {
    unsigned char b[4] = {value >> 24, value >> 16, value >> 8, value};
    put(out, b, 4);
}

static void chunk(buffer *out, const char *type, const unsigned char *data, size_t size) {
    put32(out, (uint32_t)size);
    size_t start = out->size;
    put(out, type, 4);
    if (size) put(out, data, size);
    put32(out, (uint32_t)libdeflate_crc32(0, out->bytes + start, size + 4));
}

// (b) layoutsnap's filter choice (Up for a row equal to the one above, else Sub) and one
// libdeflate call at level 1 over the filtered image.
static buffer write_libdeflate(const image *img, struct libdeflate_compressor *compressor) {
    int channels = img->opaque ? 3 : 4;
    size_t row_length = 1 + (size_t)img->width * channels;
    unsigned char *filtered = malloc(row_length * img->height);
    for (uint32_t y = 0; y < img->height; y++) {
        const unsigned char *row = img->rgba + (size_t)y * img->width * 4;
        unsigned char *out = filtered + y * row_length;
        if (y > 0 && memcmp(row, row - (size_t)img->width * 4, (size_t)img->width * 4) == 0) {
            out[0] = 2;  // Up: every difference is zero
            memset(out + 1, 0, row_length - 1);
            continue;
        }
        out[0] = 1;  // Sub
        unsigned char previous[4] = {0, 0, 0, 0};
        for (uint32_t x = 0; x < img->width; x++) {
            for (int c = 0; c < channels; c++) {
                unsigned char value = row[x * 4 + c];
                out[1 + x * channels + c] = (unsigned char)(value - previous[c]);
                previous[c] = value;
            }
        }
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, row_length * img->height);
    unsigned char *compressed = malloc(bound);
    size_t size = libdeflate_zlib_compress(compressor, filtered, row_length * img->height, compressed, bound);
    buffer out = {0};
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    put(&out, signature, 8);
    unsigned char header[13] = {img->width >> 24, img->width >> 16, img->width >> 8, img->width, img->height >> 24, img->height >> 16,
                                img->height >> 8, img->height, 8, img->opaque ? 2 : 6, 0, 0, 0};
    chunk(&out, "IHDR", header, 13);
    chunk(&out, "IDAT", compressed, size);
    chunk(&out, "IEND", NULL, 0);
    free(filtered);
    free(compressed);
    return out;
}

// (c) libspng at its fastest compressing settings: level 1, run-length matching, Up and Sub
// filters chosen per row.
static buffer write_spng(const image *img) {
    spng_ctx *ctx = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, 3);  // Z_RLE
    spng_set_option(ctx, SPNG_FILTER_CHOICE, SPNG_FILTER_CHOICE_UP | SPNG_FILTER_CHOICE_SUB);
    struct spng_ihdr ihdr = {.width = img->width, .height = img->height, .bit_depth = 8,
                             .color_type = img->opaque ? SPNG_COLOR_TYPE_TRUECOLOR : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA};
    spng_set_ihdr(ctx, &ihdr);
    size_t size = (size_t)img->width * img->height * (img->opaque ? 3 : 4);
    unsigned char *pixels = img->rgba;
    unsigned char *rgb = NULL;
    if (img->opaque) {
        rgb = malloc(size);
        for (size_t i = 0, n = (size_t)img->width * img->height; i < n; i++) memcpy(rgb + i * 3, img->rgba + i * 4, 3);
        pixels = rgb;
    }
    int error = spng_encode_image(ctx, pixels, size, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
    buffer out = {0};
    if (!error) {
        size_t length;
        int get_error;
        unsigned char *bytes = spng_get_png_buffer(ctx, &length, &get_error);
        out.bytes = bytes;
        out.size = length;
    } else {
        fprintf(stderr, "spng: %s\n", spng_strerror(error));
        exit(2);
    }
    free(rgb);
    spng_ctx_free(ctx);
    return out;
}

static int decodes_to(const buffer *file, const image *img) {
    png_image decoded;
    memset(&decoded, 0, sizeof decoded);
    decoded.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&decoded, file->bytes, file->size)) return 0;
    decoded.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(decoded));
    int ok = png_image_finish_read(&decoded, NULL, pixels, 0, NULL) && decoded.width == img->width && decoded.height == img->height
             && memcmp(pixels, img->rgba, (size_t)img->width * img->height * 4) == 0;
    free(pixels);
    png_image_free(&decoded);
    return ok;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: png_alternatives ROUNDS FILE…\n");
        return 2;
    }
    int rounds = atoi(argv[1]), count = argc - 2;
    image *images = calloc(count, sizeof(image));
    for (int i = 0; i < count; i++) {
        FILE *file = fopen(argv[i + 2], "rb");
        if (!file || fscanf(file, "%u %u %d\n", &images[i].width, &images[i].height, &images[i].opaque) != 3) return 2;
        size_t size = (size_t)images[i].width * images[i].height * 4;
        images[i].rgba = malloc(size);
        if (fread(images[i].rgba, 1, size, file) != size) return 2;
        fclose(file);
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(1);
    double *deflate_times = calloc(rounds, sizeof(double)), *spng_times = calloc(rounds, sizeof(double));
    size_t deflate_bytes = 0, spng_bytes = 0;
    for (int round = 0; round < rounds; round++) {
        for (int side = 0; side < 2; side++) {
            int which = (round + side) % 2;  // interleaved, each side first in turn
            double start = now();
            size_t bytes = 0;
            for (int i = 0; i < count; i++) {
                buffer file = which == 0 ? write_libdeflate(&images[i], compressor) : write_spng(&images[i]);
                bytes += file.size;
                if (round == 0 && !decodes_to(&file, &images[i])) {
                    fprintf(stderr, "%s: the %s file does not decode to its pixels\n", argv[i + 2], which == 0 ? "libdeflate" : "libspng");
                    return 1;
                }
                free(file.bytes);
            }
            double elapsed = now() - start;
            if (which == 0) {
                deflate_times[round] = elapsed;
                deflate_bytes = bytes;
            } else {
                spng_times[round] = elapsed;
                spng_bytes = bytes;
            }
        }
    }
    qsort(deflate_times, rounds, sizeof(double), compare_doubles);
    qsort(spng_times, rounds, sizeof(double), compare_doubles);
    printf("{\"libdeflate\": %f, \"libspng\": %f, \"libdeflateBytes\": %zu, \"libspngBytes\": %zu, \"renders\": %d}\n", deflate_times[rounds / 2],
           spng_times[rounds / 2], deflate_bytes, spng_bytes, count);
    return 0;
}
