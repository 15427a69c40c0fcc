// c_pipeline.c — the plain C baseline for `stemma normalize --mode stem`: the same work on the
// same libraries, written the straightforward way. For each input line: ICU word breaks
// (UAX #29, rule status drops spaces and punctuation), NFKC_Casefold of each word, UTF-8, and
// Snowball's stemmer; the stems joined by a space, one output line per input line.
//
// Build: cc -O2 -o c_pipeline c_pipeline.c $(pkg-config --cflags --libs icu-uc) -lstemmer
// Usage: c_pipeline LANGUAGE < input > output
#include <libstemmer.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

static UChar *grow16(UChar *buffer, int32_t *capacity, int32_t needed) {
  if (needed <= *capacity) return buffer;
  *capacity = needed * 2;
  buffer = realloc(buffer, (size_t)*capacity * sizeof(UChar));
  if (buffer == NULL) { perror("realloc"); exit(1); }
  return buffer;
}

int main(int argc, char **argv) {
  const char *language = argc > 1 ? argv[1] : "english";
  struct sb_stemmer *stemmer = sb_stemmer_new(language, "UTF_8");
  if (stemmer == NULL) { fprintf(stderr, "no stemmer for %s\n", language); return 64; }
  UErrorCode error = U_ZERO_ERROR;
  const UNormalizer2 *casefold = unorm2_getNFKCCasefoldInstance(&error);
  UBreakIterator *breaker = ubrk_open(UBRK_WORD, "en", NULL, 0, &error);
  if (U_FAILURE(error)) { fprintf(stderr, "ICU: %s\n", u_errorName(error)); return 70; }

  char *line = NULL;
  size_t line_capacity = 0;
  ssize_t length;
  int32_t text_capacity = 1024, folded_capacity = 256, utf8_capacity = 1024;
  UChar *text = malloc((size_t)text_capacity * sizeof(UChar));
  UChar *folded = malloc((size_t)folded_capacity * sizeof(UChar));
  char *utf8 = malloc((size_t)utf8_capacity);
  static char out[1 << 16];
  setvbuf(stdout, out, _IOFBF, sizeof out);

  while ((length = getline(&line, &line_capacity, stdin)) >= 0) {
    if (length > 0 && line[length - 1] == '\n') length--;
    int32_t text_length = 0;
    error = U_ZERO_ERROR;
    text = grow16(text, &text_capacity, (int32_t)length + 1);
    u_strFromUTF8WithSub(text, text_capacity, &text_length, line, (int32_t)length, 0xFFFD, NULL,
                         &error);
    ubrk_setText(breaker, text, text_length, &error);
    int32_t start = ubrk_first(breaker), end;
    int first = 1;
    for (end = ubrk_next(breaker); end != UBRK_DONE; start = end, end = ubrk_next(breaker)) {
      if (ubrk_getRuleStatus(breaker) < UBRK_WORD_NONE_LIMIT) continue;
      error = U_ZERO_ERROR;
      int32_t folded_length =
        unorm2_normalize(casefold, text + start, end - start, folded, folded_capacity, &error);
      if (error == U_BUFFER_OVERFLOW_ERROR) {
        folded = grow16(folded, &folded_capacity, folded_length);
        error = U_ZERO_ERROR;
        folded_length =
          unorm2_normalize(casefold, text + start, end - start, folded, folded_capacity, &error);
      }
      int32_t utf8_length = 0;
      error = U_ZERO_ERROR;
      u_strToUTF8(utf8, utf8_capacity, &utf8_length, folded, folded_length, &error);
      if (error == U_BUFFER_OVERFLOW_ERROR || utf8_length >= utf8_capacity) {
        utf8_capacity = utf8_length * 2 + 1;
        utf8 = realloc(utf8, (size_t)utf8_capacity);
        error = U_ZERO_ERROR;
        u_strToUTF8(utf8, utf8_capacity, &utf8_length, folded, folded_length, &error);
      }
      const sb_symbol *stem = sb_stemmer_stem(stemmer, (const sb_symbol *)utf8, utf8_length);
      if (!first) putchar(' ');
      first = 0;
      fwrite(stem, 1, (size_t)sb_stemmer_length(stemmer), stdout);
    }
    putchar('\n');
  }
  free(line); free(text); free(folded); free(utf8);
  ubrk_close(breaker);
  sb_stemmer_delete(stemmer);
  return 0;
}
