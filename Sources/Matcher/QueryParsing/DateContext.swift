internal import Foundation

/// Which half of the world a query's seasons belong to.
public enum Hemisphere: String, Hashable, Sendable, Codable {
  /// Meteorological seasons of the north: spring March–May, summer June–August, autumn
  /// September–November, winter December–February.
  case northern
  /// Six months on: summer December–February, winter June–August.
  case southern
}

/// Places ``DateExpression``s on a calendar, relative to a reference instant.
struct DateContext {
  let now: Date
  let calendar: Calendar
  let hemisphere: Hemisphere

  /// The half-open range an expression names, or `nil` where the calendar cannot place it.
  func range(_ expression: DateExpression) -> DateRange? {
    switch expression {
    case .year(let year): return interval(.year, year: year, month: 1, day: 1)
    case .decade(let start):
      guard let from = date(year: start, month: 1, day: 1),
        let to = date(year: start + 10, month: 1, day: 1)
      else { return nil }
      return DateRange(start: from, end: to)
    case .month(let month, let year, let relative):
      return interval(.month, year: year ?? monthYear(month, relative), month: month, day: 1)
    case .season(let season, let year, let relative):
      return seasonRange(season, year: year ?? seasonYear(season, relative))
    case .day(let month, let day, let year, let relative):
      return interval(.day, year: year ?? dayYear(month, day, relative), month: month, day: day)
    case .weekday(let weekday, let relative): return weekdayRange(weekday, relative)
    case .unit(let unit, let offset):
      guard let moved = calendar.date(byAdding: component(unit), value: offset, to: now) else {
        return nil
      }
      return calendar.dateInterval(of: intervalComponent(unit), for: moved).map(Self.range)
    case .rolling(let unit, let count):
      guard let tomorrow = calendar.date(byAdding: .day, value: 1, to: today),
        let start = calendar.date(byAdding: component(unit), value: -count, to: tomorrow)
      else { return nil }
      return DateRange(start: start, end: tomorrow)
    case .dayPhrase(let phrase): return dayPhraseRange(phrase)
    case .weekend(let relative): return weekendRange(relative)
    case .since(let inner): return range(inner).map { DateRange(start: $0.start, end: nil) }
    case .before(let inner): return range(inner).map { DateRange(start: nil, end: $0.start) }
    case .after(let inner): return range(inner).map { DateRange(start: $0.end, end: nil) }
    case .until(let inner): return range(inner).map { DateRange(start: nil, end: $0.end) }
    case .range(let first, let second): return span(first, second)
    }
  }

  private var today: Date { calendar.startOfDay(for: now) }
  private var currentYear: Int { calendar.component(.year, from: now) }

  /// "April to May 2018": an end without a year takes the other end's, moved a year so the
  /// range runs forward ("December to February 2019" starts in December 2018).
  private func span(_ first: DateExpression, _ second: DateExpression) -> DateRange? {
    var first = first
    var second = second
    if first.isYearless, let year = second.year {
      let yearless = first
      first = yearless.inYear(year)
      if let a = range(first)?.start, let b = range(second)?.start, a > b {
        first = yearless.inYear(year - 1)
      }
    } else if second.isYearless {
      let year = first.year ?? range(first)?.start.map { calendar.component(.year, from: $0) }
      if let year {
        let yearless = second
        second = yearless.inYear(year)
        if let a = range(first)?.start, let b = range(second)?.end, b <= a {
          second = yearless.inYear(year + 1)
        }
      }
    }
    guard let a = range(first), let b = range(second) else { return nil }
    let starts = [a.start, b.start].compactMap { $0 }
    let ends = [a.end, b.end].compactMap { $0 }
    return DateRange(
      start: starts.count == 2 ? starts.min() : nil, end: ends.count == 2 ? ends.max() : nil)
  }

  /// A month without a year is the latest one that has begun; "last March" the latest before
  /// the current month; "this March" the current year's.
  private func monthYear(_ month: Int, _ relative: DateExpression.Relative?) -> Int {
    let current = calendar.component(.month, from: now)
    switch relative {
    case .this: return currentYear
    case .last: return month < current ? currentYear : currentYear - 1
    case nil: return month <= current ? currentYear : currentYear - 1
    }
  }

  /// A day without a year is the latest that has begun; "last Christmas" the latest before
  /// today.
  private func dayYear(_ month: Int, _ day: Int, _ relative: DateExpression.Relative?) -> Int {
    guard relative != .this, let thisYear = date(year: currentYear, month: month, day: day) else {
      return currentYear
    }
    let started = relative == .last ? thisYear < today : thisYear <= now
    return started ? currentYear : currentYear - 1
  }

  /// A season without a year is the latest that has begun; "last summer" the latest that has
  /// ended; "this winter" the one under way, or else the one starting this year.
  private func seasonYear(_ season: Season, _ relative: DateExpression.Relative?) -> Int {
    for year in [currentYear, currentYear - 1, currentYear - 2] {
      guard let range = seasonRange(season, year: year), let start = range.start,
        let end = range.end
      else { continue }
      switch relative {
      case .this: if start <= now && now < end || year == currentYear && start > now { return year }
      case .last: if end <= now { return year }
      case nil: if start <= now { return year }
      }
    }
    return currentYear
  }

  private func seasonRange(_ season: Season, year: Int) -> DateRange? {
    let northern = [Season.spring: 3, .summer: 6, .autumn: 9, .winter: 12]
    var month = northern[season] ?? 3
    if hemisphere == .southern { month = (month + 5) % 12 + 1 }
    guard let start = date(year: year, month: month, day: 1),
      let end = calendar.date(byAdding: .month, value: 3, to: start)
    else { return nil }
    return DateRange(start: start, end: end)
  }

  private func weekdayRange(_ weekday: Int, _ relative: DateExpression.Relative?) -> DateRange? {
    let current = calendar.component(.weekday, from: now)
    var back = (current - weekday + 7) % 7
    switch relative {
    case .last: if back == 0 { back = 7 }
    case .this:
      guard let week = calendar.dateInterval(of: .weekOfYear, for: now) else { return nil }
      let first = calendar.component(.weekday, from: week.start)
      let forward = (weekday - first + 7) % 7
      return calendar.date(byAdding: .day, value: forward, to: week.start).flatMap { dayRange($0) }
    case nil: break
    }
    return calendar.date(byAdding: .day, value: -back, to: today).flatMap { dayRange($0) }
  }

  private func dayPhraseRange(_ phrase: DayPhrase) -> DateRange? {
    func hours(_ from: Int, _ to: Int, dayOffset: Int = 0) -> DateRange? {
      guard let day = calendar.date(byAdding: .day, value: dayOffset, to: today),
        let start = calendar.date(byAdding: .hour, value: from, to: day),
        let end = calendar.date(byAdding: .hour, value: to, to: day)
      else { return nil }
      return DateRange(start: start, end: end)
    }
    switch phrase {
    case .today: return dayRange(today)
    case .yesterday: return calendar.date(byAdding: .day, value: -1, to: today).flatMap(dayRange)
    case .dayBeforeYesterday:
      return calendar.date(byAdding: .day, value: -2, to: today).flatMap(dayRange)
    case .thisMorning: return hours(5, 12)
    case .thisAfternoon: return hours(12, 18)
    case .tonight: return hours(18, 24)
    case .lastNight: return hours(18, 30, dayOffset: -1)
    }
  }

  /// "this weekend": the one under way, or else the next; "last weekend": the latest that has
  /// ended; "the weekend": the one under way, or else the latest.
  private func weekendRange(_ relative: DateExpression.Relative?) -> DateRange? {
    let current = calendar.dateIntervalOfWeekend(containing: now)
    let previous = calendar.nextWeekend(startingAfter: current?.start ?? now, direction: .backward)
      .flatMap { $0.end <= now ? $0 : nil }
    switch relative {
    case .this:
      return (current ?? calendar.nextWeekend(startingAfter: now, direction: .forward))
        .map(Self.range)
    case .last: return previous.map(Self.range)
    case nil: return (current ?? previous).map(Self.range)
    }
  }

  private func dayRange(_ day: Date) -> DateRange? {
    calendar.dateInterval(of: .day, for: day).map(Self.range)
  }

  private func interval(_ unit: Calendar.Component, year: Int, month: Int, day: Int)
    -> DateRange?
  {
    date(year: year, month: month, day: day)
      .flatMap { calendar.dateInterval(of: unit, for: $0) }.map(Self.range)
  }

  /// The instant a day starts, or `nil` where the date does not exist (February 30).
  private func date(year: Int, month: Int, day: Int) -> Date? {
    let components = DateComponents(year: year, month: month, day: day)
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
    else { return nil }
    return date
  }

  private static func range(_ interval: DateInterval) -> DateRange {
    DateRange(start: interval.start, end: interval.end)
  }

  private func component(_ unit: DateUnit) -> Calendar.Component {
    switch unit {
    case .day: .day
    case .week: .weekOfYear
    case .month: .month
    case .year: .year
    }
  }

  private func intervalComponent(_ unit: DateUnit) -> Calendar.Component {
    unit == .week ? .weekOfYear : component(unit)
  }
}

extension DateRange {
  /// The instants in both ranges; empty (`start == end`) where they do not meet.
  /// - Parameter other: Another range.
  func intersection(_ other: DateRange) -> DateRange {
    let start = [self.start, other.start].compactMap { $0 }.max()
    let end = [self.end, other.end].compactMap { $0 }.min()
    if let start, let end, end < start { return DateRange(start: start, end: start) }
    return DateRange(start: start, end: end)
  }
}
