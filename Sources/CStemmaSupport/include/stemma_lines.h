// stemma_lines.h — where a text's lines start, sixteen bytes compared at a time where the
// processor compares vectors (SSE2 on x86-64): Swift cannot turn a vector comparison into a
// bit mask, and a `memchr` call per line (the portable way) cost more than the scan itself on
// the shipped hypernym tables' 160,000 short lines.
#ifndef STEMMA_LINES_H
#define STEMMA_LINES_H

#include <stddef.h>
#include <stdint.h>

/// Finds every newline of `bytes[0..<count]` and writes, for the first `capacity` of them,
/// the offset just past it to `starts`, in order; `starts` has room for `capacity + 1` values,
/// the last a spare that later newlines overwrite. Returns the number of newlines (which may
/// exceed `capacity`: then call again with room for them all). `count` must be below 2^31.
size_t stemma_line_starts(const uint8_t *bytes, size_t count, int32_t *starts, size_t capacity);

#endif
