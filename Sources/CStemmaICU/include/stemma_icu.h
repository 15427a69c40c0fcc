// stemma_icu.h — Stemma's own C API over system ICU.
//
// Why a shim: ICU renames every function with a version suffix (ubrk_open_72) through macros
// that Swift cannot import, and importing ICU's headers into a Swift module that also sees
// Foundation clashes with the ICU that Foundation bundles. This header therefore exposes no ICU
// type and no ICU macro: only plain C types and functions prefixed `stemma_`. All text crosses
// the boundary as UTF-8 with explicit byte lengths; offsets are UTF-8 byte offsets.
#ifndef STEMMA_ICU_H
#define STEMMA_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned through `int32_t *status` parameters: 0 is success.
enum {
  STEMMA_OK = 0,
  STEMMA_ERR_ICU = 1,             ///< ICU reported a failure (details in the ICU error name).
  STEMMA_ERR_BUFFER_TOO_SMALL = 2,///< The output did not fit; the return value is the size needed.
  STEMMA_ERR_INVALID_UTF8 = 3,    ///< The input is not well-formed UTF-8.
  STEMMA_ERR_ARGUMENT = 4         ///< A null pointer or negative length.
};

/// Word-break rule status ranges (ICU's UWordBreak values, copied so Swift needs no ICU header).
enum {
  STEMMA_WORD_NONE = 0,
  STEMMA_WORD_NONE_LIMIT = 100,
  STEMMA_WORD_NUMBER = 100,
  STEMMA_WORD_NUMBER_LIMIT = 200,
  STEMMA_WORD_LETTER = 200,
  STEMMA_WORD_LETTER_LIMIT = 300,
  STEMMA_WORD_KANA = 300,
  STEMMA_WORD_KANA_LIMIT = 400,
  STEMMA_WORD_IDEO = 400,
  STEMMA_WORD_IDEO_LIMIT = 500
};

/// An ICU word-break iterator over UTF-8 text. Not thread-safe: one user at a time.
typedef struct stemma_word_breaker stemma_word_breaker;

/// Opens a word-break iterator for `locale` (a BCP-47 or ICU locale id, "" for root).
stemma_word_breaker *stemma_word_breaker_open(const char *locale, int32_t *status);
/// Frees the iterator. Null is allowed.
void stemma_word_breaker_close(stemma_word_breaker *breaker);
/// Points the iterator at `length` bytes of UTF-8 (not copied: keep them alive while iterating).
/// Ill-formed sequences are treated as U+FFFD by ICU; offsets stay byte offsets into `text`.
void stemma_word_breaker_set_text(
  stemma_word_breaker *breaker, const char *text, int64_t length, int32_t *status);
/// The next boundary as a byte offset, or -1 when there is none.
int64_t stemma_word_breaker_next(stemma_word_breaker *breaker);
/// The rule status of the segment that ends at the last boundary returned (see STEMMA_WORD_*).
int32_t stemma_word_breaker_rule_status(stemma_word_breaker *breaker);

/// Applies NFKC_Casefold to UTF-8 `input`, writing UTF-8 to `output`. Returns the output length
/// in bytes; if it exceeds `capacity`, nothing useful is written, `*status` is
/// STEMMA_ERR_BUFFER_TOO_SMALL and the call should be repeated with a larger buffer.
int32_t stemma_nfkc_casefold(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status);

/// Applies NFC to UTF-8 `input`; same buffer protocol as `stemma_nfkc_casefold`.
int32_t stemma_nfc(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status);

/// Applies NFKC only to the Halfwidth and Fullwidth Forms (U+FF00–U+FFEF) and the ideographic
/// space (U+3000), leaving every other character as it is: width folding on its own.
int32_t stemma_fold_width(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status);

/// Flags for `stemma_fold_diacritics`: script-specific marks removed besides the combining
/// diacritics.
enum {
  STEMMA_STRIP_ARABIC_MARKS = 1,  ///< Arabic tashkeel U+064B–065F, U+0670 and tatweel U+0640.
  STEMMA_STRIP_HEBREW_POINTS = 2  ///< Hebrew points and cantillation U+0591–05C7 (not maqaf,
                                  ///< paseq, sof pasuq or nun hafukha, which are punctuation).
};

/// Removes diacritics: every character is canonically decomposed and the combining marks of the
/// blocks U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF, U+20D0–20FF and U+FE20–FE2F are dropped, with
/// the script marks that `flags` (STEMMA_STRIP_*) name; the result is recomposed with NFC.
/// Characters listed in the sorted array `keep` (code points, after NFC) are copied untouched,
/// so a language keeps the letters it needs (Spanish ñ).
int32_t stemma_fold_diacritics(
  const char *input, int32_t length, const int32_t *keep, int32_t keep_count, int32_t flags,
  char *output, int32_t capacity, int32_t *status);

/// Non-zero when the code point has the Extended_Pictographic property (emoji and pictographs).
int32_t stemma_is_extended_pictographic(int32_t code_point);

/// The ICU version string, e.g. "72.1".
const char *stemma_icu_version(void);

/// The Unicode version ICU implements, e.g. "15.0".
const char *stemma_unicode_version(void);

#ifdef __cplusplus
}
#endif

#endif
