// The reliability harness (see RELIABILITY.md): fuzz targets for the spec reader, the
// constraint grammar, VFL, the PNG decoder and the XIB importer, run under libFuzzer or
// by a deterministic mutation loop; and `soak`, a long render loop that watches memory.
import Foundation

exit(Harness.main(Array(CommandLine.arguments.dropFirst())))
