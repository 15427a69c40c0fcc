// stemma_nicknames.h — the nickname lists from dictionaries/nicknames/, compiled into the binary.
#ifndef STEMMA_NICKNAMES_H
#define STEMMA_NICKNAMES_H

#ifdef __cplusplus
extern "C" {
#endif

/// The nickname list for a Stemma language code ("en"): UTF-8, one `given<TAB>nickname` pair a
/// line, lowercased, sorted. Returns null (and a zero length) where no list is shipped. The
/// bytes live as long as the program.
const char *stemma_data_nicknames(const char *code, long *length);

#ifdef __cplusplus
}
#endif

#endif
