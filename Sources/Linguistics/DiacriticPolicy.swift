/// What diacritic folding may remove in a language, and its other folding rules.
///
/// Diacritic folding strips combining marks (U+0300–036F and the other combining-diacritic
/// blocks) so that `café`, `cafe` and `CAFÉ` meet. It never touches the marks that make up
/// letters in Indic, Thai or Japanese script (dakuten stay: `が` is not `か`), and per
/// language it keeps the letters whose merging would join different words:
///
/// | language | kept | why |
/// | --- | --- | --- |
/// | danish, norwegian | æ ø å | letters of their own (`ål` eel, `al`) |
/// | swedish, finnish | å ä ö | letters of their own (`för` for, `for` furrow) |
/// | german | — | `ä ö ü` fold to `a o u`, as German search (and Snowball's stemmer) treats them |
/// | spanish | ñ | `año` (year) is not `ano` (anus) |
/// | turkish | ç ğ ı ö ş ü | letters of their own; `I`/`ı` and `İ`/`i` are cased Turkic-style |
/// | hungarian | ö ő ü ű | letters of their own; the acute long vowels fold |
/// | every language | й ї ў ѓ ќ | Cyrillic letters of their own; `ё` folds to `е` |
/// | arabic | — | tashkeel (short-vowel marks) and tatweel are removed too |
/// | hebrew | — | niqqud and cantillation are removed too (`שָׁלוֹם` → `שלום`); Yiddish keeps them, as its YIVO spelling writes vowels with them (`אַ`, `אָ`) |
///
/// Stems are computed before diacritics are folded (Snowball's algorithms expect the marks),
/// then folded the same way.
public struct DiacriticPolicy: Hashable, Sendable {
  /// The code points kept as they are (lowercase, NFC), sorted.
  public let keep: [Int32]
  /// Whether Arabic tashkeel and tatweel are removed.
  public let stripsArabicMarks: Bool
  /// Whether Hebrew points (niqqud) and cantillation marks are removed.
  public let stripsHebrewPoints: Bool
  /// Whether `I` and `İ` are cased as Turkish and Azerbaijani do.
  public let turkicCasing: Bool
  /// Whether the English possessive `'s` is removed.
  public let removesPossessive: Bool

  init(
    keep: String, stripsArabicMarks: Bool = false, stripsHebrewPoints: Bool = false,
    turkicCasing: Bool = false, removesPossessive: Bool = false
  ) {
    let cyrillic = "йїўѓќ"
    self.keep = Set((keep + cyrillic).unicodeScalars.map { Int32($0.value) }).sorted()
    self.stripsArabicMarks = stripsArabicMarks
    self.stripsHebrewPoints = stripsHebrewPoints
    self.turkicCasing = turkicCasing
    self.removesPossessive = removesPossessive
  }
}

extension Language {
  /// What diacritic folding keeps in this language; see ``DiacriticPolicy``.
  public var diacriticPolicy: DiacriticPolicy {
    switch name {
    case "danish", "norwegian": DiacriticPolicy(keep: "æøå")
    case "swedish", "finnish": DiacriticPolicy(keep: "åäö")
    case "spanish": DiacriticPolicy(keep: "ñ")
    case "turkish": DiacriticPolicy(keep: "çğıöşü", turkicCasing: true)
    case "hungarian": DiacriticPolicy(keep: "öőüű")
    case "arabic": DiacriticPolicy(keep: "", stripsArabicMarks: true)
    case "hebrew": DiacriticPolicy(keep: "", stripsHebrewPoints: true)
    case "english", "porter": DiacriticPolicy(keep: "", removesPossessive: true)
    default: DiacriticPolicy(keep: "")
    }
  }
}
