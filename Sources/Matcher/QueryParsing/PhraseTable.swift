/// The words and phrases one language uses to ask for photos: what ``QueryParser`` recognizes.
///
/// A phrase is written as a user types it ("screen shot", "slo-mo", "new year's eve"); the
/// parser compares lowercase words, reads hyphens as word breaks and straight or curly
/// apostrophes alike. Adding a language is adding a table (see ``english``), not code: the
/// grammar is the same, only the words change.
public struct PhraseTable: Hashable, Sendable {
  /// The language's code ("en").
  public var language: String
  /// Phrases that carry no filter and no search term ("show me", "photos of", "the").
  public var fillers: [String]
  /// Fillers that ask for the library itself ("show me", "photos", "everything"): a query of
  /// only fillers asks for every photo when it has one of these, and for nothing it can find
  /// when it has only function words ("the", "of").
  public var requestWords: [String]
  /// Phrases that ask for favorites ("favorite", "faves", "starred").
  public var favorites: [String]
  /// Phrases that ask for non-favorites on their own ("unfavorited").
  public var nonFavorites: [String]
  /// Words that negate the favorite or attribute phrase after them ("not", "without").
  public var negations: [String]
  /// Words that continue a list of attributes or people ("and", "or", ",").
  public var listJoiners: [String]
  /// Phrases naming a media type, capture mode, orientation or filter.
  public var attributes: [String: PhotoAttribute]
  /// The word for an album ("album"), which makes a span an album name without a vocabulary.
  public var albumWords: [String]
  /// Words before an album name ("in", "from").
  public var albumCues: [String]
  /// Words before a person's name ("of", "with").
  public var personCues: [String]
  /// Words before a place name ("in", "at").
  public var locationCues: [String]
  /// Words that may stand between a cue and a name ("my", "the").
  public var determiners: [String]
  /// Lowercase words allowed inside a capitalized place name ("of" in "Bay of Islands").
  public var nameConnectors: [String]
  /// The possessive ending that may follow a name ("'s" in "Anne's birthday").
  public var possessiveSuffixes: [String]
  /// Dates, relative and absolute.
  public var dates: DatePhrases

  /// Creates a table.
  /// - Parameters:
  ///   - language: The language's code.
  ///   - fillers: Phrases with no meaning for the search.
  ///   - favorites: Phrases asking for favorites.
  ///   - nonFavorites: Phrases asking for non-favorites.
  ///   - negations: Words negating the next phrase.
  ///   - listJoiners: Words continuing a list.
  ///   - attributes: Attribute phrases.
  ///   - albumWords: The words for an album.
  ///   - albumCues: Words before an album name.
  ///   - personCues: Words before a person's name.
  ///   - locationCues: Words before a place name.
  ///   - determiners: Words between a cue and a name.
  ///   - nameConnectors: Lowercase words inside place names.
  ///   - possessiveSuffixes: Possessive endings.
  ///   - dates: The date phrases.
  ///   - requestWords: Fillers that ask for the whole library.
  public init(
    language: String, fillers: [String], favorites: [String], nonFavorites: [String],
    negations: [String], listJoiners: [String], attributes: [String: PhotoAttribute],
    albumWords: [String], albumCues: [String], personCues: [String], locationCues: [String],
    determiners: [String], nameConnectors: [String], possessiveSuffixes: [String],
    dates: DatePhrases, requestWords: [String] = []
  ) {
    self.language = language
    self.fillers = fillers
    self.favorites = favorites
    self.nonFavorites = nonFavorites
    self.negations = negations
    self.listJoiners = listJoiners
    self.attributes = attributes
    self.albumWords = albumWords
    self.albumCues = albumCues
    self.personCues = personCues
    self.locationCues = locationCues
    self.determiners = determiners
    self.nameConnectors = nameConnectors
    self.possessiveSuffixes = possessiveSuffixes
    self.dates = dates
    self.requestWords = requestWords
  }
}

/// The date words of one language, for ``PhraseTable/dates``.
public struct DatePhrases: Hashable, Sendable {
  /// Month names and abbreviations, 1 for January.
  public var months: [String: Int]
  /// Month words that are dates only with context (a cue, a day, a year, "last"): "may",
  /// "march" and the abbreviations.
  public var weakMonths: Set<String>
  /// Weekday names, 1 for Sunday (as `Calendar` numbers them).
  public var weekdays: [String: Int]
  /// Season names.
  public var seasons: [String: Season]
  /// Calendar units by name, singular and plural ("day", "weeks").
  public var units: [String: DateUnit]
  /// The weekend's name.
  public var weekend: [String]
  /// Numbers written as words ("a" and "two" in "a week ago", "two years ago").
  public var numbers: [String: Int]
  /// Phrases for the present day, the day before, and parts of the day.
  public var days: [String: DayPhrase]
  /// Words for the current unit ("this").
  public var this: [String]
  /// Words for the previous unit ("last"); with a count, the rolling span ("last 3 days").
  public var last: [String]
  /// Words for a rolling span ending today ("past").
  public var past: [String]
  /// Words after a count that make it a distance back ("ago").
  public var agoSuffixes: [String]
  /// Words before a count that make it a distance back (German "vor").
  public var agoPrefixes: [String]
  /// Words starting an open range from a date on ("since").
  public var since: [String]
  /// Words ending an open range before a date ("before").
  public var before: [String]
  /// Words starting an open range after a date ("after").
  public var after: [String]
  /// Words ending an open range with a date included ("until").
  public var until: [String]
  /// Words starting a closed range ("between").
  public var between: [String]
  /// Words starting a range ("from", in "from March to May").
  public var from: [String]
  /// Words joining the two ends of a range ("to", "and", "-").
  public var rangeJoiners: [String]
  /// Words after "from X" that leave the range open ("on", "onwards").
  public var onwards: [String]
  /// Words before a date that belong to it ("in", "during", "taken in").
  public var cues: [String]
  /// The article that may come before a date word ("the" in "the 90s", "the past week").
  public var articles: [String]
  /// The word between a day and its month ("of" in "4th of July").
  public var dayOfMonth: [String]
  /// Ordinal endings of day numbers ("st", "nd", "rd", "th").
  public var ordinalSuffixes: [String]
  /// Holidays on a fixed day, as (month, day).
  public var holidays: [String: MonthDay]
  /// The order of numeric dates with slashes.
  public var numericOrder: NumericDateOrder

  /// Creates date phrases; see each property.
  /// - Parameters:
  ///   - months: Month names.
  ///   - weakMonths: Month words needing context.
  ///   - weekdays: Weekday names.
  ///   - seasons: Season names.
  ///   - units: Unit names.
  ///   - weekend: The weekend's name.
  ///   - numbers: Number words.
  ///   - days: Day phrases.
  ///   - this: Words for the current unit.
  ///   - last: Words for the previous unit.
  ///   - past: Words for a rolling span.
  ///   - agoSuffixes: Words after a count.
  ///   - agoPrefixes: Words before a count.
  ///   - since: Open-range starters.
  ///   - before: Open-range enders.
  ///   - after: Open-range starters after a date.
  ///   - until: Open-range enders, date included.
  ///   - between: Closed-range starters.
  ///   - from: Range starters.
  ///   - rangeJoiners: Range joiners.
  ///   - onwards: Open-range markers.
  ///   - cues: Date cues.
  ///   - articles: Articles.
  ///   - dayOfMonth: Day–month joiners.
  ///   - ordinalSuffixes: Ordinal endings.
  ///   - holidays: Fixed-day holidays.
  ///   - numericOrder: Numeric date order.
  public init(
    months: [String: Int], weakMonths: Set<String>, weekdays: [String: Int],
    seasons: [String: Season], units: [String: DateUnit], weekend: [String],
    numbers: [String: Int], days: [String: DayPhrase], this: [String], last: [String],
    past: [String], agoSuffixes: [String], agoPrefixes: [String], since: [String],
    before: [String], after: [String], until: [String], between: [String], from: [String],
    rangeJoiners: [String], onwards: [String], cues: [String], articles: [String],
    dayOfMonth: [String], ordinalSuffixes: [String], holidays: [String: MonthDay],
    numericOrder: NumericDateOrder
  ) {
    self.months = months
    self.weakMonths = weakMonths
    self.weekdays = weekdays
    self.seasons = seasons
    self.units = units
    self.weekend = weekend
    self.numbers = numbers
    self.days = days
    self.this = this
    self.last = last
    self.past = past
    self.agoSuffixes = agoSuffixes
    self.agoPrefixes = agoPrefixes
    self.since = since
    self.before = before
    self.after = after
    self.until = until
    self.between = between
    self.from = from
    self.rangeJoiners = rangeJoiners
    self.onwards = onwards
    self.cues = cues
    self.articles = articles
    self.dayOfMonth = dayOfMonth
    self.ordinalSuffixes = ordinalSuffixes
    self.holidays = holidays
    self.numericOrder = numericOrder
  }
}

/// A season of the year.
public enum Season: String, Hashable, Sendable, Codable, CaseIterable {
  /// Spring.
  case spring
  /// Summer.
  case summer
  /// Autumn (fall).
  case autumn
  /// Winter.
  case winter
}

/// A calendar unit of a relative date.
public enum DateUnit: String, Hashable, Sendable, Codable, CaseIterable {
  /// A day.
  case day
  /// A week (the calendar's weeks).
  case week
  /// A month.
  case month
  /// A year.
  case year
}

/// A phrase about a day: today, yesterday, or part of one.
public enum DayPhrase: String, Hashable, Sendable, Codable, CaseIterable {
  /// The current day.
  case today
  /// The day before.
  case yesterday
  /// Two days before.
  case dayBeforeYesterday
  /// Today, 05:00 to 12:00.
  case thisMorning
  /// Today, 12:00 to 18:00.
  case thisAfternoon
  /// Today, 18:00 to midnight.
  case tonight
  /// Yesterday 18:00 to today 06:00.
  case lastNight
}

/// A month and a day, for holidays on a fixed date.
public struct MonthDay: Hashable, Sendable, Codable {
  /// The month, 1…12.
  public var month: Int
  /// The day, 1…31.
  public var day: Int

  /// Creates a month and day.
  /// - Parameters:
  ///   - month: The month, 1…12.
  ///   - day: The day, 1…31.
  public init(_ month: Int, _ day: Int) {
    self.month = month
    self.day = day
  }
}

/// How a language orders numeric dates written with slashes.
public enum NumericDateOrder: String, Hashable, Sendable, Codable {
  /// 7/4/2019 is July 4 (United States).
  case monthDayYear
  /// 4/7/2019 is July 4 (most of the world).
  case dayMonthYear
}
