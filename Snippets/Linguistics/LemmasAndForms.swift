// Dictionary forms of words, with and without a part-of-speech hint, and the reverse.
import Linguistics

let english = try Language("en")
let lemmatizer = Lemmatizer(language: english)
print(lemmatizer.lemma(of: "mice"), lemmatizer.lemma(of: "went"))  // prints mouse go
print(lemmatizer.lemma(of: "better", as: .adjective))  // prints good
print(Inflector(language: english).inflections(of: "mouse", as: .noun))  // prints ["mouse", "mice"]

print(lemmatizer.lemma(of: "saw", as: .noun))  // prints saw
print(lemmatizer.lemma(of: "Toyota", as: .properNoun))  // prints Toyota
print(Inflector(language: english).inflections(of: "go", as: .verb))
// prints ["go", "went", "gone", "going", "goes"]

let german = Lemmatizer(language: try Language("de"))
print(german.lemma(of: "Sommerurlaubsfotos"))  // prints Sommerurlaubsfoto
