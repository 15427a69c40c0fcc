// stemma_crc32c.c — see stemma_crc32c.h.
#include "stemma_crc32c.h"

#include <string.h>

#if defined(__x86_64__)
#include <nmmintrin.h>

int stemma_crc32c_hardware_available(void) { return __builtin_cpu_supports("sse4.2"); }

__attribute__((target("sse4.2"))) uint32_t stemma_crc32c_update(
    uint32_t state, const void *bytes, size_t count) {
  const unsigned char *next = bytes;
  uint64_t wide = state;
  while (count >= 8) {
    uint64_t word;
    memcpy(&word, next, 8);
    wide = _mm_crc32_u64(wide, word);
    next += 8;
    count -= 8;
  }
  uint32_t narrow = (uint32_t)wide;
  while (count > 0) {
    narrow = _mm_crc32_u8(narrow, *next);
    next += 1;
    count -= 1;
  }
  return narrow;
}

#elif defined(__aarch64__)
#include <arm_acle.h>
#if defined(__linux__)
#include <sys/auxv.h>
#ifndef HWCAP_CRC32
#define HWCAP_CRC32 (1 << 7)
#endif
int stemma_crc32c_hardware_available(void) { return (getauxval(AT_HWCAP) & HWCAP_CRC32) != 0; }
#else
// Every 64-bit Apple processor has the CRC extension.
int stemma_crc32c_hardware_available(void) { return 1; }
#endif

__attribute__((target("crc"))) uint32_t stemma_crc32c_update(
    uint32_t state, const void *bytes, size_t count) {
  const unsigned char *next = bytes;
  while (count >= 8) {
    uint64_t word;
    memcpy(&word, next, 8);
    state = __crc32cd(state, word);
    next += 8;
    count -= 8;
  }
  while (count > 0) {
    state = __crc32cb(state, *next);
    next += 1;
    count -= 1;
  }
  return state;
}

#else
int stemma_crc32c_hardware_available(void) { return 0; }

uint32_t stemma_crc32c_update(uint32_t state, const void *bytes, size_t count) {
  (void)bytes;
  (void)count;
  return state;
}
#endif
