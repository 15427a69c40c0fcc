extension PhraseTable {
  /// English query phrases.
  ///
  /// Choices worth knowing: "photos", "pictures", "pics" and "images" are fillers, not the
  /// ``PhotoAttribute/photo`` filter, because in a photo library they name everything ("photos
  /// of Anne" includes her videos); "stills" and "still photos" ask for stills only. "portraits"
  /// means portrait mode; the orientations need "vertical", "horizontal" or the word
  /// "orientation". Filters whose names are everyday words (fade, instant, process, tonal,
  /// transfer, chrome) need "filter" or "effect" after them; "noir", "mono" and "black and
  /// white" do not. "square" needs a media word ("square photos").
  public static let english = PhraseTable(
    language: "en",
    fillers: [
      "show", "show me", "me", "my", "mine", "our", "find", "find me", "search", "search for",
      "look for", "looking for", "get", "give me", "display", "list", "open", "see", "view",
      "i want", "i want to see", "i'd like", "can you", "could you", "please", "pull up",
      "bring up", "all", "any", "some", "every", "the", "a", "an", "of", "from", "in", "at",
      "on", "with", "and", "or", "for", "to", "that", "which", "where", "were", "was", "are",
      "is", "i", "we", "taken", "shot", "took", "photos", "photo", "pictures", "picture",
      "pics", "pic", "images", "image", "shots", "snaps", "snapshots", "media", "items",
      "library", "camera roll", "photos and videos", "pictures and videos", "photos or videos",
      "videos and photos", "photos & videos", "only", "just", "ones", "stuff", "things",
    ],
    favorites: [
      "favorite", "favorites", "favourite", "favourites", "fave", "faves", "fav", "favs",
      "favorited", "favourited", "starred", "hearted", "loved",
    ],
    nonFavorites: [
      "unfavorited", "unfavourited", "nonfavorite", "nonfavorites", "nonfavourite",
      "nonfavourites", "unstarred",
    ],
    negations: [
      "not", "no", "non", "without", "except", "excluding", "exclude", "but not", "minus",
      "other than", "apart from", "besides", "never", "w/o",
    ],
    listJoiners: ["and", "or", "nor", ",", "&", "plus"],
    attributes: [
      "stills": .photo, "still photos": .photo, "still pictures": .photo, "still images": .photo,
      "video": .video, "videos": .video, "clip": .video, "clips": .video, "footage": .video,
      "movies": .video, "recordings": .video,
      "gif": .gif, "gifs": .gif, "animated gif": .gif, "animated gifs": .gif,
      "animations": .gif,
      "time lapse": .timeLapse, "time lapses": .timeLapse, "timelapse": .timeLapse,
      "timelapses": .timeLapse,
      "slo mo": .slowMotion, "slo mos": .slowMotion, "slomo": .slowMotion,
      "slow mo": .slowMotion, "slowmo": .slowMotion, "slow motion": .slowMotion,
      "screenshot": .screenshot, "screenshots": .screenshot, "screen shot": .screenshot,
      "screen shots": .screenshot, "screengrab": .screenshot, "screengrabs": .screenshot,
      "screen grabs": .screenshot, "screen captures": .screenshot, "screencaps": .screenshot,
      "selfie": .selfie, "selfies": .selfie,
      "panorama": .panorama, "panoramas": .panorama, "pano": .panorama, "panos": .panorama,
      "panoramic": .panorama, "panoramics": .panorama,
      "hdr": .hdr, "high dynamic range": .hdr,
      "burst": .burst, "bursts": .burst, "burst photos": .burst, "burst shots": .burst,
      "burst mode": .burst,
      "live photo": .livePhoto, "live photos": .livePhoto, "live pictures": .livePhoto,
      "live pics": .livePhoto,
      "loop": .loop, "loops": .loop, "looping": .loop,
      "bounce": .bounce, "bounces": .bounce, "bouncing": .bounce,
      "long exposure": .longExposure, "long exposures": .longExposure,
      "portrait": .portraitMode, "portraits": .portraitMode, "portrait mode": .portraitMode,
      "portrait photos": .portraitMode, "depth effect": .portraitMode,
      "front camera": .frontCamera, "front facing camera": .frontCamera,
      "front facing": .frontCamera, "with flash": .flash, "with the flash": .flash,
      "flash photos": .flash, "flash on": .flash,
      "vertical": .portraitOrientation, "portrait orientation": .portraitOrientation,
      "horizontal": .landscapeOrientation, "landscape orientation": .landscapeOrientation,
      "landscape mode": .landscapeOrientation,
      "square photos": .square, "square photo": .square, "square pictures": .square,
      "square pics": .square, "square images": .square, "square format": .square,
      "square crop": .square, "squares": .square,
      "noir": .noir, "noir filter": .noir, "mono": .mono, "mono filter": .mono,
      "monochrome": .mono, "black and white": .mono, "black & white": .mono, "b&w": .mono,
      "b/w": .mono, "chrome filter": .chrome, "chrome effect": .chrome,
      "fade filter": .fade, "fade effect": .fade, "faded": .fade,
      "instant filter": .instant, "instant effect": .instant,
      "process filter": .process, "process effect": .process,
      "tonal filter": .tonal, "tonal effect": .tonal,
      "transfer filter": .transfer, "transfer effect": .transfer,
    ],
    albumWords: ["album", "albums"],
    albumCues: ["in", "from", "inside", "within"],
    personCues: ["of", "with", "featuring", "including", "showing", "starring"],
    locationCues: ["in", "at", "near", "around"],
    determiners: ["my", "the", "our", "his", "her", "their", "any", "all"],
    nameConnectors: [
      "of", "the", "on", "upon", "de", "del", "della", "di", "da", "du", "des", "la", "le",
      "los", "las", "el", "von", "van", "der", "den", "y",
    ],
    possessiveSuffixes: ["'s", "'"],
    dates: .english,
    requestWords: [
      "show", "find", "search", "look", "looking", "get", "give", "display", "list", "open",
      "see", "view", "want", "like", "pull", "bring", "all", "every", "everything", "photos",
      "photo", "pictures", "picture", "pics", "pic", "images", "image", "shots", "snaps",
      "snapshots", "media", "items", "library", "camera", "roll", "videos", "ones", "stuff",
      "things",
    ])
}

extension DatePhrases {
  /// English date phrases; numeric dates with slashes read month first (7/4/2019 is July 4).
  public static let english = DatePhrases(
    months: [
      "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
      "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
      "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
      "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    ],
    weakMonths: [
      "may", "march", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
      "nov", "dec",
    ],
    weekdays: [
      "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6,
      "saturday": 7,
    ],
    seasons: [
      "spring": .spring, "summer": .summer, "autumn": .autumn, "fall": .autumn,
      "winter": .winter,
    ],
    units: [
      "day": .day, "days": .day, "week": .week, "weeks": .week, "month": .month,
      "months": .month, "year": .year, "years": .year,
    ],
    weekend: ["weekend"],
    numbers: [
      "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
      "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
      "a couple of": 2, "a couple": 2, "couple of": 2, "a few": 3, "few": 3,
    ],
    days: [
      "today": .today, "yesterday": .yesterday, "the day before yesterday": .dayBeforeYesterday,
      "day before yesterday": .dayBeforeYesterday, "this morning": .thisMorning,
      "this afternoon": .thisAfternoon, "tonight": .tonight, "this evening": .tonight,
      "last night": .lastNight,
    ],
    this: ["this", "current"],
    last: ["last", "previous"],
    past: ["past"],
    agoSuffixes: ["ago", "back"],
    agoPrefixes: [],
    since: ["since", "as of", "starting", "starting from"],
    before: ["before", "prior to", "earlier than"],
    after: ["after", "later than"],
    until: ["until", "till", "up to", "up until", "through"],
    between: ["between"],
    from: ["from"],
    rangeJoiners: ["to", "through", "thru", "until", "till", "and", "-"],
    onwards: ["on", "onwards", "onward"],
    cues: [
      "in", "on", "during", "from", "of", "at", "taken in", "taken on", "taken during",
      "shot in", "within", "around",
    ],
    articles: ["the"],
    dayOfMonth: ["of"],
    ordinalSuffixes: ["st", "nd", "rd", "th"],
    holidays: [
      "christmas": MonthDay(12, 25), "christmas day": MonthDay(12, 25),
      "xmas": MonthDay(12, 25), "christmas eve": MonthDay(12, 24),
      "boxing day": MonthDay(12, 26), "new year's eve": MonthDay(12, 31),
      "new years eve": MonthDay(12, 31), "nye": MonthDay(12, 31),
      "new year's day": MonthDay(1, 1), "new years day": MonthDay(1, 1),
      "new year's": MonthDay(1, 1), "new year": MonthDay(1, 1),
      "halloween": MonthDay(10, 31), "valentine's day": MonthDay(2, 14),
      "valentines day": MonthDay(2, 14), "valentine's": MonthDay(2, 14),
      "independence day": MonthDay(7, 4), "fourth of july": MonthDay(7, 4),
      "st patrick's day": MonthDay(3, 17), "saint patrick's day": MonthDay(3, 17),
      "st. patrick's day": MonthDay(3, 17),
    ],
    numericOrder: .monthDayYear)
}
