import Testing

@testable import Vocabulary

@Suite struct DoubleMetaphoneTests {
  /// Examples from Philips' article and the rules' comments, with their published codes
  /// (primary, alternate), 4 letters at most.
  @Test(arguments: [
    ("Smith", "SM0", "XMT"), ("Schmidt", "XMT", "SMT"), ("Thomas", "TMS", "TMS"),
    ("Xavier", "SF", "SFR"), ("Michael", "MKL", "MXL"), ("Jose", "HS", "HS"),
    ("Caesar", "SSR", "SSR"), ("Edge", "AJ", "AJ"), ("Edgar", "ATKR", "ATKR"),
    ("Campbell", "KMPL", "KMPL"), ("Dumb", "TM", "TM"), ("Knight", "NT", "NT"),
    ("Arnow", "ARN", "ARNF"), ("Filipowicz", "FLPT", "FLPF"), ("Zhang", "JNK", "JNK"),
    ("Wasserman", "ASRM", "FSRM"), ("Catherine", "K0RN", "KTRN"), ("Kathryn", "K0RN", "KTRN"),
    ("Philip", "FLP", "FLP"), ("Gallegos", "KLKS", "KKS"), ("Bacchus", "PKS", "PKS"),
    ("Laugh", "LF", "LF"), ("Tagliaro", "TKLR", "TLR"), ("Sugar", "XKR", "SKR"),
    ("Island", "ALNT", "ALNT"), ("Schooner", "SKNR", "SKNR"), ("Czerny", "SRN", "XRN"),
    ("Focaccia", "FKX", "FKX"), ("Chemistry", "KMST", "KMST"), ("Charles", "XRLS", "XRLS"),
    ("Cabrillo", "KPRL", "KPR"), ("Resnais", "RSN", "RSNS"), ("Breaux", "PR", "PR"),
    ("Rogier", "RJ", "RJR"), ("Jankelowicz", "JNKL", "ANKL"), ("Womo", "AM", "FM"),
  ])
  func publishedExamples(word: String, primary: String, alternate: String) throws {
    let codes = try #require(DoubleMetaphone.codes(of: word.lowercased()))
    #expect(codes.primary == primary, "\(word)")
    #expect(codes.alternate == alternate, "\(word)")
  }

  @Test(arguments: [
    ("smith", "smyth"), ("schmidt", "smith"), ("catherine", "kathryn"), ("jon", "john"),
    ("stephen", "steven"), ("kristin", "christine"), ("philip", "filip"),
  ])
  func soundAlikes(lhs: String, rhs: String) throws {
    let left = try #require(DoubleMetaphone.codes(of: lhs, maxLength: 6))
    let right = try #require(DoubleMetaphone.codes(of: rhs, maxLength: 6))
    #expect(DoubleMetaphone.soundAlike(left, right))
  }

  @Test(arguments: ["", "123", "東京", "--"])
  func wordsWithoutLettersHaveNoCode(word: String) {
    #expect(DoubleMetaphone.codes(of: word) == nil)
  }

  @Test func longerCodesOnRequest() throws {
    let codes = try #require(DoubleMetaphone.codes(of: "wasserman", maxLength: 8))
    #expect(codes.primary == "ASRMN")
    #expect(codes.alternate == "FSRMN")
  }
}
