import Foundation
import Linguistics
import Testing
import Vocabulary

/// Runs `Resources/resolution_cases.jsonl` (format and calibration rules in
/// `Resources/README.md`) against ``VocabularyStore``, printing every failing case and the pass
/// rate per tier. `STEMMA_RESOLUTION_CASES=/path/file.jsonl` also runs a held-out file of the
/// same shape, against the issue's 95% target. `Resources/principles_cases.jsonl` (the held-out
/// principles suite, `Resources/PRINCIPLES_SUITE.md`) runs too, printing aggregates only.
@Suite struct ResolutionSuiteTests {
  /// The pass rate the shipped suite must keep: where the implementation stood when the runner
  /// landed, rounded down. Raise it as resolution improves.
  static let threshold = 0.99
  /// The issue's target for a held-out suite of the same shape.
  static let heldOutTarget = 0.95
  /// The floor the held-out principles suite must keep: the issue's bar for a suite written from
  /// the principles (90%). Measured at 218/218 once the three parts of issue 23 were merged; the
  /// floor is the bar, not the figure, so that a regression shows without the suite being
  /// something the rules are held to case by case (it is never tuned on).
  static let heldOutFloor = 0.9
  /// The moment every case is resolved at.
  static let now = Date(timeIntervalSince1970: 1_793_491_200)  // 2026-11-01T00:00:00Z

  static let tiers = [
    "exact", "lemma", "reorder", "prefix", "edit", "phonetic", "nickname", "honorific", "empty",
    "none",
  ]

  @Test func suiteIsWellFormed() throws {
    let cases = try ResolutionCase.load(ResolutionCase.shippedFile)
    #expect(cases.count >= 220)
    #expect(Set(cases.map(\.id)).count == cases.count, "ids are unique")
    #expect(Set(cases.map(\.tier)) == Set(Self.tiers), "every tier is covered")
    #expect(
      Set(cases.map(\.expected.outcome)) == Set(Resolution.Outcome.allCases.map(\.rawValue)),
      "every outcome is covered")
    #expect(
      Set(EntryKind.builtIn.map(\.rawValue)).isSubset(of: Set(cases.map(\.kind))),
      "every SiriKit kind is covered")
    for item in cases {
      #expect(item.problems.isEmpty, "\(item.id): \(item.problems.joined(separator: "; "))")
    }
  }

  @Test func shippedSuitePassRate() throws {
    let cases = try ResolutionCase.load(ResolutionCase.shippedFile)
    let rate = try Self.run(cases, label: "shipped")
    #expect(rate >= Self.threshold, "pass rate \(rate) under \(Self.threshold)")
  }

  /// The principles suite is held out from tuning: this prints its pass rate overall and per
  /// principle, never a case, so that nobody tunes on it.
  @Test func principlesSuitePassRate() throws {
    let cases = try ResolutionCase.load(ResolutionCase.principlesFile)
    #expect(
      cases.filter { !$0.problems.isEmpty }.count == 0,
      "the principles suite has malformed cases (run make_principles_cases.py --check)")
    let rate = try Self.run(
      cases, label: "principles (held out)", groupedBy: { $0.principle ?? $0.tier },
      groupName: "principle", showsFailures: false)
    #expect(rate >= Self.heldOutFloor, "held-out pass rate \(rate) under \(Self.heldOutFloor)")
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["STEMMA_RESOLUTION_CASES"] != nil))
  func heldOutSuitePassRate() throws {
    let path = ProcessInfo.processInfo.environment["STEMMA_RESOLUTION_CASES"] ?? ""
    let cases = try ResolutionCase.load(URL(fileURLWithPath: path))
    let rate = try Self.run(cases, label: path)
    #expect(rate >= Self.heldOutTarget, "pass rate \(rate) under \(Self.heldOutTarget)")
  }

  @Test func malformedLineIsReportedWithItsLine() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("stemma-resolution-\(UUID().uuidString).jsonl")
    let first = try String(contentsOf: ResolutionCase.shippedFile, encoding: .utf8)
      .split(separator: "\n")[0]
    try "\(first)\n\n{\"id\": 1}\n".write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect {
      try ResolutionCase.load(url)
    } throws: { error in
      (error as? ResolutionCase.LoadError)?.line == 3
    }
  }

  @Test func candidatesCompareAsAListOnlyWhenOrdered() throws {
    let cases = try ResolutionCase.load(ResolutionCase.shippedFile)
    let tie = try #require(cases.first { $0.expected.ordered == false })
    let ranked = try #require(cases.first { $0.expected.ordered == true })
    for item in [tie, ranked] {
      let wanted = item.expected.candidates ?? []
      #expect(!item.differs(outcome: "disambiguation", forms: wanted))
      let reversed = item.differs(outcome: "disambiguation", forms: wanted.reversed())
      #expect(reversed == (item.expected.ordered == true))
      #expect(item.differs(outcome: "disambiguation", forms: Array(wanted.dropLast())))
      #expect(item.differs(outcome: "success", forms: [wanted[0]]))
      #expect(item.differs(outcome: "unsupported", forms: []))
    }
    let success = try #require(cases.first { $0.expected.outcome == "success" })
    #expect(!success.differs(outcome: "success", forms: [success.expected.value ?? ""]))
    #expect(success.differs(outcome: "success", forms: ["something else"]))
    #expect(success.differs(outcome: "confirmationRequired", forms: [success.expected.value ?? ""]))
  }

  @Test func identifiersAreComparedWhereTheCaseGivesThem() throws {
    func decode(_ expected: String) throws -> ResolutionCase {
      let line = """
        {"id": "t-1", "kind": "contactName", "language": "en", "entries": [
          {"text": "Ada Obi", "uses": 5, "lastUsed": "2026-10-01T00:00:00Z", "id": "c-1"},
          {"text": "Ada Obi", "uses": 5, "lastUsed": "2026-10-01T00:00:00Z", "id": "c-2"}],
         "input": "ada obi", "required": true, "expected": \(expected),
         "tier": "exact", "note": "", "principle": "identity"}
        """
      return try JSONDecoder().decode(ResolutionCase.self, from: Data(line.utf8))
    }
    let chosen = try decode(#"{"outcome": "success", "value": "Ada Obi", "id": "c-2"}"#)
    #expect(chosen.principle == "identity")
    #expect(chosen.problems.isEmpty)
    #expect(!chosen.differs(outcome: "success", forms: ["Ada Obi"], ids: ["c-2"]))
    #expect(chosen.differs(outcome: "success", forms: ["Ada Obi"], ids: ["c-1"]))
    #expect(chosen.differs(outcome: "success", forms: ["Ada Obi"], ids: [nil]))
    let both = try decode(
      #"{"outcome": "disambiguation", "candidates": ["Ada Obi", "Ada Obi"], "ordered": false, "candidateIds": ["c-1", "c-2"]}"#
    )
    let forms = ["Ada Obi", "Ada Obi"]
    #expect(both.problems.isEmpty)
    #expect(!both.differs(outcome: "disambiguation", forms: forms, ids: ["c-2", "c-1"]))
    #expect(both.differs(outcome: "disambiguation", forms: forms, ids: ["c-1", "c-1"]))
    #expect(both.differs(outcome: "disambiguation", forms: forms, ids: [nil, nil]))
    // The store resolves the case as expected: both people, with their ids.
    #expect(both.failure(try both.resolve(now: Self.now)) == nil)
  }

  /// Resolves every case, prints the failures (unless `showsFailures` is false, for a
  /// held-out suite) and a table per group (tier by default), and returns the pass rate.
  static func run(
    _ cases: [ResolutionCase], label: String,
    groupedBy group: (ResolutionCase) -> String = \.tier, groupName: String = "tier",
    showsFailures: Bool = true
  ) throws -> Double {
    var passed: [String: Int] = [:]
    var total: [String: Int] = [:]
    var failures: [String] = []
    for item in cases {
      let got = try item.resolve(now: now)
      let name = group(item)
      total[name, default: 0] += 1
      if let failure = item.failure(got) {
        failures.append("\(item.id) [\(item.tier)] \(item.input.debugDescription): \(failure)")
      } else {
        passed[name, default: 0] += 1
      }
    }
    let allPassed = passed.values.reduce(0, +)
    let rate = cases.isEmpty ? 0 : Double(allPassed) / Double(cases.count)
    var report = showsFailures ? failures.map { "FAIL \($0)" } : []
    let order = Self.tiers + total.keys.filter { !Self.tiers.contains($0) }.sorted()
    for name in order where total[name] != nil {
      let done = passed[name] ?? 0
      let all = total[name] ?? 0
      report.append("\(groupName) \(name): \(done)/\(all) (\(percent(done, all)))")
    }
    report.append(
      "resolution suite \(label): \(allPassed)/\(cases.count) (\(percent(allPassed, cases.count)))")
    print(report.joined(separator: "\n"))
    return rate
  }

  static func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "-" }
    return String(format: "%.1f%%", 100 * Double(part) / Double(whole))
  }
}

/// One line of a resolution suite; see `Resources/README.md`.
struct ResolutionCase: Decodable, Sendable {
  struct Item: Decodable, Sendable {
    let text: String
    let uses: Int
    let lastUsed: String
    let kind: String?
    /// The app's identifier of the entry, if the case gives one.
    let id: String?
  }

  struct Expected: Decodable, Sendable {
    let outcome: String
    let value: String?
    let candidates: [String]?
    let ordered: Bool?
    /// The chosen entry's identifier, where the case names it.
    let id: String?
    /// The candidates' identifiers, parallel to ``candidates``.
    let candidateIds: [String]?
  }

  /// A line that does not decode, with where it is.
  struct LoadError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let message: String
    var description: String { "\(file):\(line): \(message)" }
  }

  let id: String
  let kind: String
  let language: String
  let entries: [Item]
  let input: String
  let required: Bool
  let expected: Expected
  let tier: String
  let tags: [String]?
  let note: String
  /// The principle of issue 23 the case tests (principles suite only).
  let principle: String?

  /// The suite shipped beside this file.
  static var shippedFile: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/resolution_cases.jsonl")
  }

  /// The held-out principles suite shipped beside this file: never tuned on.
  static var principlesFile: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources/principles_cases.jsonl")
  }

  /// Every case of a JSON Lines file; blank lines are skipped.
  /// - Throws: ``LoadError`` naming the file and line of the first case that does not decode.
  static func load(_ url: URL) throws -> [ResolutionCase] {
    let text = try String(contentsOf: url, encoding: .utf8)
    var cases: [ResolutionCase] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy(\.isWhitespace) {
      do {
        cases.append(try JSONDecoder().decode(ResolutionCase.self, from: Data(line.utf8)))
      } catch {
        throw LoadError(file: url.path, line: index + 1, message: "\(error)")
      }
    }
    return cases
  }

  /// What is inconsistent in the case itself (empty when it is well formed).
  var problems: [String] {
    var problems: [String] = []
    let texts = Set(entries.filter { ($0.kind ?? kind) == kind }.map(\.text))
    if (try? Language(language)) == nil { problems.append("unknown language \(language)") }
    if entries.contains(where: { (try? Self.date($0.lastUsed)) == nil || $0.uses < 0 }) {
      problems.append("an entry has a bad date or count")
    }
    switch expected.outcome {
    case "success", "confirmationRequired":
      if let value = expected.value, texts.contains(value) {
      } else {
        problems.append("value must name an entry of kind \(kind)")
      }
      if expected.candidates != nil { problems.append("candidates given for \(expected.outcome)") }
      if let id = expected.id,
        !entries.contains(where: { $0.id == id && $0.text == expected.value })
      {
        problems.append("id \(id) must be the id of an entry \(expected.value ?? "")")
      }
    case "disambiguation":
      let candidates = expected.candidates ?? []
      if candidates.count < 2 || !Set(candidates).isSubset(of: texts) {
        problems.append("candidates must name two or more entries of kind \(kind)")
      }
      if expected.ordered == nil { problems.append("disambiguation without ordered") }
      if let ids = expected.candidateIds, ids.count != candidates.count {
        problems.append("candidateIds and candidates differ in length")
      }
      if expected.value != nil { problems.append("value given for a disambiguation") }
    case "needsValue", "notRequired", "unsupported":
      if expected.value != nil || expected.candidates != nil {
        problems.append("\(expected.outcome) takes no value or candidates")
      }
      if expected.outcome == "needsValue" && !required {
        problems.append("needsValue, not required")
      }
      if expected.outcome == "notRequired" && required { problems.append("notRequired, required") }
    default:
      problems.append("unknown outcome \(expected.outcome)")
    }
    return problems
  }

  /// Resolves the input against a fresh store holding the case's entries.
  func resolve(now: Date) throws -> Resolution {
    let store = VocabularyStore(configuration: .init(languages: [try Language(language)]))
    let dated = try entries.map { ($0, try Self.date($0.lastUsed)) }
    try store.update { (batch: inout VocabularyStore.Batch) throws(VocabularyError) in
      for (entry, date) in dated {
        try batch.add(
          entry.text, kind: EntryKind(rawValue: entry.kind ?? kind), identifier: entry.id,
          uses: entry.uses, lastUsed: date)
      }
    }
    return store.resolve(input, as: EntryKind(rawValue: kind), required: required, now: now)
  }

  /// Why `resolution` is not the expected answer, or `nil` when it is.
  func failure(_ resolution: Resolution) -> String? {
    let chosen = resolution.candidates.map(\.entry)
    guard
      differs(
        outcome: resolution.outcome.rawValue, forms: chosen.map(\.displayForm),
        ids: chosen.map(\.identifier))
    else { return nil }
    return "expected \(expectedDescription), got \(Self.describe(resolution))"
  }

  /// Whether an answer with `outcome`, the display forms `forms` (the value, or the
  /// candidates best first) and their identifiers `ids` differs from the expected one.
  /// Identifiers are compared only where the case gives them (`expected.id`,
  /// `expected.candidateIds`); forms, and with them ids, as a list when `ordered`, as a
  /// multiset otherwise.
  func differs(outcome: String, forms: [String], ids: [String?]? = nil) -> Bool {
    guard outcome == expected.outcome else { return true }
    let ids = ids ?? forms.map { _ in nil }
    switch outcome {
    case "success", "confirmationRequired":
      if forms != [expected.value ?? ""] { return true }
      if let id = expected.id { return ids != [id] }
      return false
    case "disambiguation":
      let wanted = expected.candidates ?? []
      if let wantedIds = expected.candidateIds {
        let got = zip(forms, ids).map { "\($0)\u{0}\($1 ?? "")" }
        let want = zip(wanted, wantedIds).map { "\($0)\u{0}\($1)" }
        guard got.count == forms.count, want.count == wanted.count else { return true }
        return expected.ordered == true ? got != want : got.sorted() != want.sorted()
      }
      return expected.ordered == true ? forms != wanted : forms.sorted() != wanted.sorted()
    default:
      return false
    }
  }

  private var expectedDescription: String {
    if let value = expected.value {
      let id = expected.id.map { " [\($0)]" } ?? ""
      return "\(expected.outcome) \(value.debugDescription)\(id)"
    }
    if let candidates = expected.candidates {
      let order = expected.ordered == true ? "" : " (any order)"
      let ids = expected.candidateIds.map { " ids \($0)" } ?? ""
      return "\(expected.outcome) \(candidates)\(ids)\(order)"
    }
    return expected.outcome
  }

  private static func describe(_ resolution: Resolution) -> String {
    switch resolution {
    case .success(let match), .confirmationRequired(let match):
      let score = String(format: "%.3f", match.score)
      let id = match.entry.identifier.map { " [\($0)]" } ?? ""
      return "\(resolution.outcome.rawValue) \(match.entry.displayForm.debugDescription)\(id) "
        + "(\(match.tier), score \(score))"
    case .disambiguation(let candidates):
      let forms = candidates.map {
        let id = $0.entry.identifier.map { " [\($0)]" } ?? ""
        return "\($0.entry.displayForm)\(id) (\($0.tier), \(String(format: "%.3f", $0.score)))"
      }
      return "disambiguation [\(forms.joined(separator: ", "))]"
    case .needsValue, .unsupported, .notRequired:
      return resolution.outcome.rawValue
    }
  }

  static func date(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
  }
}
