// stemma_data.h — data files from dictionaries/, compiled into the binary.
#ifndef STEMMA_DATA_H
#define STEMMA_DATA_H

#ifdef __cplusplus
extern "C" {
#endif

/// The stop-word list for a Stemma language code ("en", "de", …): UTF-8, one word a line,
/// sorted. Returns null (and a zero length) where no list is shipped.
const char *stemma_data_stopwords(const char *code, long *length);

#ifdef __cplusplus
}
#endif

#endif
