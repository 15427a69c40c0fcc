// stemma_hypernyms.h — the noun hierarchy from dictionaries/hypernyms/, compiled into the binary.
#ifndef STEMMA_HYPERNYMS_H
#define STEMMA_HYPERNYMS_H

#ifdef __cplusplus
extern "C" {
#endif

/// The hypernym table for a Stemma language code ("en"): UTF-8 text, one synset a line,
/// `LEMMAS<TAB>PARENTS` as described in dictionaries/build_hypernyms.py; not NUL-terminated.
/// Returns null (and a zero length) where no table is shipped. The bytes live as long as the
/// program.
const char *stemma_data_hypernyms(const char *code, long *length);

#ifdef __cplusplus
}
#endif

#endif
