import Foundation

extension QueryParser {
  /// Rule 1: date expressions, each with its cue, then one range for the query.
  func readDates(_ state: inout ParseState, now: Date) {
    let context = DateContext(now: now, calendar: calendar, hemisphere: hemisphere)
    var found = readDates(&state, in: context, ambiguous: false)
    // With a year in the query, "summer" and "may" are that year's: read them as dates too.
    let years = found.filter {
      if case .year = $0.expression { return true }
      return false
    }
    if years.count == 1 {
      found += readDates(&state, in: context, ambiguous: true).filter(\.expression.isYearless)
    }
    if let yearly = yearlyDate(found) {
      state.query.yearlyDate = yearly
      if let position = state.recognized.lastIndex(where: { $0.rule == .date }) {
        state.recognized[position].value = yearly.iso
      }
      return
    }
    state.query.created = combine(found, in: context)
  }

  private func readDates(_ state: inout ParseState, in context: DateContext, ambiguous: Bool)
    -> [(expression: DateExpression, range: DateRange)]
  {
    var found: [(expression: DateExpression, range: DateRange)] = []
    var index = 0
    while index < state.tokens.count {
      guard state.isFree(index),
        let match = grammar.match(
          state.tokens, at: index, usable: { state.isFree($0) }, context: ambiguous),
        !ambiguous || match.expression.isYearless,
        !isPersonName(state, match.end, after: index),
        let range = context.range(match.expression)
      else {
        index += 1
        continue
      }
      state.take(
        index..<match.end, as: .date, value: describe(range), detail: match.expression.kind)
      found.append((match.expression, range))
      index = match.end
    }
    return found
  }

  /// Whether a would-be date after a person cue is a name the resolver knows ("photos of
  /// June", "with April"); the cue may be inside the date's span ("of" is a date cue too).
  private func isPersonName(_ state: ParseState, _ end: Int, after start: Int) -> Bool {
    guard let names else { return false }
    if let cue = personCues.match(state.tokens, at: start), cue.end < end {
      return names.personName(for: String(state.span(cue.end..<end))) != nil
    }
    guard start > 0, !state.taken[start - 1], personCues.match(state.tokens, at: start - 1) != nil
    else { return false }
    return names.personName(for: String(state.span(start..<end))) != nil
  }

  /// One range from several: a lone year places the month, season or day said without one
  /// ("summer … 2019"); otherwise the ranges are intersected.
  private func combine(
    _ found: [(expression: DateExpression, range: DateRange)], in context: DateContext
  ) -> DateRange? {
    guard let first = found.first else { return nil }
    guard found.count > 1 else { return first.range }
    let years = found.compactMap { item -> Int? in
      if case .year(let year) = item.expression { return year }
      return nil
    }
    var ranges = found.map(\.range)
    if years.count == 1, let year = years.first, found.contains(where: \.expression.isYearless) {
      ranges = found.compactMap { item -> DateRange? in
        if case .year = item.expression { return nil }
        return item.expression.isYearless
          ? context.range(item.expression.inYear(year)) : item.range
      }
    }
    return ranges.dropFirst().reduce(ranges.first ?? first.range) { $0.intersection($1) }
  }

  /// "start/end" in ISO 8601, an open side left empty.
  func describe(_ range: DateRange) -> String {
    let zone = calendar.timeZone
    return (range.start.map { ParsedQuery.iso($0, in: zone) } ?? "") + "/"
      + (range.end.map { ParsedQuery.iso($0, in: zone) } ?? "")
  }
}
