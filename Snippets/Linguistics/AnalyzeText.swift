// Tokenize, fold and stem text with an `Analyzer`, and use each step on its own.
import Linguistics

let english = try Language("en")  // or "english", "en-GB", "eng"
let analyzer = Analyzer(language: english)  // immutable and Sendable: build once, share

for term in analyzer.terms(in: "Show my favourite Dog's photos") {
  print(term.surface, term.folded, term.lemma, term.stem, term.isStopWord)
}
// prints Show show show show false
// prints my my my my true
// prints favourite favourite favourite favourit false
// prints Dog's dog dog dog false
// prints photos photos photo photo false

// One value folded as a whole: never split, never stemmed.
print(analyzer.normalize("ＲＯＡＤ–Trip"))  // prints road-trip

let japanese = Tokenizer(language: try Language("ja"))
print(japanese.tokens(in: "東京タワーに行きました").map(\.text))
// prints ["東京タワー", "に", "行き", "ま", "した"]

let stemmer = Stemmer(language: english, protectedWords: ["news"])
print(stemmer.stem("running"), stemmer.stem("news"))  // prints run news

print(Normalizer(language: try Language("tr")).normalize("İSTANBUL"))  // prints istanbul
print(Normalizer(language: try Language("es")).normalize("Año"))  // prints año
print(Normalizer(language: try Language("de")).normalize("Müller"))  // prints muller
