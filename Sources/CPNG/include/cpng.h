// A longjmp-free face for libpng.
//
// libpng reports every error by longjmp-ing out of the failing call, which Swift cannot
// survive. Every function here sets up its own setjmp point, so a corrupt, truncated or
// hostile PNG becomes an error code plus a message, never a jump across Swift frames.
#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_direct.h"

/// Outcome of a cpng call. Zero is success.
typedef enum {
    CPNG_OK = 0,
    CPNG_NOT_PNG = 1,          ///< the 8-byte signature is missing
    CPNG_CORRUPT = 2,          ///< libpng rejected the data (bad CRC, bad zlib stream, bad header…)
    CPNG_TRUNCATED = 3,        ///< the data ended before the image did
    CPNG_TOO_LARGE = 4,        ///< width × height exceeds the caller's pixel limit
    CPNG_NO_MEMORY = 5,
    CPNG_INVALID_ARGUMENT = 6  ///< e.g. a zero-sized image or a too-small destination buffer
} cpng_status;

/// An error message written by libpng or by the wrapper; always NUL-terminated.
typedef struct {
    char message[200];
} cpng_error;

/// Reads only the header: the image size, without decoding pixel data.
cpng_status cpng_read_size(const uint8_t *data, size_t length,
                           uint32_t *width, uint32_t *height, cpng_error *error);

/// Decodes any PNG (every color type and bit depth, interlaced or not, with or without
/// tRNS) into 8-bit straight-alpha RGBA rows of `width * 4` bytes.
///
/// `destination` must hold `width * height * 4` bytes for the size `cpng_read_size`
/// returned; `max_pixels` is checked again before any pixel is decoded.
cpng_status cpng_decode_rgba(const uint8_t *data, size_t length, uint64_t max_pixels,
                             uint8_t *destination, size_t destination_length,
                             cpng_error *error);

/// Row filter masks (the values of libpng's PNG_FILTER_*), for `cpng_settings.filters`.
enum {
    CPNG_FILTER_NONE = 0x08,
    CPNG_FILTER_SUB = 0x10,
    CPNG_FILTER_UP = 0x20,
    CPNG_FILTER_AVG = 0x40,
    CPNG_FILTER_PAETH = 0x80,
    CPNG_FILTER_ALL = 0xF8
};

/// zlib strategies (the values of zlib's Z_*), for `cpng_settings.strategy`.
enum {
    CPNG_STRATEGY_DEFAULT = 0,
    CPNG_STRATEGY_FILTERED = 1,
    CPNG_STRATEGY_HUFFMAN_ONLY = 2,
    CPNG_STRATEGY_RLE = 3
};

/// Compression settings for `cpng_encode_rgba`.
typedef struct {
    int level;        ///< zlib level 0–9
    int filters;      ///< a CPNG_FILTER_* mask (CPNG_FILTER_ALL = adaptive choice per row)
    int strategy;     ///< a CPNG_STRATEGY_* zlib strategy
} cpng_settings;

/// A malloc'ed byte buffer; release it with `cpng_free_buffer`.
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} cpng_buffer;

/// Encodes 8-bit straight-alpha RGBA rows (`stride` bytes apart) as a PNG with only the
/// IHDR, IDAT and IEND chunks: no time, text or other variable metadata.
cpng_status cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                             size_t stride, cpng_settings settings,
                             cpng_buffer *output, cpng_error *error);

/// Releases a buffer `cpng_encode_rgba` filled.
void cpng_free_buffer(cpng_buffer *buffer);

#endif
