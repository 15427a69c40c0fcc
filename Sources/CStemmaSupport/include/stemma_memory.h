// stemma_memory.h — memory hints Swift cannot spell.
#ifndef STEMMA_MEMORY_H
#define STEMMA_MEMORY_H

/// Asks the processor to bring the cache line holding `address` in for reading: a hint, never
/// a fault, whatever the address.
static inline void stemma_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }

#endif
