// Module Raster
