// stemma_tagger.h — the part-of-speech tagger's weights from dictionaries/tagger/, compiled in.
#ifndef STEMMA_TAGGER_H
#define STEMMA_TAGGER_H

#ifdef __cplusplus
extern "C" {
#endif

/// The tagger model for a Stemma language code ("en"), in the STMTAG1 layout described in
/// dictionaries/build_tagger.py, 8-byte aligned. Returns null (and a zero length) where no model
/// is shipped. The bytes live as long as the program.
const unsigned char *stemma_data_tagger(const char *code, long *length);

#ifdef __cplusplus
}
#endif

#endif
