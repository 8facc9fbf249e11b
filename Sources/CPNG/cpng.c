// libpng behind setjmp: see cpng.h. Each public function owns one png_struct for the
// duration of the call and one setjmp point; nothing libpng-related outlives the call.
#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// The state libpng's callbacks reach through png_get_{io,error}_ptr.
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t position;
    int truncated;        // set when libpng asked for bytes past the end
    int out_of_memory;    // set when the output buffer could not grow
    cpng_buffer *output;
    cpng_error *error;
    jmp_buf jump;
} cpng_io;

static void set_message(cpng_error *error, const char *text) {
    if (error == NULL) return;
    strncpy(error->message, text ? text : "", sizeof error->message - 1);
    error->message[sizeof error->message - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp message) {
    cpng_io *io = (cpng_io *)png_get_error_ptr(png);
    // Keep the first message: a truncation note is more useful than what follows it.
    if (io->error != NULL && io->error->message[0] == '\0') set_message(io->error, message);
    longjmp(io->jump, 1);
}

// Warnings (a bad CRC in an ancillary chunk, unknown chunks…) are recoverable and ignored.
static void on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    cpng_io *io = (cpng_io *)png_get_io_ptr(png);
    if (count > io->length - io->position) {
        io->truncated = 1;
        png_error(png, "PNG data ends before the image does");
    }
    memcpy(out, io->data + io->position, count);
    io->position += count;
}

static void write_bytes(png_structp png, png_bytep bytes, size_t count) {
    cpng_io *io = (cpng_io *)png_get_io_ptr(png);
    cpng_buffer *buffer = io->output;
    if (count > buffer->capacity - buffer->length) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity - buffer->length < count) capacity *= 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) {
            io->out_of_memory = 1;
            png_error(png, "out of memory while writing PNG");
        }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, bytes, count);
    buffer->length += count;
}

static void flush_nothing(png_structp png) { (void)png; }

static cpng_status failure_status(const cpng_io *io) {
    if (io->out_of_memory) return CPNG_NO_MEMORY;
    return io->truncated ? CPNG_TRUNCATED : CPNG_CORRUPT;
}

// Starts a read: checks the signature and creates the structs. Returns CPNG_OK or an error.
static cpng_status begin_read(cpng_io *io, png_structp *png, png_infop *info) {
    if (io->length < 8 || png_sig_cmp(io->data, 0, 8) != 0) {
        set_message(io->error, "not a PNG file (the signature is missing)");
        return CPNG_NOT_PNG;
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, io, on_error, on_warning);
    if (*png == NULL) { set_message(io->error, "out of memory"); return CPNG_NO_MEMORY; }
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        set_message(io->error, "out of memory");
        return CPNG_NO_MEMORY;
    }
    // The caller's pixel limit is the real guard; libpng's own 1,000,000-pixel-per-side
    // default would reject legitimate tall screenshots.
    png_set_user_limits(*png, 0x7fffffff, 0x7fffffff);
    png_set_read_fn(*png, io, read_bytes);
    return CPNG_OK;
}

cpng_status cpng_read_size(const uint8_t *data, size_t length,
                           uint32_t *width, uint32_t *height, cpng_error *error) {
    if (error) error->message[0] = '\0';
    cpng_io io = { .data = data, .length = length, .error = error };
    png_structp png = NULL;
    png_infop info = NULL;
    cpng_status status = begin_read(&io, &png, &info);
    if (status != CPNG_OK) return status;
    if (setjmp(io.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        return failure_status(&io);
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

cpng_status cpng_decode_rgba(const uint8_t *data, size_t length, uint64_t max_pixels,
                             uint8_t *destination, size_t destination_length,
                             cpng_error *error) {
    if (error) error->message[0] = '\0';
    cpng_io io = { .data = data, .length = length, .error = error };
    png_structp png = NULL;
    png_infop info = NULL;
    // Row pointers live outside the setjmp scope so the error path can free them.
    png_bytep *volatile rows = NULL;
    cpng_status status = begin_read(&io, &png, &info);
    if (status != CPNG_OK) return status;
    if (setjmp(io.jump)) {
        free((void *)rows);
        png_destroy_read_struct(&png, &info, NULL);
        return failure_status(&io);
    }
    png_read_info(png, info);
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if ((uint64_t)width * height > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        set_message(error, "image has more pixels than the allowed maximum");
        return CPNG_TOO_LARGE;
    }
    if ((uint64_t)width * height * 4 > destination_length) {
        png_destroy_read_struct(&png, &info, NULL);
        set_message(error, "destination buffer is smaller than the image");
        return CPNG_INVALID_ARGUMENT;
    }

    // Normalise every input format to RGBA8: palette → RGB, low-bit gray → 8 bit,
    // tRNS → alpha, 16 bit → 8 bit (rounded, not truncated), gray → RGB, opaque → A=255.
    int color = png_get_color_type(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    png_set_expand(png);
    png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }

    rows = malloc(sizeof(png_bytep) * (height ? height : 1));
    if (rows == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        set_message(error, "out of memory");
        return CPNG_NO_MEMORY;
    }
    for (uint32_t y = 0; y < height; y++) rows[y] = destination + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free((void *)rows);
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

cpng_status cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                             size_t stride, cpng_settings settings,
                             cpng_buffer *output, cpng_error *error) {
    if (error) error->message[0] = '\0';
    if (width == 0 || height == 0 || stride < (size_t)width * 4 || rgba == NULL || output == NULL) {
        set_message(error, "a PNG needs a non-empty image and a row stride of at least width * 4");
        return CPNG_INVALID_ARGUMENT;
    }
    output->bytes = NULL;
    output->length = 0;
    output->capacity = 0;
    cpng_io io = { .output = output, .error = error };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &io, on_error, on_warning);
    if (png == NULL) { set_message(error, "out of memory"); return CPNG_NO_MEMORY; }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_message(error, "out of memory");
        return CPNG_NO_MEMORY;
    }
    if (setjmp(io.jump)) {
        png_destroy_write_struct(&png, &info);
        cpng_free_buffer(output);
        return io.out_of_memory ? CPNG_NO_MEMORY : CPNG_CORRUPT;
    }
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_write_fn(png, &io, write_bytes, flush_nothing);
    png_set_compression_level(png, settings.level);
    png_set_compression_strategy(png, settings.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    // One IDAT chunk per 256 KiB of compressed data instead of libpng's 8 KiB.
    png_set_compression_buffer_size(png, 256 * 1024);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    // Rows go straight from the caller's buffer: no intermediate copy of the image.
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return CPNG_OK;
}

void cpng_free_buffer(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->length = 0;
    buffer->capacity = 0;
}

// The header mirrors libpng's and zlib's constants so Swift needs neither header.
_Static_assert(CPNG_FILTER_NONE == PNG_FILTER_NONE && CPNG_FILTER_SUB == PNG_FILTER_SUB &&
               CPNG_FILTER_UP == PNG_FILTER_UP && CPNG_FILTER_AVG == PNG_FILTER_AVG &&
               CPNG_FILTER_PAETH == PNG_FILTER_PAETH && CPNG_FILTER_ALL == PNG_ALL_FILTERS,
               "filter masks match libpng");
_Static_assert(CPNG_STRATEGY_DEFAULT == Z_DEFAULT_STRATEGY && CPNG_STRATEGY_FILTERED == Z_FILTERED &&
               CPNG_STRATEGY_HUFFMAN_ONLY == Z_HUFFMAN_ONLY && CPNG_STRATEGY_RLE == Z_RLE,
               "strategies match zlib");
