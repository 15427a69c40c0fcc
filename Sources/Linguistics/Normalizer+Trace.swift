extension Normalizer {
  /// One folding step that changed the text, as ``Normalizer/steps(of:)`` reports it.
  public struct Step: Hashable, Sendable, CustomStringConvertible {
    /// The folding steps, named as a trace shows them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      /// Turkish and Azerbaijani `I` → `ı` and `İ` → `i`, before case folding.
      case turkicCapitalI = "turkic-i"
      /// Full-width and half-width forms to their usual width (`ＤＯＧ` → `DOG`).
      case width
      /// NFKC_Casefold: case, `ß` → `ss`, ligatures and other compatibility forms.
      case caseFolding = "case"
      /// Apostrophe, quote and hyphen variants to `'`, `"` and `-`.
      case punctuation
      /// Combining diacritics removed, as the language allows (`café` → `cafe`).
      case diacritics
      /// Katakana to hiragana.
      case kana
      /// The English possessive `'s` (or bare `'`) removed.
      case possessive
    }

    /// Which step it was.
    public let kind: Kind
    /// The text after the step.
    public let text: String

    /// Creates a step.
    /// - Parameters:
    ///   - kind: Which step it was.
    ///   - text: The text after it.
    public init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }

    /// `kind → text`.
    public var description: String { "\(kind.rawValue) → \(text)" }
  }

  /// The folding steps that change `text`, in the order they run, each with the text after
  /// it: the trace of ``normalize(_:)``.
  ///
  /// ```swift
  /// Normalizer(language: try Language("en")).steps(of: "ＤＯＧ's").map(\.description)
  /// // ["width → DOG's", "case → dog's", "possessive → dog"]
  /// ```
  ///
  /// Steps that leave the text as it was are left out, so an already folded word has no
  /// steps. Case folding applies NFKC, which folds width too; the trace shows the width part
  /// as a step of its own before it. The punctuation step runs before and after case folding,
  /// and may appear twice.
  /// - Parameter text: A word, a phrase or a whole line.
  /// - Returns: The changing steps; the last one's text is `normalize(text)`, which is `text`
  ///   itself when the list is empty.
  /// - Complexity: O(*n*) in the length of `text` per step.
  public func steps(of text: String) -> [Step] {
    var recorder = StepRecorder(input: text)
    _ = fold(text, observer: &recorder)
    return recorder.steps
  }
}

/// Receives the text after each step of ``Normalizer``'s pipeline.
protocol FoldingObserver {
  /// Whether the observer uses what it is given: the pipeline computes display-only steps
  /// (the width part of case folding) only when it does.
  static var recordsSteps: Bool { get }
  /// Called after a step with the text it made (which may be unchanged).
  mutating func record(_ kind: Normalizer.Step.Kind, _ text: String)
}

/// The observer of plain normalization: nothing is recorded.
struct IgnoringObserver: FoldingObserver {
  static var recordsSteps: Bool { false }
  @inline(__always) mutating func record(_ kind: Normalizer.Step.Kind, _ text: String) {}
}

/// Keeps the steps that changed the text.
struct StepRecorder: FoldingObserver {
  static var recordsSteps: Bool { true }
  private(set) var steps: [Normalizer.Step] = []
  private var current: String

  init(input: String) { current = input }

  mutating func record(_ kind: Normalizer.Step.Kind, _ text: String) {
    // Compared scalar by scalar: a step that only changes normalization (NFC ↔ NFD) changes
    // the text, although `String ==` calls the two forms equal.
    guard !text.unicodeScalars.elementsEqual(current.unicodeScalars) else { return }
    current = text
    steps.append(Normalizer.Step(kind: kind, text: text))
  }
}
