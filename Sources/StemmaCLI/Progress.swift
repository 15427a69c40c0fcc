/// A progress line on standard error, shown only when standard error is a terminal and the
/// job has run for more than two seconds; never written into pipes or files.
struct Progress {
  private let totalBytes: Int?
  private let enabled: Bool
  private let started: Double
  private var lastShown = 0.0
  private var shown = false

  init(totalBytes: Int?) {
    self.totalBytes = totalBytes
    self.enabled = System.isTerminal(2)
    self.started = System.now()
  }

  mutating func update(bytes: Int, lines: Int) {
    guard enabled else { return }
    let now = System.now()
    guard now - started > 2, now - lastShown > 0.2 else { return }
    lastShown = now
    shown = true
    var text = "\r\u{1B}[K"
    if let totalBytes, totalBytes > 0 {
      let fraction = min(1, Double(bytes) / Double(totalBytes))
      let width = 30
      let filled = Int(fraction * Double(width))
      text +=
        "[" + String(repeating: "=", count: filled)
        + String(repeating: " ", count: width - filled) + "] \(Int(fraction * 100))% "
    }
    text += "\(lines) lines, \(bytes / 1_000_000) MB"
    System.writeRaw(text)
  }

  /// Shows `status` (a phase of a long job, or a count) in place of the progress line.
  /// - Parameter phase: A new phase, shown at once; otherwise the line is refreshed only past
  ///   two seconds into the job and five times a second at most, as ``update(bytes:lines:)``.
  mutating func update(status: String, phase: Bool = false) {
    guard enabled else { return }
    let now = System.now()
    guard phase || (now - started > 2 && now - lastShown > 0.2) else { return }
    lastShown = now
    shown = true
    System.writeRaw("\r\u{1B}[K" + status)
  }

  mutating func finish() {
    guard shown else { return }
    System.writeRaw("\r\u{1B}[K")
    shown = false
  }
}
