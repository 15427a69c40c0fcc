/// The consonants whose sound depends on their neighbours, one rule set each, in the order
/// Philips tests them: the first rule that applies decides.
extension MetaphoneEncoder {
  mutating func encodeC() {
    // Germanic "bacher", "macher", but not "bachi", "bache".
    if current > 1 && !isVowel(current - 2) && matches(current - 1, "ACH")
      && at(current + 2) != UInt8(ascii: "I")
      && (at(current + 2) != UInt8(ascii: "E") || matches(current - 2, "BACHER", "MACHER"))
    {
      add("K")
      current += 2
    } else if current == 0 && matches(current, "CAESAR") {
      add("S")
      current += 2
    } else if matches(current, "CHIA") {  // Italian "chianti"
      add("K")
      current += 2
    } else if matches(current, "CH") {
      encodeCH()
      current += 2
    } else if matches(current, "CZ") && !matches(current - 2, "WICZ") {  // "Czerny"
      add("S", "X")
      current += 2
    } else if matches(current + 1, "CIA") {  // "focaccia"
      add("X")
      current += 3
    } else if matches(current, "CC") && !(current == 1 && at(0) == UInt8(ascii: "M")) {
      // Double C, but not "McClelland".
      if matches(current + 2, "I", "E", "H") && !matches(current + 2, "HU") {
        // "accident", "accede", "succeed" sound KS; Italian "bacci", "bertucci" sound X.
        if (current == 1 && at(current - 1) == UInt8(ascii: "A"))
          || matches(current - 1, "UCCEE", "UCCES")
        {
          add("KS")
        } else {
          add("X")
        }
        current += 3
      } else {
        add("K")  // Pierce's rule
        current += 2
      }
    } else if matches(current, "CK", "CG", "CQ") {
      add("K")
      current += 2
    } else if matches(current, "CI", "CE", "CY") {
      if matches(current, "CIO", "CIE", "CIA") { add("S", "X") } else { add("S") }
      current += 2
    } else {
      add("K")
      if matches(current + 1, " C", " Q", " G") {  // "Mac Caffrey", "Mac Gregor"
        current += 3
      } else if matches(current + 1, "C", "K", "Q") && !matches(current + 1, "CE", "CI") {
        current += 2
      } else {
        current += 1
      }
    }
  }

  /// "CH": K in Greek and Germanic words and "Michael", X (or X/K) elsewhere.
  private mutating func encodeCH() {
    if current > 0 && matches(current, "CHAE") {  // "Michael"
      add("K", "X")
      return
    }
    if current == 0
      && (matches(current + 1, "HARAC", "HARIS")
        || matches(current + 1, "HOR", "HYM", "HIA", "HEM"))
      && !matches(0, "CHORE")
    {
      add("K")  // Greek roots: "chemistry", "chorus"
      return
    }
    if matches(0, "VAN ", "VON ") || matches(0, "SCH")
      || matches(current - 2, "ORCHES", "ARCHIT", "ORCHID") || matches(current + 2, "T", "S")
      || ((matches(current - 1, "A", "O", "U", "E") || current == 0)
        && matches(current + 2, "L", "R", "N", "M", "B", "H", "F", "V", "W", " "))
    {
      add("K")
    } else if current > 0 {
      if matches(0, "MC") { add("K") } else { add("X", "K") }
    } else {
      add("X")
    }
  }

  mutating func encodeD() {
    if matches(current, "DG") {
      if matches(current + 2, "I", "E", "Y") {  // "edge"
        add("J")
        current += 3
      } else {  // "Edgar"
        add("TK")
        current += 2
      }
    } else {
      add("T")
      current += matches(current, "DT", "DD") ? 2 : 1
    }
  }

  mutating func encodeG() {
    if at(current + 1) == UInt8(ascii: "H") {
      encodeGH()
    } else if at(current + 1) == UInt8(ascii: "N") {
      if current == 1 && isVowel(0) && !slavoGermanic {
        add("KN", "N")
      } else if !matches(current + 2, "EY") && !slavoGermanic {
        add("N", "KN")
      } else {
        add("KN")
      }
      current += 2
    } else if matches(current + 1, "LI") && !slavoGermanic {  // "tagliaro"
      add("KL", "L")
      current += 2
    } else if current == 0
      && (at(current + 1) == UInt8(ascii: "Y")
        || matches(current + 1, "ES", "EP", "EB", "EL", "EY", "IB", "IL", "IN", "IE", "EI", "ER"))
    {
      add("K", "J")
      current += 2
    } else if (matches(current + 1, "ER") || at(current + 1) == UInt8(ascii: "Y"))
      && !matches(0, "DANGER", "RANGER", "MANGER") && !matches(current - 1, "E", "I")
      && !matches(current - 1, "RGY", "OGY")
    {
      add("K", "J")
      current += 2
    } else if matches(current + 1, "E", "I", "Y") || matches(current - 1, "AGGI", "OGGI") {
      if matches(0, "VAN ", "VON ") || matches(0, "SCH") || matches(current + 1, "ET") {
        add("K")
      } else if matches(current + 1, "IER ") {
        add("J")
      } else {
        add("J", "K")
      }
      current += 2
    } else {
      add("K")
      advance(doubling: UInt8(ascii: "G"))
    }
  }

  private mutating func encodeGH() {
    if current > 0 && !isVowel(current - 1) {
      add("K")
    } else if current == 0 {
      // "ghislane", "ghiradelli"
      if at(current + 2) == UInt8(ascii: "I") { add("J") } else { add("K") }
    } else if (current > 1 && matches(current - 2, "B", "H", "D"))
      || (current > 2 && matches(current - 3, "B", "H", "D"))
      || (current > 3 && matches(current - 4, "B", "H"))
    {
      // Parker's rule: silent in "hugh", "bough", "broughton".
    } else if current > 2 && at(current - 1) == UInt8(ascii: "U")
      && matches(current - 3, "C", "G", "L", "R", "T")
    {
      add("F")  // "laugh", "McLaughlin", "cough", "tough"
    } else if current > 0 && at(current - 1) != UInt8(ascii: "I") {
      add("K")
    }
    current += 2
  }

  mutating func encodeJ() {
    if matches(current, "JOSE") || matches(0, "SAN ") {  // Spanish "Jose", "San Jacinto"
      if (current == 0 && at(current + 4) == 0x20) || matches(0, "SAN ") {
        add("H")
      } else {
        add("J", "H")
      }
      current += 1
      return
    }
    if current == 0 {
      add("J", "A")  // "Yankelovich" / "Jankelowicz"
    } else if isVowel(current - 1) && !slavoGermanic
      && (at(current + 1) == UInt8(ascii: "A") || at(current + 1) == UInt8(ascii: "O"))
    {
      add("J", "H")  // Spanish "bajador"
    } else if current == last {
      add("J", " ")
    } else if !matches(current + 1, "L", "T", "K", "S", "N", "M", "B", "Z")
      && !matches(current - 1, "S", "K", "L")
    {
      add("J")
    }
    advance(doubling: UInt8(ascii: "J"))
  }

  mutating func encodeL() {
    guard at(current + 1) == UInt8(ascii: "L") else {
      add("L")
      current += 1
      return
    }
    // Spanish "cabrillo", "gallegos": the LL is silent in the alternate reading.
    let spanish =
      (current == last - 2 && matches(current - 1, "ILLO", "ILLA", "ALLE"))
      || ((matches(last - 1, "AS", "OS") || matches(last, "A", "O"))
        && matches(current - 1, "ALLE"))
    if spanish { add("L", "") } else { add("L") }
    current += 2
  }

  mutating func encodeS() {
    if matches(current - 1, "ISL", "YSL") {  // "island", "isle", "carlisle"
      current += 1
    } else if current == 0 && matches(current, "SUGAR") {
      add("X", "S")
      current += 1
    } else if matches(current, "SH") {
      if matches(current + 1, "HEIM", "HOEK", "HOLM", "HOLZ") { add("S") } else { add("X") }
      current += 2
    } else if matches(current, "SIO", "SIA") || matches(current, "SIAN") {
      if slavoGermanic { add("S") } else { add("S", "X") }
      current += 3
    } else if (current == 0 && matches(current + 1, "M", "N", "L", "W"))
      || matches(current + 1, "Z")
    {
      // "Smith" meets "Schmidt", "Snider" meets "Schneider"; Slavic "-sz-".
      add("S", "X")
      current += matches(current + 1, "Z") ? 2 : 1
    } else if matches(current, "SC") {
      encodeSC()
      current += 3
    } else {
      if current == last && matches(current - 2, "AI", "OI") {
        add("", "S")  // French "Resnais", "Artois"
      } else {
        add("S")
      }
      current += matches(current + 1, "S", "Z") ? 2 : 1
    }
  }

  /// "SC": Schlesinger's rule.
  private mutating func encodeSC() {
    if at(current + 2) == UInt8(ascii: "H") {
      if matches(current + 3, "OO", "ER", "EN", "UY", "ED", "EM") {
        // Dutch "school", "schooner"; "schermerhorn", "schenker".
        if matches(current + 3, "ER", "EN") { add("X", "SK") } else { add("SK") }
      } else if current == 0 && !isVowel(3) && at(3) != UInt8(ascii: "W") {
        add("X", "S")
      } else {
        add("X")
      }
    } else if matches(current + 2, "I", "E", "Y") {
      add("S")
    } else {
      add("SK")
    }
  }

  mutating func encodeT() {
    if matches(current, "TION") || matches(current, "TIA", "TCH") {
      add("X")
      current += 3
    } else if matches(current, "TH") || matches(current, "TTH") {
      // "Thomas", "Thames" and Germanic names say T.
      if matches(current + 2, "OM", "AM") || matches(0, "VAN ", "VON ") || matches(0, "SCH") {
        add("T")
      } else {
        add("0", "T")
      }
      current += 2
    } else {
      add("T")
      current += matches(current + 1, "T", "D") ? 2 : 1
    }
  }

  mutating func encodeW() {
    if matches(current, "WR") {
      add("R")
      current += 2
      return
    }
    if current == 0 && (isVowel(current + 1) || matches(current, "WH")) {
      // "Wasserman" meets "Vasserman"; "Uomo" meets "Womo".
      if isVowel(current + 1) { add("A", "F") } else { add("A") }
    }
    if (current == last && isVowel(current - 1))
      || matches(current - 1, "EWSKI", "EWSKY", "OWSKI", "OWSKY") || matches(0, "SCH")
    {
      add("", "F")  // "Arnow" meets "Arnoff"
      current += 1
    } else if matches(current, "WICZ", "WITZ") {  // Polish "Filipowicz"
      add("TS", "FX")
      current += 4
    } else {
      current += 1
    }
  }

  mutating func encodeZ() {
    if at(current + 1) == UInt8(ascii: "H") {  // Chinese "Zhao"
      add("J")
      current += 2
      return
    }
    if matches(current + 1, "ZO", "ZI", "ZA")
      || (slavoGermanic && current > 0 && at(current - 1) != UInt8(ascii: "T"))
    {
      add("S", "TS")
    } else {
      add("S")
    }
    advance(doubling: UInt8(ascii: "Z"))
  }
}
