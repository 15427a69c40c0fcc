// stemma_data.h — data files from dictionaries/, compiled into the binary.
#ifndef STEMMA_DATA_H
#define STEMMA_DATA_H

#ifdef __cplusplus
extern "C" {
#endif

/// The stop-word list for a Stemma language code ("en", "de", …): UTF-8, one word a line,
/// sorted. Returns null (and a zero length) where no list is shipped.
const char *stemma_data_stopwords(const char *code, long *length);

/// A lemma table for a Stemma language code: kind "lemmas" (form -> lemmas) or "inflections"
/// (lemma -> forms), in the binary layout described in dictionaries/build_lemmas.py. Returns
/// null (and a zero length) where no table is shipped. The bytes live as long as the program.
const unsigned char *stemma_data_lemma_table(const char *code, const char *kind, long *length);

#ifdef __cplusplus
}
#endif

#endif
