#include "stemma_lines.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

size_t stemma_line_starts(const uint8_t *bytes, size_t count, int32_t *starts, size_t capacity) {
  size_t found = 0;
  size_t index = 0;
#if defined(__SSE2__)
  const __m128i newline = _mm_set1_epi8('\n');
  // 64 bytes a step, their four comparisons' masks joined into one word; each newline is
  // written where it belongs, or to the spare slot past `capacity` once the room is full (a
  // select rather than a branch).
  for (; index + 64 <= count; index += 64) {
    const __m128i *chunk = (const __m128i *)(bytes + index);
    uint64_t mask = 0;
    for (int part = 0; part < 4; part++) {
      __m128i equal = _mm_cmpeq_epi8(_mm_loadu_si128(chunk + part), newline);
      mask |= (uint64_t)(unsigned)_mm_movemask_epi8(equal) << (16 * part);
    }
    while (mask != 0) {
      starts[found < capacity ? found : capacity] =
          (int32_t)(index + (size_t)__builtin_ctzll(mask) + 1);
      found++;
      mask &= mask - 1;
    }
  }
  for (; index < count; index++) {
    if (bytes[index] == '\n') {
      starts[found < capacity ? found : capacity] = (int32_t)(index + 1);
      found++;
    }
  }
#else
  while (index < count) {
    const uint8_t *next = memchr(bytes + index, '\n', count - index);
    if (next == NULL) break;
    index = (size_t)(next - bytes) + 1;
    starts[found < capacity ? found : capacity] = (int32_t)index;
    found++;
  }
#endif
  return found;
}
