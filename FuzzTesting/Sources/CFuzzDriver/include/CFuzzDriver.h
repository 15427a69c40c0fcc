#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links). SwiftPM links an executable
// with `main` aliased to `<module>_main`, which `-parse-as-library` leaves undefined; each
// target defines that symbol and hands over to this driver instead of libFuzzer's own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
