internal import Linguistics

/// The folding that makes keys compare equal across spellings a language's own search key
/// keeps apart: every diacritic and special Latin letter ("muñoz" even where Spanish keeps
/// ñ, "lukasz" for "Łukasz"), and German umlauts spelled out ("mueller" for "Müller").
enum MatchFolding {
  /// Full diacritic folding: English's normalizer, which keeps no letter of its own.
  static let latin = Normalizer(
    language: VocabularyStore.Configuration.defaultLanguage, options: .searchKey)

  /// `word` (already folded by its language) with any remaining diacritic removed.
  /// - Complexity: O(*n*); O(1) extra work for ASCII words.
  static func fold(_ word: String) -> String {
    word.utf8.allSatisfy { $0 < 0x80 } ? word : latin.normalize(word)
  }

  /// The German transliteration of `surface` (ä → ae, ö → oe, ü → ue, ß → ss), folded, or
  /// `nil` when it has none of those letters.
  static func germanAlternate(of surface: String) -> String? {
    guard surface.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    var changed = false
    var result = ""
    for character in surface.lowercased() {
      switch character {
      case "ä": result += "ae"
      case "ö": result += "oe"
      case "ü": result += "ue"
      case "ß": result += "ss"
      default:
        result.append(character)
        continue
      }
      changed = true
    }
    return changed ? fold(latin.normalize(result)) : nil
  }

  /// Whether `text` holds anything but white space, punctuation and invisible characters: a
  /// value made only of "?!" or "..." is empty.
  static func hasContent(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation, .nonspacingMark,
        .enclosingMark, .unassigned:
        return false
      default:
        return true
      }
    }
  }
}
