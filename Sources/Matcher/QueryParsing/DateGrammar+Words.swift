extension DateGrammar.Reader {
  typealias Match = DateGrammar.Match

  /// Months, seasons, holidays, weekdays and the weekend, with their days and years:
  /// "March", "March 2018", "July 4th, 2019", "4th of July", "summer of 2017", "Christmas 2019".
  func named(at start: Int, context: Bool) -> Match? {
    if let holiday = grammar.holidays.match(tokens, at: start, usable: usable) {
      let (month, day) = (holiday.payload.month, holiday.payload.day)
      if let year = yearNumber(at: holiday.end) {
        return (holiday.end + 1, .day(month: month, day: day, year: year, relative: nil))
      }
      return context ? (holiday.end, .day(month: month, day: day, year: nil, relative: nil)) : nil
    }
    guard let word = lower(start) else { return nil }
    if let season = phrases.seasons[word] {
      if let year = year(after: start + 1) {
        return (year.end, .season(season, year: year.value, relative: nil))
      }
      return context ? (start + 1, .season(season, year: nil, relative: nil)) : nil
    }
    if let month = phrases.months[word] {
      if let day = dayNumber(at: start + 1), isValid(day: day.value, month: month) {
        var end = day.end
        if lower(end) == "," { end += 1 }
        if let year = yearNumber(at: end) {
          return (end + 1, .day(month: month, day: day.value, year: year, relative: nil))
        }
        return (day.end, .day(month: month, day: day.value, year: nil, relative: nil))
      }
      if let year = year(after: start + 1) {
        return (year.end, .month(month, year: year.value, relative: nil))
      }
      // "may" and "march" are dates alone only when capitalized mid-query ("photos from May").
      let strong =
        !phrases.weakMonths.contains(word) || (tokens[start].isCapitalized && start > 0)
      return context || strong ? (start + 1, .month(month, year: nil, relative: nil)) : nil
    }
    if let weekday = phrases.weekdays[word] {
      return context ? (start + 1, .weekday(weekday, relative: nil)) : nil
    }
    if context, phrases.weekend.contains(word) { return (start + 1, .weekend(nil)) }
    // Day first: "4th of July", "4 July 2019".
    if let day = dayNumber(at: start) {
      var end = day.end
      if let of = lower(end), phrases.dayOfMonth.contains(of) { end += 1 }
      guard let name = lower(end), let month = phrases.months[name],
        isValid(day: day.value, month: month), day.isOrdinal || end == day.end
      else { return nil }
      if let year = yearNumber(at: end + 1) {
        return (end + 2, .day(month: month, day: day.value, year: year, relative: nil))
      }
      return (end + 1, .day(month: month, day: day.value, year: nil, relative: nil))
    }
    return nil
  }

  /// Years, decades and numeric dates: "2019", "1990s", "'90s", "2019-07-04", "2019-07",
  /// "7/4/2019".
  func numeric(at start: Int) -> Match? {
    guard start < tokens.count, usable(start) else { return nil }
    let token = tokens[start]
    if token.kind == .word, let decade = decade(token.lower) { return (start + 1, .decade(decade)) }
    guard let first = token.number else { return nil }
    let digits = token.lower.count
    if digits == 4, let separator = lower(start + 1), separator == "-" || separator == "/",
      let month = number(at: start + 2, digits: 1...2), (1...12).contains(month)
    {
      if lower(start + 3) == separator, let day = number(at: start + 4, digits: 1...2),
        isValid(day: day, month: month)
      {
        return (start + 5, .day(month: month, day: day, year: first, relative: nil))
      }
      if separator == "-" { return (start + 3, .month(month, year: first, relative: nil)) }
    }
    if digits <= 2, lower(start + 1) == "/", let second = number(at: start + 2, digits: 1...2),
      lower(start + 3) == "/", let year = yearNumber(at: start + 4)
    {
      let (month, day) =
        phrases.numericOrder == .monthDayYear ? (first, second) : (second, first)
      guard (1...12).contains(month), isValid(day: day, month: month) else { return nil }
      return (start + 5, .day(month: month, day: day, year: year, relative: nil))
    }
    if isYear(token) { return (start + 1, .year(first)) }
    return nil
  }

  /// "1990s", "90s", "'90s", "90's" as the decade's first year; two digits read as the latest
  /// such decade that has begun by 2099 (the 20s are the 2020s, the 30s the 1930s until 2030).
  private func decade(_ word: String) -> Int? {
    var text = Substring(word)
    if text.hasPrefix("'") { text = text.dropFirst() }
    if text.hasSuffix("'s") {
      text = text.dropLast(2)
    } else if text.hasSuffix("s") {
      text = text.dropLast()
    } else {
      return nil
    }
    guard text.count == 2 || text.count == 4, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), value % 10 == 0
    else { return nil }
    if text.count == 4 { return (1800...2090).contains(value) ? value : nil }
    return value <= 20 ? 2000 + value : 1900 + value
  }

  /// A year after a month or season, with an optional "of": "March 2018", "summer of 2017".
  func year(after start: Int) -> (end: Int, value: Int)? {
    if let year = yearNumber(at: start) { return (start + 1, year) }
    if let of = lower(start), phrases.dayOfMonth.contains(of), let year = yearNumber(at: start + 1)
    {
      return (start + 2, year)
    }
    return nil
  }

  func yearNumber(at index: Int) -> Int? {
    guard index < tokens.count, usable(index), isYear(tokens[index]) else { return nil }
    return tokens[index].number
  }

  private func isYear(_ token: QueryToken) -> Bool {
    guard token.lower.count == 4, let value = token.number else { return false }
    return (1900...2099).contains(value)
  }

  /// A day of the month: "4", "4th", "22nd".
  func dayNumber(at index: Int) -> (end: Int, value: Int, isOrdinal: Bool)? {
    guard index < tokens.count, usable(index) else { return nil }
    let token = tokens[index]
    if let value = token.number, token.lower.count <= 2, (1...31).contains(value) {
      return (index + 1, value, false)
    }
    guard token.kind == .word else { return nil }
    for suffix in phrases.ordinalSuffixes where token.lower.hasSuffix(suffix) {
      let digits = token.lower.dropLast(suffix.count)
      if (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(digits), (1...31).contains(value)
      {
        return (index + 1, value, true)
      }
    }
    return nil
  }

  private func number(at index: Int, digits: ClosedRange<Int>) -> Int? {
    guard index < tokens.count, usable(index), digits.contains(tokens[index].lower.count) else {
      return nil
    }
    return tokens[index].number
  }

  /// A count: digits or a number word ("3", "three", "a couple of").
  func count(at index: Int) -> (end: Int, value: Int)? {
    if index < tokens.count, usable(index), let value = tokens[index].number, value > 0,
      value <= 1000
    {
      return (index + 1, value)
    }
    guard let word = grammar.numberWords.match(tokens, at: index, usable: usable) else {
      return nil
    }
    return (word.end, word.payload)
  }

  /// A calendar unit's name.
  func unit(at index: Int) -> (end: Int, value: DateUnit)? {
    guard let word = lower(index), let unit = phrases.units[word] else { return nil }
    return (index + 1, unit)
  }

  private func isValid(day: Int, month: Int) -> Bool {
    let lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return (1...12).contains(month) && (1...lengths[month - 1]).contains(day)
  }
}
