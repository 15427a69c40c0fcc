// The target exists for its header; SwiftPM wants a source file in every C target.
#include "CFuzzDriver.h"
