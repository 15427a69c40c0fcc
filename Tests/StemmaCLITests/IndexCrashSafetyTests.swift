import Foundation
import Matcher
import StemmaTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed at any moment while it saves a snapshot leaves the previous snapshot or the
/// new one, whole and openable: `stemma index update` is killed (SIGKILL) at seeded random
/// moments 100 times, and the file is opened after each kill.
@Suite("stemma index: crash safety")
struct IndexCrashSafetyTests {
  @Test func killedUpdatesLeaveTheOldOrTheNewSnapshot() throws {
    let executable = try #require(StemmaProcess.executable)
    let directory = try TemporaryDirectory()
    let snapshot = directory.url.appendingPathComponent("photos.stemma").path
    let build = try StemmaProcess.run([
      "index", "build", "--catalog", IndexCommandTests.sample, "--output", snapshot,
    ])
    #expect(build.status == 0)
    var random = SeededGenerator(seed: 26)
    // Round i removes every marker photo K0…K(i-1) and adds Ki: the file then holds exactly
    // one marker, the one of the last round that finished saving.
    var current: String?
    func changes(_ round: Int) throws -> String {
      var text = (0..<round).map { #"{"id": "K\#($0)", "deleted": true}"# }
      text.append(#"{"id": "K\#(round)", "tags": ["marker\#(round)"]}"#)
      return try directory.write("changes.jsonl", Array(text.joined(separator: "\n").utf8)).path
    }
    // A round run to the end, to time it: the kills are aimed by this duration, so it is
    // measured again every 25 rounds (a machine whose load changes would otherwise aim every
    // kill before or after the save).
    func timedRound(_ round: Int) throws -> TimeInterval {
      let started = Date()
      let run = try StemmaProcess.run(["index", "update", snapshot, "--catalog", changes(round)])
      #expect(run.status == 0, "\(run.stderr)")
      current = "K\(round)"
      return Date().timeIntervalSince(started)
    }
    var duration = try timedRound(0)
    var finished = 0
    var killedMidSave = 0
    func temporaries() throws -> Set<String> {
      Set(
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
          .filter { $0.hasPrefix(".photos.stemma.tmp-") })
    }
    // 100 kills, and more (up to 400 rounds) until one has landed mid-save.
    var round = 0
    var kills = 0
    var timedAfterKills = 0
    while kills < 100 || (killedMidSave == 0 && round < 400) {
      round += 1
      if kills % 25 == 0 && kills != timedAfterKills {
        timedAfterKills = kills
        duration = try timedRound(round)
        continue
      }
      kills += 1
      let before = try temporaries()
      let process = Process()
      process.executableURL = executable
      process.arguments = ["index", "update", snapshot, "--catalog", try changes(round)]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Most kills aimed at the second half of the run, where the save is.
      let delay = duration * Double.random(in: 0.2...1.1, using: &random)
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit { finished += 1 }
      // A temporary file that this kill left is a save it interrupted (a later save that
      // finishes removes it, so it is counted now).
      if !(try temporaries()).subtracting(before).isEmpty { killedMidSave += 1 }
      let index = try PhotoIndex(contentsOfFile: snapshot)
      let markers = (0...round).map { "K\($0)" }.filter(index.contains(id:))
      #expect(markers.count == 1, "round \(round): markers \(markers)")
      #expect(markers == [current ?? ""] || markers == ["K\(round)"], "round \(round)")
      #expect(index.count == 51, "round \(round)")
      current = markers.first
    }
    print(
      "crash safety: \(kills) kills, \(finished) runs finished first, \(killedMidSave) killed mid-save"
    )
    #expect(killedMidSave > 0, "no kill landed while a save was under way")
  }
}
