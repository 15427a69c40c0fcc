// The memory hints are static inline functions in include/stemma_memory.h; SwiftPM needs one
// source file to build a C target.
#include "stemma_memory.h"
