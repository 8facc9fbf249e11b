// A direct decoder for the PNGs Stacksnap itself writes, next to libpng.
//
// Goldens are 8-bit RGBA, not interlaced, with only IHDR, IDAT and IEND chunks. For those
// the whole decode is: check every chunk's CRC, inflate the IDAT data in one call
// (libdeflate, several times faster than zlib's inflate, Adler-32 checked), undo the row
// filters. Anything else — another format, another chunk, any doubt at all — is refused
// with CPNG_DIRECT_UNSUPPORTED and goes to `cpng_decode_rgba`, which then decides: the
// direct decoder accepts only files libpng accepts too, and gives the same pixels.
#ifndef CPNG_DIRECT_H
#define CPNG_DIRECT_H

#include <stddef.h>
#include <stdint.h>

typedef enum {
    CPNG_DIRECT_OK = 0,
    /// Not a file this decoder takes, or not one it can vouch for: use libpng.
    CPNG_DIRECT_UNSUPPORTED = 1,
    CPNG_DIRECT_NO_MEMORY = 2
} cpng_direct_status;

/// The size of a PNG the direct decoder takes: a valid signature and an IHDR (CRC
/// checked) for 8-bit RGBA without interlacing. Decides nothing about the rest.
cpng_direct_status cpng_direct_size(const uint8_t *data, size_t length,
                                    uint32_t *width, uint32_t *height);

/// Decodes into `rows`, which must hold `height * (width * 4 + 1)` bytes: on success row
/// y's pixels are at `rows + y * (width * 4 + 1) + 1`, unfiltered (the byte before each
/// row is its filter type, no longer meaningful). Checks the whole file first: signature,
/// IHDR as `cpng_direct_size` takes it, then only IDAT chunks (one run) and IEND, every
/// length and CRC, the zlib stream ending exactly with the image, its Adler-32, and every
/// filter type.
cpng_direct_status cpng_direct_decode(const uint8_t *data, size_t length,
                                      uint8_t *rows, size_t rows_length);

/// Moves the rows `cpng_direct_decode` left into place: row y at `rows + y * width * 4`.
void cpng_direct_pack(uint8_t *rows, uint32_t width, uint32_t height);

#endif
