// stemma_crc32c.h — CRC-32C in hardware, where the processor has it (SSE 4.2 on x86-64, the
// CRC extension on ARMv8): Swift cannot ask for a target feature per function, so the
// instructions are reached from C. StemmaSupport's CRC32C falls back to software elsewhere.
#ifndef STEMMA_CRC32C_H
#define STEMMA_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/// Whether `stemma_crc32c_update` may be called on this processor.
int stemma_crc32c_hardware_available(void);

/// Advances a CRC-32C state (already inverted, as the algorithm keeps it) over `count` bytes.
/// Only valid when `stemma_crc32c_hardware_available()` returned nonzero.
uint32_t stemma_crc32c_update(uint32_t state, const void *bytes, size_t count);

#endif
