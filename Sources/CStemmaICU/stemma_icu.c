// stemma_icu.c — the implementation of stemma_icu.h: the only file in Stemma that calls ICU.
#include "stemma_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/uversion.h>

struct stemma_word_breaker {
  UBreakIterator *iterator;
  UText text;
};

stemma_word_breaker *stemma_word_breaker_open(const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  stemma_word_breaker *breaker = calloc(1, sizeof(stemma_word_breaker));
  if (breaker == NULL) {
    *status = STEMMA_ERR_ICU;
    return NULL;
  }
  UText initial = UTEXT_INITIALIZER;
  breaker->text = initial;
  breaker->iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, &error);
  if (U_FAILURE(error)) {
    free(breaker);
    *status = STEMMA_ERR_ICU;
    return NULL;
  }
  *status = STEMMA_OK;
  return breaker;
}

void stemma_word_breaker_close(stemma_word_breaker *breaker) {
  if (breaker == NULL) return;
  ubrk_close(breaker->iterator);
  utext_close(&breaker->text);
  free(breaker);
}

void stemma_word_breaker_set_text(
  stemma_word_breaker *breaker, const char *text, int64_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  static const char empty[1] = {0};
  if (breaker == NULL || length < 0) {
    *status = STEMMA_ERR_ARGUMENT;
    return;
  }
  utext_openUTF8(&breaker->text, text != NULL ? text : empty, length, &error);
  if (U_SUCCESS(error)) ubrk_setUText(breaker->iterator, &breaker->text, &error);
  if (U_SUCCESS(error)) ubrk_first(breaker->iterator);
  *status = U_SUCCESS(error) ? STEMMA_OK : STEMMA_ERR_ICU;
}

int64_t stemma_word_breaker_next(stemma_word_breaker *breaker) {
  int32_t next = ubrk_next(breaker->iterator);
  return next == UBRK_DONE ? -1 : (int64_t)next;
}

int32_t stemma_word_breaker_rule_status(stemma_word_breaker *breaker) {
  return ubrk_getRuleStatus(breaker->iterator);
}

// A UTF-16 buffer that starts on the stack and moves to the heap when it must grow.
typedef struct {
  UChar *chars;
  int32_t length;
  int32_t capacity;
  UChar inline_storage[256];
  int failed;
} buffer16;

static void buffer16_init(buffer16 *b) {
  b->chars = b->inline_storage;
  b->length = 0;
  b->capacity = (int32_t)(sizeof(b->inline_storage) / sizeof(UChar));
  b->failed = 0;
}

static void buffer16_free(buffer16 *b) {
  if (b->chars != b->inline_storage) free(b->chars);
  buffer16_init(b);
}

static int buffer16_reserve(buffer16 *b, int64_t capacity) {
  if (capacity <= b->capacity) return 1;
  if (capacity > INT32_MAX / 2) {
    b->failed = 1;
    return 0;
  }
  int32_t grown = b->capacity * 2 > capacity ? b->capacity * 2 : (int32_t)capacity;
  UChar *chars = malloc((size_t)grown * sizeof(UChar));
  if (chars == NULL) {
    b->failed = 1;
    return 0;
  }
  memcpy(chars, b->chars, (size_t)b->length * sizeof(UChar));
  if (b->chars != b->inline_storage) free(b->chars);
  b->chars = chars;
  b->capacity = grown;
  return 1;
}

static void buffer16_append(buffer16 *b, UChar32 c) {
  if (!buffer16_reserve(b, (int64_t)b->length + 2)) return;
  U16_APPEND_UNSAFE(b->chars, b->length, c);
}

static void buffer16_append_units(buffer16 *b, const UChar *units, int32_t count) {
  if (!buffer16_reserve(b, (int64_t)b->length + count)) return;
  memcpy(b->chars + b->length, units, (size_t)count * sizeof(UChar));
  b->length += count;
}

// Decodes UTF-8 into `out` (ill-formed sequences become U+FFFD).
static int from_utf8(const char *input, int32_t length, buffer16 *out) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t needed = 0;
  if (!buffer16_reserve(out, (int64_t)length + 1)) return 0;
  u_strFromUTF8WithSub(out->chars, out->capacity, &needed, input, length, 0xFFFD, NULL, &error);
  if (U_FAILURE(error)) return 0;
  out->length = needed;
  return 1;
}

// Encodes `in` as UTF-8 into the caller's buffer; returns the byte length needed.
static int32_t to_utf8(const buffer16 *in, char *output, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t needed = 0;
  u_strToUTF8WithSub(output, capacity, &needed, in->chars, in->length, 0xFFFD, NULL, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR || (U_SUCCESS(error) && needed > capacity)) {
    *status = STEMMA_ERR_BUFFER_TOO_SMALL;
  } else if (U_FAILURE(error)) {
    *status = STEMMA_ERR_ICU;
  } else {
    *status = STEMMA_OK;
  }
  return needed;
}

// Normalizes `in` into `out` with `normalizer`.
static int normalize16(const UNormalizer2 *normalizer, const UChar *in, int32_t length,
                       buffer16 *out) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t needed = unorm2_normalize(normalizer, in, length, out->chars, out->capacity, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    if (!buffer16_reserve(out, needed)) return 0;
    error = U_ZERO_ERROR;
    needed = unorm2_normalize(normalizer, in, length, out->chars, out->capacity, &error);
  }
  if (U_FAILURE(error)) return 0;
  out->length = needed;
  return 1;
}

static int32_t normalize_utf8(const UNormalizer2 *normalizer, const char *input, int32_t length,
                              char *output, int32_t capacity, int32_t *status) {
  buffer16 source, result;
  buffer16_init(&source);
  buffer16_init(&result);
  int32_t needed = 0;
  if (input == NULL || length < 0) {
    *status = STEMMA_ERR_ARGUMENT;
  } else if (!from_utf8(input, length, &source) ||
             !normalize16(normalizer, source.chars, source.length, &result)) {
    *status = STEMMA_ERR_ICU;
  } else {
    needed = to_utf8(&result, output, capacity, status);
  }
  buffer16_free(&source);
  buffer16_free(&result);
  return needed;
}

int32_t stemma_nfkc_casefold(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = unorm2_getNFKCCasefoldInstance(&error);
  if (U_FAILURE(error)) {
    *status = STEMMA_ERR_ICU;
    return 0;
  }
  return normalize_utf8(normalizer, input, length, output, capacity, status);
}

int32_t stemma_nfc(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *normalizer = unorm2_getNFCInstance(&error);
  if (U_FAILURE(error)) {
    *status = STEMMA_ERR_ICU;
    return 0;
  }
  return normalize_utf8(normalizer, input, length, output, capacity, status);
}

static int is_width_form(UChar32 c) { return (c >= 0xFF00 && c <= 0xFFEF) || c == 0x3000; }

int32_t stemma_fold_width(
  const char *input, int32_t length, char *output, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&error);
  buffer16 source, result, run;
  buffer16_init(&source);
  buffer16_init(&result);
  buffer16_init(&run);
  int32_t needed = 0;
  if (U_FAILURE(error) || input == NULL || length < 0 || !from_utf8(input, length, &source)) {
    *status = input == NULL || length < 0 ? STEMMA_ERR_ARGUMENT : STEMMA_ERR_ICU;
    goto done;
  }
  int32_t i = 0;
  while (i < source.length) {
    int32_t start = i;
    UChar32 c;
    U16_NEXT(source.chars, i, source.length, c);
    if (!is_width_form(c)) {
      buffer16_append(&result, c);
      continue;
    }
    int32_t end = i;
    while (end < source.length) {
      int32_t next = end;
      U16_NEXT(source.chars, next, source.length, c);
      if (!is_width_form(c)) break;
      end = next;
    }
    if (!normalize16(nfkc, source.chars + start, end - start, &run)) {
      *status = STEMMA_ERR_ICU;
      goto done;
    }
    buffer16_append_units(&result, run.chars, run.length);
    i = end;
  }
  if (result.failed) {
    *status = STEMMA_ERR_ICU;
    goto done;
  }
  needed = to_utf8(&result, output, capacity, status);
done:
  buffer16_free(&source);
  buffer16_free(&result);
  buffer16_free(&run);
  return needed;
}

static int is_strippable_mark(UChar32 c, int32_t flags) {
  if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) ||
      (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF) ||
      (c >= 0xFE20 && c <= 0xFE2F)) {
    return 1;
  }
  if ((flags & STEMMA_STRIP_ARABIC_MARKS) &&
      ((c >= 0x064B && c <= 0x065F) || c == 0x0670 || c == 0x0640)) {
    return 1;
  }
  if ((flags & STEMMA_STRIP_HEBREW_POINTS) && c >= 0x0591 && c <= 0x05C7 && c != 0x05BE &&
      c != 0x05C0 && c != 0x05C3 && c != 0x05C6) {
    return 1;
  }
  return 0;
}

static int is_kept(UChar32 c, const int32_t *keep, int32_t count) {
  int32_t low = 0, high = count - 1;
  while (low <= high) {
    int32_t middle = low + (high - low) / 2;
    if (keep[middle] == c) return 1;
    if (keep[middle] < c) low = middle + 1; else high = middle - 1;
  }
  return 0;
}

// Letters that carry a diacritic but have no canonical decomposition, and the two ligatures
// that search users type apart (cœur/coeur, Æsir/aesir). Lucene's ASCIIFoldingFilter does the same.
static int append_undecomposable(buffer16 *out, UChar32 c) {
  switch (c) {
    case 0x00F8: buffer16_append(out, 'o'); return 1;  // ø
    case 0x0111: buffer16_append(out, 'd'); return 1;  // đ
    case 0x0142: buffer16_append(out, 'l'); return 1;  // ł
    case 0x0140: buffer16_append(out, 'l'); return 1;  // ŀ
    case 0x0127: buffer16_append(out, 'h'); return 1;  // ħ
    case 0x0167: buffer16_append(out, 't'); return 1;  // ŧ
    case 0x0131: buffer16_append(out, 'i'); return 1;  // ı
    case 0x0153: buffer16_append(out, 'o'); buffer16_append(out, 'e'); return 1;  // œ
    case 0x00E6: buffer16_append(out, 'a'); buffer16_append(out, 'e'); return 1;  // æ
    default: return 0;
  }
}

int32_t stemma_fold_diacritics(
  const char *input, int32_t length, const int32_t *keep, int32_t keep_count, int32_t flags,
  char *output, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *nfc = unorm2_getNFCInstance(&error);
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&error);
  buffer16 source, composed, stripped, result;
  buffer16_init(&source);
  buffer16_init(&composed);
  buffer16_init(&stripped);
  buffer16_init(&result);
  int32_t needed = 0;
  if (U_FAILURE(error) || input == NULL || length < 0 || !from_utf8(input, length, &source) ||
      !normalize16(nfc, source.chars, source.length, &composed)) {
    *status = input == NULL || length < 0 ? STEMMA_ERR_ARGUMENT : STEMMA_ERR_ICU;
    goto done;
  }
  int32_t i = 0;
  UChar decomposition[32];
  while (i < composed.length) {
    UChar32 c;
    U16_NEXT(composed.chars, i, composed.length, c);
    if (keep != NULL && keep_count > 0 && is_kept(c, keep, keep_count)) {
      buffer16_append(&stripped, c);
      continue;
    }
    if (append_undecomposable(&stripped, c)) continue;
    UErrorCode decomposition_error = U_ZERO_ERROR;
    int32_t count = unorm2_getDecomposition(nfd, c, decomposition, 32, &decomposition_error);
    if (count < 0 || U_FAILURE(decomposition_error)) {
      if (!is_strippable_mark(c, flags)) buffer16_append(&stripped, c);
      continue;
    }
    int32_t j = 0;
    while (j < count) {
      UChar32 part;
      U16_NEXT(decomposition, j, count, part);
      // A part is folded as a letter on its own would be (ǽ is æ plus an acute: "ae", as æ),
      // so that folding twice gives what folding once did.
      if (keep != NULL && keep_count > 0 && is_kept(part, keep, keep_count)) {
        buffer16_append(&stripped, part);
      } else if (!is_strippable_mark(part, flags) && !append_undecomposable(&stripped, part)) {
        buffer16_append(&stripped, part);
      }
    }
  }
  if (stripped.failed || !normalize16(nfc, stripped.chars, stripped.length, &result)) {
    *status = STEMMA_ERR_ICU;
    goto done;
  }
  needed = to_utf8(&result, output, capacity, status);
done:
  buffer16_free(&source);
  buffer16_free(&composed);
  buffer16_free(&stripped);
  buffer16_free(&result);
  return needed;
}

int32_t stemma_is_extended_pictographic(int32_t code_point) {
  return u_hasBinaryProperty(code_point, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}

const char *stemma_icu_version(void) {
  static char text[U_MAX_VERSION_STRING_LENGTH];
  UVersionInfo version;
  u_getVersion(version);
  u_versionToString(version, text);
  return text;
}

const char *stemma_unicode_version(void) {
  static char text[U_MAX_VERSION_STRING_LENGTH];
  UVersionInfo version;
  u_getUnicodeVersion(version);
  u_versionToString(version, text);
  return text;
}
