/// A date as a query says it, before it is placed on a calendar: "last summer" is
/// `.season(.summer, year: nil, relative: .last)` whatever day it is.
indirect enum DateExpression: Hashable, Sendable {
  enum Relative: Hashable, Sendable {
    case this
    case last
  }

  case year(Int)
  /// The ten years from a year ending in 0.
  case decade(Int)
  case month(Int, year: Int?, relative: Relative?)
  case season(Season, year: Int?, relative: Relative?)
  case day(month: Int, day: Int, year: Int?, relative: Relative?)
  case weekday(Int, relative: Relative?)
  /// The calendar unit `offset` units from the current one: "this week" 0, "3 days ago" -3.
  case unit(DateUnit, offset: Int)
  /// The last `count` units up to the end of today: "past 3 days".
  case rolling(DateUnit, count: Int)
  case dayPhrase(DayPhrase)
  case weekend(Relative?)
  case since(DateExpression)
  case before(DateExpression)
  case after(DateExpression)
  case until(DateExpression)
  case range(DateExpression, DateExpression)

  /// The expression's kind, for explanations.
  var kind: String {
    switch self {
    case .year: "year"
    case .decade: "decade"
    case .month: "month"
    case .season: "season"
    case .day: "day"
    case .weekday: "weekday"
    case .unit: "relative"
    case .rolling: "rolling"
    case .dayPhrase: "dayPart"
    case .weekend: "weekend"
    case .since: "since"
    case .before: "before"
    case .after: "after"
    case .until: "until"
    case .range: "range"
    }
  }

  /// A month, season or day said without a year or "this"/"last": "March", "summer".
  var isYearless: Bool {
    switch self {
    case .month(_, nil, nil), .season(_, nil, nil), .day(_, _, nil, nil): true
    default: false
    }
  }

  /// The same expression in year `year`, where it has none.
  func inYear(_ year: Int) -> DateExpression {
    switch self {
    case .month(let month, nil, nil): .month(month, year: year, relative: nil)
    case .season(let season, nil, nil): .season(season, year: year, relative: nil)
    case .day(let month, let day, nil, nil): .day(month: month, day: day, year: year, relative: nil)
    default: self
    }
  }

  /// The year said, if any.
  var year: Int? {
    switch self {
    case .year(let year): year
    case .month(_, let year?, _), .season(_, let year?, _), .day(_, _, let year?, _): year
    default: nil
    }
  }
}

/// Reads date expressions from query tokens with a language's ``DatePhrases``.
struct DateGrammar: Sendable {
  let phrases: DatePhrases
  let cues: PhraseMatcher<Void>
  let this: PhraseMatcher<Void>
  let last: PhraseMatcher<Void>
  let past: PhraseMatcher<Void>
  let agoSuffixes: PhraseMatcher<Void>
  let agoPrefixes: PhraseMatcher<Void>
  let operators: PhraseMatcher<Operator>
  let from: PhraseMatcher<Void>
  let joiners: PhraseMatcher<Void>
  let onwards: PhraseMatcher<Void>
  let numberWords: PhraseMatcher<Int>
  let days: PhraseMatcher<DayPhrase>
  let holidays: PhraseMatcher<MonthDay>

  enum Operator: Sendable {
    case since, before, after, until, between
  }

  init(_ phrases: DatePhrases) {
    self.phrases = phrases
    cues = PhraseMatcher(phrases.cues)
    this = PhraseMatcher(phrases.this)
    last = PhraseMatcher(phrases.last)
    past = PhraseMatcher(phrases.past)
    agoSuffixes = PhraseMatcher(phrases.agoSuffixes)
    agoPrefixes = PhraseMatcher(phrases.agoPrefixes)
    operators = PhraseMatcher(
      phrases.since.map { ($0, Operator.since) } + phrases.before.map { ($0, .before) }
        + phrases.after.map { ($0, .after) } + phrases.until.map { ($0, .until) }
        + phrases.between.map { ($0, .between) })
    from = PhraseMatcher(phrases.from)
    joiners = PhraseMatcher(phrases.rangeJoiners)
    onwards = PhraseMatcher(phrases.onwards)
    numberWords = PhraseMatcher(phrases.numbers.map { ($0.key, $0.value) })
    days = PhraseMatcher(phrases.days.map { ($0.key, $0.value) })
    holidays = PhraseMatcher(phrases.holidays.map { ($0.key, $0.value) })
  }

  typealias Match = (end: Int, expression: DateExpression)

  /// The longest date expression starting at `start`, with the cue before it ("in 2019").
  /// - Parameters:
  ///   - usable: Whether a token may be read (not taken by an earlier rule).
  ///   - context: Whether ambiguous words may be dates without a cue.
  func match(
    _ tokens: [QueryToken], at start: Int, usable: (Int) -> Bool, context: Bool = false
  ) -> Match? {
    withoutActuallyEscaping(usable) { usable in
      let reader = Reader(grammar: self, tokens: tokens, usable: usable)
      if let found = reader.expression(at: start, context: context) { return found }
      guard let cue = cues.match(tokens, at: start, usable: usable) else { return nil }
      return reader.expression(at: cue.end, context: true)
    }
  }

  struct Reader {
    let grammar: DateGrammar
    let tokens: [QueryToken]
    let usable: (Int) -> Bool

    var phrases: DatePhrases { grammar.phrases }

    func lower(_ index: Int) -> String? {
      index < tokens.count && usable(index) ? tokens[index].lower : nil
    }

    /// A range, an open range or a single point.
    func expression(at start: Int, context: Bool) -> Match? {
      if let op = grammar.operators.match(tokens, at: start, usable: usable) {
        guard let first = point(at: op.end, context: true) else { return nil }
        switch op.payload {
        case .since: return (first.end, .since(first.expression))
        case .before: return (first.end, .before(first.expression))
        case .after: return (first.end, .after(first.expression))
        case .until: return (first.end, .until(first.expression))
        case .between:
          guard let second = secondEnd(after: first, allowingAnd: true) else { return nil }
          return (second.end, .range(first.expression, second.expression))
        }
      }
      if let from = grammar.from.match(tokens, at: start, usable: usable),
        let first = point(at: from.end, context: true)
      {
        if let second = secondEnd(after: first, allowingAnd: false) {
          return (second.end, .range(first.expression, second.expression))
        }
        if let open = grammar.onwards.match(tokens, at: first.end, usable: usable) {
          return (open.end, .since(first.expression))
        }
        return first
      }
      guard let first = point(at: start, context: context) else { return nil }
      if let second = secondEnd(after: first, allowingAnd: false) {
        return (second.end, .range(first.expression, second.expression))
      }
      return first
    }

    /// The end of a range after its first point: "to May 2018", or a bare day ("3 to 10").
    private func secondEnd(after first: Match, allowingAnd: Bool) -> Match? {
      guard let joiner = grammar.joiners.match(tokens, at: first.end, usable: usable),
        allowingAnd || tokens[first.end].lower != "and"
      else { return nil }
      if let second = point(at: joiner.end, context: true) { return second }
      if case .day(let month, _, let year, let relative) = first.expression,
        let day = dayNumber(at: joiner.end), day.value <= 31
      {
        if let year = yearNumber(at: day.end) {
          return (day.end + 1, .day(month: month, day: day.value, year: year, relative: nil))
        }
        return (day.end, .day(month: month, day: day.value, year: year, relative: relative))
      }
      return nil
    }

    /// One point in time. `context` says a cue, an operator or an article came first, which
    /// lets ambiguous words ("may", "fall", "christmas") be dates.
    func point(at start: Int, context: Bool) -> Match? {
      guard let word = lower(start) else { return nil }
      if phrases.articles.contains(word), let found = afterArticle(start + 1) { return found }
      if let day = grammar.days.match(tokens, at: start, usable: usable) {
        return (day.end, .dayPhrase(day.payload))
      }
      if let found = relative(at: start) { return found }
      if let found = ago(at: start) { return found }
      if let found = named(at: start, context: context) { return found }
      return numeric(at: start)
    }

    /// After "the": "the 90s", "the past week", "the last 3 days", "the weekend", "the 4th of
    /// July"; "the last year" is the rolling year.
    private func afterArticle(_ start: Int) -> Match? {
      if let last = grammar.last.match(tokens, at: start, usable: usable),
        let unit = unit(at: last.end)
      {
        return (unit.end, .rolling(unit.value, count: 1))
      }
      if let word = lower(start), phrases.weekend.contains(word) {
        return (start + 1, .weekend(nil))
      }
      return point(at: start, context: true)
    }

    /// "this week", "last summer", "past 3 days", "last Friday".
    private func relative(at start: Int) -> Match? {
      if let past = grammar.past.match(tokens, at: start, usable: usable) {
        if let unit = unit(at: past.end) { return (unit.end, .rolling(unit.value, count: 1)) }
        if let count = count(at: past.end), let unit = unit(at: count.end) {
          return (unit.end, .rolling(unit.value, count: count.value))
        }
        return nil
      }
      let which: DateExpression.Relative
      let end: Int
      if let this = grammar.this.match(tokens, at: start, usable: usable) {
        (which, end) = (.this, this.end)
      } else if let last = grammar.last.match(tokens, at: start, usable: usable) {
        (which, end) = (.last, last.end)
        if let count = count(at: end), let unit = unit(at: count.end) {
          return (unit.end, .rolling(unit.value, count: count.value))
        }
      } else {
        return nil
      }
      if let unit = unit(at: end) {
        return (unit.end, .unit(unit.value, offset: which == .this ? 0 : -1))
      }
      guard let word = lower(end) else { return nil }
      if phrases.weekend.contains(word) { return (end + 1, .weekend(which)) }
      if let season = phrases.seasons[word] {
        return (end + 1, .season(season, year: nil, relative: which))
      }
      if let month = phrases.months[word] {
        return (end + 1, .month(month, year: nil, relative: which))
      }
      if let weekday = phrases.weekdays[word] {
        return (end + 1, .weekday(weekday, relative: which))
      }
      if let holiday = grammar.holidays.match(tokens, at: end, usable: usable) {
        return (
          holiday.end,
          .day(month: holiday.payload.month, day: holiday.payload.day, year: nil, relative: which)
        )
      }
      return nil
    }

    /// "3 days ago", "a week ago", and prefix forms where a language has them.
    private func ago(at start: Int) -> Match? {
      if let prefix = grammar.agoPrefixes.match(tokens, at: start, usable: usable),
        let count = count(at: prefix.end), let unit = unit(at: count.end)
      {
        return (unit.end, .unit(unit.value, offset: -count.value))
      }
      guard let count = count(at: start), let unit = unit(at: count.end),
        let suffix = grammar.agoSuffixes.match(tokens, at: unit.end, usable: usable)
      else { return nil }
      return (suffix.end, .unit(unit.value, offset: -count.value))
    }
  }
}
