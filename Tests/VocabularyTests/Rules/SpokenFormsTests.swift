import Foundation
import Testing

@testable import Vocabulary

/// Spoken forms of numbers and letters: each test fails when its rule is removed from
/// ``SpokenForms``.
@Suite struct SpokenFormsTests {
  /// Numbers in words are written in digits, years said in pairs included, and letters said
  /// one by one run together.
  @Test(arguments: [
    ("twenty nineteen", "2019"),
    ("two thousand nineteen", "2019"),
    ("two thousand and nineteen", "2019"),
    ("nineteen ninety nine", "1999"),
    ("nineteen oh five", "1905"),
    ("twenty twenty one", "2021"),
    ("nineteen hundred", "1900"),
    ("one hundred and five", "105"),
    ("top forty", "top 40"),
    ("twenty one pilots", "21 pilots"),
    ("three", "3"),
    ("first day", "1st day"),
    ("twenty second", "22nd"),
    ("h i i t", "hiit"),
    ("b m w x five", "bmwx 5"),
  ])
  func wordsAreWrittenAsDigitsAndLetters(spoken: String, written: String) {
    let words = spoken.split(separator: " ").map(String.init)
    #expect(
      SpokenForms.written(words, numbers: .english).joined(separator: " ") == written, "\(spoken)")
  }

  /// Digits below 100 and ordinals in digits are said in words.
  @Test(arguments: [
    ("top 40", "top forty"), ("21 pilots", "twenty one pilots"), ("1st day", "first day"),
    ("22nd", "twenty second"), ("11th", "eleventh"), ("2019", "2019"),
  ])
  func digitsAreSpokenAsWords(written: String, spoken: String) {
    let words = written.split(separator: " ").map(String.init)
    #expect(SpokenForms.spoken(words, numbers: .english).joined(separator: " ") == spoken)
  }

  /// A value spoken in words finds the entry written in digits, and the other way round, as
  /// strongly as the literal spelling would.
  @Test(arguments: [
    ("tahoe twenty nineteen", "Tahoe 2019", "tahoe 2019"),
    ("tahoe two thousand and nineteen", "Tahoe 2019", "tahoe 2019"),
    ("best of nineteen ninety nine", "Best of 1999", "best of 1999"),
    ("top forty", "Top 40", "top 40"),
    ("21 pilots", "Twenty One Pilots", "twenty one pilots"),
    ("1st day of school", "First Day of School", "first day of school"),
  ])
  func numbersMatchInEitherForm(input: String, entry: String, literal: String) throws {
    let store = try makeStore(
      [entry, "Tahoe 2018", "Camping", "Graduation"], kind: .photoAlbumName)
    let spoken = store.resolve(input, as: .photoAlbumName, now: referenceNow)
    let typed = store.resolve(literal, as: .photoAlbumName, now: referenceNow)
    guard case .success(let match) = spoken else {
      Issue.record("\(input): \(spoken)")
      return
    }
    #expect(match.entry.displayForm == entry)
    #expect(match.strength == typed.candidates.first?.strength)
    #expect(match.tier == .spokenForm)
  }

  /// A year said alone finds the entry that holds it among other words.
  @Test(arguments: [
    ("twenty nineteen", "Tahoe 2019"), ("nineteen ninety nine", "Best of 1999"),
    ("two thousand and eighteen", "Tahoe 2018"),
  ])
  func aYearAloneFindsItsEntry(input: String, entry: String) throws {
    let store = try makeStore(
      ["Tahoe 2019", "Tahoe 2018", "Best of 1999", "Camping"], kind: .photoAlbumName)
    let resolution = store.resolve(input, as: .photoAlbumName, now: referenceNow)
    #expect(resolution.displayForms.first == entry, "\(input): \(resolution)")
  }

  /// Letters said one by one find the acronym wherever it stands in the entry, as the acronym
  /// itself would.
  @Test(arguments: ["h i i t", "h. i. i. t.", "H-I-I-T"])
  func spelledLettersMatchTheAcronym(input: String) throws {
    let store = try makeStore(
      ["Morning HIIT", "Evening Yoga", "BMW Track Day"], kind: .workoutActivityName)
    let spelled = store.resolve(input, as: .workoutActivityName, now: referenceNow)
    let literal = store.resolve("hiit", as: .workoutActivityName, now: referenceNow)
    #expect(spelled.outcome != .unsupported, "\(input)")
    #expect(spelled.displayForms == literal.displayForms)
    #expect(spelled.outcome == literal.outcome)
    let car = store.resolve("b m w track day", as: .workoutActivityName, now: referenceNow)
    #expect(car.displayForms == ["BMW Track Day"])
  }

  /// The literal spelling wins a tie: with equally used "Forty" and "40", each spelling
  /// resolves to its own entry rather than to a choice between the two.
  @Test func literalWinsATie() throws {
    let store = try makeStore(["Forty", "40", "Camping"], kind: .photoAlbumName)
    #expect(
      store.resolve("forty", as: .photoAlbumName, now: referenceNow).displayForms == ["Forty"])
    #expect(store.resolve("40", as: .photoAlbumName, now: referenceNow).displayForms == ["40"])
    let spoken = store.resolve("forty", as: .photoAlbumName, now: referenceNow)
    #expect(spoken.outcome == .success)
  }

  /// A number said in words is its value and nothing near it: "twenty eighteen" is not 2019.
  @Test func aSpokenNumberIsExact() throws {
    let store = try makeStore(["Tahoe 2019"], kind: .photoAlbumName)
    #expect(
      store.resolve("tahoe twenty eighteen", as: .photoAlbumName, now: referenceNow)
        == .unsupported)
  }

  /// Number words are English's table; another language's values are not rewritten with it.
  @Test func numberWordsFollowTheLanguage() {
    #expect(NumberWords.table(for: "en") != nil)
    #expect(NumberWords.table(for: "en-GB") != nil)
    #expect(NumberWords.table(for: "de") == nil)
    #expect(SpokenForms.alternates(of: ["h", "i", "i", "t"], language: "de") == ["hiit"])
  }
}
