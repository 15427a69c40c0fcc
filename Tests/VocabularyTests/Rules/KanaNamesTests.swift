import Foundation
import Linguistics
import Testing

@testable import Vocabulary

/// Japanese names: script, width and honorifics set aside, and the writer's own parts
/// matched rather than ICU's pieces. Each vocabulary here is this file's own.
@Suite struct KanaNamesTests {
  /// A Japanese store with `entries` of `kind`, each used `uses` times.
  func store(
    _ entries: [(String, Int)], kind: EntryKind = .contactName
  ) throws -> VocabularyStore {
    let store = VocabularyStore(
      configuration: .init(languages: [try Language("ja")]), nicknames: testNicknames)
    try store.update { batch in
      for (text, uses) in entries {
        try batch.add(text, kind: kind, uses: uses, lastUsed: daysAgo(1))
      }
    }
    return store
  }

  static let family = [("やまだ はなこ", 5), ("すずき いちろう", 5), ("佐藤 健", 5), ("たかはしゆい", 5)]

  /// Katakana, hiragana and half-width spellings, with or without an honorific in any of
  /// those scripts, all find the one contact they name.
  @Test(arguments: [
    "ハナコちゃん", "ヤマダ", "やまだ", "はなこさん", "ﾊﾅｺ", "ﾔﾏﾀﾞｻﾝ", "ヤマダサマ", "やまだ様", "ハナコチャン",
    "はなこ くん", "ヤマダセンセイ", "ハナコ ヤマダ", "ﾔﾏﾀﾞﾊﾅｺ",
  ])
  func everySpellingFindsTheName(input: String) throws {
    let store = try store(Self.family)
    let resolution = store.resolve(input, as: .contactName, now: referenceNow)
    #expect(resolution.displayForms == ["やまだ はなこ"], "\(input): \(resolution)")
    #expect(resolution.outcome != .disambiguation)
  }

  /// A family or given name alone resolves as its romanized counterpart does in a Latin
  /// vocabulary of the same shape: the Japanese path feeds the same word alignment.
  @Test(arguments: [
    ("やまだ", "yamada"), ("ハナコ", "hanako"), ("はなこさん", "hanako"), ("いちろう", "ichiro"),
    ("スズキ", "suzuki"), ("けん", "ken"),
  ])
  func aPartAloneResolvesAsInLatinScript(japanese: String, latin: String) throws {
    let kana = try store(Self.family + [("さとう けん", 5)])
    let romaji = try makeStore(
      [
        ("Yamada Hanako", 5), ("Suzuki Ichiro", 5), ("Sato Takeru", 5), ("Takahashiyui", 5),
        ("Sato Ken", 5),
      ],
      kind: .contactName)
    let found = kana.resolve(japanese, as: .contactName, now: referenceNow)
    let expected = romaji.resolve(latin, as: .contactName, now: referenceNow)
    #expect(found.outcome == expected.outcome, "\(japanese): \(found) vs \(expected)")
    #expect(found.candidates.first?.strength == expected.candidates.first?.strength)
  }

  /// An entry typed without a space is matched by its start or end: the family name or the
  /// given name alone.
  @Test(arguments: [("タカハシ", "たかはしゆい"), ("ゆいちゃん", "たかはしゆい"), ("サトウ", "さとうけんじ")])
  func anUnspacedEntryIsFoundByItsStartOrEnd(input: String, expected: String) throws {
    let store = try store(Self.family + [("さとうけんじ", 3)])
    let resolution = store.resolve(input, as: .contactName, now: referenceNow)
    #expect(resolution.displayForms.first == expected, "\(input): \(resolution)")
  }

  /// Where the writer put spaces, a piece of a part is not a name: "やま" is not "やまだ".
  @Test func aSpacedPartIsNotCut() throws {
    let store = try store(Self.family)
    #expect(store.resolve("やま", as: .contactName, now: referenceNow) == .unsupported)
    #expect(store.resolve("ハナ", as: .contactName, now: referenceNow) == .unsupported)
  }

  /// Two people with the same given name: the name alone picks neither.
  @Test func aSharedGivenNameAsksWhich() throws {
    let store = try store([("やまだ はなこ", 5), ("きむら はなこ", 5), ("すずき いちろう", 5)])
    let resolution = store.resolve("ハナコちゃん", as: .contactName, now: referenceNow)
    #expect(Set(resolution.displayForms) == ["やまだ はなこ", "きむら はなこ"], "\(resolution)")
    #expect(resolution.outcome == .disambiguation)
  }

  /// Albums too: a part of an unspaced kanji title finds it, a kana title in katakana finds
  /// its hiragana entry.
  @Test func albumsMatchOnTheirParts() throws {
    let store = try store(
      [("京都旅行", 5), ("なつやすみ", 5), ("卒業式", 5)], kind: .photoAlbumName)
    #expect(
      store.resolve("京都", as: .photoAlbumName, now: referenceNow).displayForms == ["京都旅行"])
    #expect(
      store.resolve("ナツヤスミ", as: .photoAlbumName, now: referenceNow).displayForms == ["なつやすみ"])
  }

  /// The parts of a value: spaces kept, scripts and widths folded, honorifics set aside.
  @Test func partsFoldScriptWidthAndHonorifics() throws {
    let analyzer = Analyzer(language: try Language("ja"))
    #expect(
      KanaNames.parts(of: "ﾔﾏﾀﾞ ハナコちゃん", analyzer: analyzer, honorifics: .standard)
        == ["やまだ", "はなこ"])
    #expect(
      KanaNames.parts(of: "やまだ はなこ さん", analyzer: analyzer, honorifics: .standard)
        == ["やまだ", "はなこ"])
    #expect(KanaNames.parts(of: "Anne Johnson", analyzer: analyzer, honorifics: nil).isEmpty)
  }
}
