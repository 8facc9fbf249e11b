// The direct decoder: see cpng_direct.h.
//
// Steps of cpng_direct_decode, each refusing (CPNG_DIRECT_UNSUPPORTED) at the first doubt:
//  1. the signature and the IHDR chunk (`read_header`);
//  2. every chunk after it: length, type, CRC, order — IDATs in one run, then IEND
//     (`gather_idat`, which also says where the compressed data is);
//  3. one libdeflate call inflates it straight into `rows`, checking the zlib header, that
//     the stream ends exactly where the image does and uses all the data, and Adler-32;
//  4. the row filters are undone in place (`unfilter`).
//
// Strictness is the point: whatever is refused is decoded by libpng, whose verdict (an
// error for a broken file) is the product's. So nothing here may accept a file libpng
// would reject, and libpng's limits are met on the safe side (chunk lengths, chunk names).
#include "cpng_direct.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_type(const uint8_t *chunk, const char *name) { return memcmp(chunk + 4, name, 4) == 0; }

// One chunk at `offset`: its data length, after checking that the whole chunk is inside the
// file, that the length is one PNG allows (< 2^31) and that the CRC (over type and data)
// matches. Returns 0 when any of that fails.
static int read_chunk(const uint8_t *data, size_t length, size_t offset, uint32_t *data_length) {
    if (length < 12 || offset > length - 12) return 0;
    uint32_t n = be32(data + offset);
    if (n > 0x7fffffffu || n > length - 12 - offset) return 0;
    for (int i = 4; i < 8; i++) {  // chunk types are four ASCII letters
        uint8_t c = data[offset + i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return 0;
    }
    uint32_t crc = (uint32_t)libdeflate_crc32(0, data + offset + 4, (size_t)n + 4);
    if (crc != be32(data + offset + 8 + n)) return 0;
    *data_length = n;
    return 1;
}

// Step 1: the signature, then IHDR as the first chunk: 13 bytes, a size PNG allows, 8-bit
// RGBA (color type 6), compression 0, filter method 0, no interlacing.
static int read_header(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height) {
    if (data == NULL || length < 8 || memcmp(data, signature, 8) != 0) return 0;
    uint32_t n;
    if (!read_chunk(data, length, 8, &n) || !is_type(data + 8, "IHDR") || n != 13) return 0;
    const uint8_t *h = data + 16;
    uint32_t w = be32(h), ht = be32(h + 4);
    if (w == 0 || ht == 0 || w > 0x7fffffffu || ht > 0x7fffffffu) return 0;
    if (h[8] != 8 || h[9] != 6 || h[10] != 0 || h[11] != 0 || h[12] != 0) return 0;
    *width = w;
    *height = ht;
    return 1;
}

cpng_direct_status cpng_direct_size(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height) {
    return read_header(data, length, width, height) ? CPNG_DIRECT_OK : CPNG_DIRECT_UNSUPPORTED;
}

// The longest IDAT chunk libpng reads for this image whatever its settings: the raw size
// plus zlib's worst-case overhead, as libpng's png_check_chunk_length computes it (its
// limit is this or more).
static size_t idat_limit(uint32_t width, uint32_t height) {
    size_t row_factor = (size_t)width * 4 + 1;
    size_t limit = height > 0xffffffffu / row_factor ? 0x7fffffffu : (size_t)height * row_factor;
    size_t factor = row_factor > 32566 ? 32566 : row_factor;
    limit += 6 + 5 * (limit / factor + 1);
    return limit < 0x7fffffffu ? limit : 0x7fffffffu;
}

// Step 2: after IHDR (which ends at offset 33), one run of IDAT chunks, then IEND (empty).
// Nothing else: the writer puts nothing else there, and any other chunk is libpng's to
// judge. Returns the first IDAT's offset, their number and the total compressed length,
// or 0.
static int gather_idat(const uint8_t *data, size_t length, size_t max_idat,
                       size_t *first, size_t *count, size_t *total) {
    size_t offset = 33;
    *first = offset;
    *count = 0;
    *total = 0;
    for (;;) {
        uint32_t n;
        if (!read_chunk(data, length, offset, &n)) return 0;
        if (is_type(data + offset, "IDAT")) {
            if (n > max_idat) return 0;
            *count += 1;
            *total += n;
            offset += 12 + (size_t)n;
            continue;
        }
        return *count > 0 && is_type(data + offset, "IEND") && n == 0;
    }
}

// Step 4 helpers. Filter types are PNG's: 0 none, 1 sub, 2 up, 3 average, 4 Paeth; `bpp`
// is 4 (RGBA8), `prior` the previous unfiltered row (NULL for the first row: all zero).
static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

static int unfilter_row(uint8_t type, uint8_t *row, const uint8_t *prior, size_t n) {
    switch (type) {
    case 0:
        return 1;
    case 1:
        for (size_t i = 4; i < n; i++) row[i] = (uint8_t)(row[i] + row[i - 4]);
        return 1;
    case 2:
        if (prior) for (size_t i = 0; i < n; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        return 1;
    case 3:
        for (size_t i = 0; i < n; i++) {
            unsigned left = i >= 4 ? row[i - 4] : 0, up = prior ? prior[i] : 0;
            row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
        }
        return 1;
    case 4:
        for (size_t i = 0; i < n; i++) {
            uint8_t left = i >= 4 ? row[i - 4] : 0, up = prior ? prior[i] : 0;
            uint8_t corner = (i >= 4 && prior) ? prior[i - 4] : 0;
            row[i] = (uint8_t)(row[i] + paeth(left, up, corner));
        }
        return 1;
    default:
        return 0;  // libpng: "bad adaptive filter value"
    }
}

cpng_direct_status cpng_direct_decode(const uint8_t *data, size_t length, uint8_t *rows, size_t rows_length) {
    uint32_t width, height;
    if (!read_header(data, length, &width, &height)) return CPNG_DIRECT_UNSUPPORTED;
    size_t stride = (size_t)width * 4 + 1;
    if (rows == NULL || (size_t)height > rows_length / stride || rows_length != stride * height)
        return CPNG_DIRECT_UNSUPPORTED;
    size_t first, count, total;
    if (!gather_idat(data, length, idat_limit(width, height), &first, &count, &total) || total == 0)
        return CPNG_DIRECT_UNSUPPORTED;

    // Step 3. One IDAT (the usual case) is inflated where it lies; several are joined first.
    const uint8_t *stream = data + first + 8;
    uint8_t *joined = NULL;
    if (count > 1) {
        joined = malloc(total);
        if (joined == NULL) return CPNG_DIRECT_NO_MEMORY;
        size_t offset = first, at = 0;
        for (size_t k = 0; k < count; k++) {
            uint32_t n = be32(data + offset);
            memcpy(joined + at, data + offset + 8, n);
            at += n;
            offset += 12 + (size_t)n;
        }
        stream = joined;
    }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (inflater == NULL) {
        free(joined);
        return CPNG_DIRECT_NO_MEMORY;
    }
    size_t used = 0;
    // No actual-size pointer: anything but exactly `rows_length` bytes is an error.
    enum libdeflate_result result =
        libdeflate_zlib_decompress_ex(inflater, stream, total, rows, rows_length, &used, NULL);
    libdeflate_free_decompressor(inflater);
    free(joined);
    if (result != LIBDEFLATE_SUCCESS || used != total) return CPNG_DIRECT_UNSUPPORTED;

    // Step 4, in place: each row after its filter byte.
    const uint8_t *prior = NULL;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = rows + (size_t)y * stride;
        if (!unfilter_row(row[0], row + 1, prior, stride - 1)) return CPNG_DIRECT_UNSUPPORTED;
        prior = row + 1;
    }
    return CPNG_DIRECT_OK;
}

void cpng_direct_pack(uint8_t *rows, uint32_t width, uint32_t height) {
    size_t n = (size_t)width * 4;
    // Row y moves left by y + 1 bytes, onto space rows above it no longer use.
    for (uint32_t y = 0; y < height; y++) memmove(rows + (size_t)y * n, rows + (size_t)y * (n + 1) + 1, n);
}
