// stemma_hypernyms.h — the noun hierarchy from dictionaries/hypernyms/, compiled into the binary.
#ifndef STEMMA_HYPERNYMS_H
#define STEMMA_HYPERNYMS_H

#ifdef __cplusplus
extern "C" {
#endif

/// A hypernym table for a Stemma language code ("en"), UTF-8 text in the layout described in
/// dictionaries/build_hypernyms.py, not NUL-terminated: kind "synsets" (one synset a line,
/// `LEMMAS<TAB>PARENTS`) or "words" (one word a line, sorted, `WORD<TAB>SENSES`). Returns null
/// (and a zero length) where no table is shipped. The bytes live as long as the program.
const char *stemma_data_hypernyms(const char *code, const char *kind, long *length);

#ifdef __cplusplus
}
#endif

#endif
