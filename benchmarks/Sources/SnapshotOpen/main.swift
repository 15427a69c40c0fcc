// Opens a snapshot file and answers one query, in process, several times over: the time from
// nothing to the first result, which is what a short-lived process (an app extension) pays.
// Run the file once beforehand (or let the first round do it) so that it is in the page cache.
//
//   swift run -c release SnapshotOpen /tmp/1m.stemma dog [rounds]
import Foundation
import Matcher

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: SnapshotOpen FILE QUERY [ROUNDS]")
  exit(64)
}
let path = arguments[1]
let query = arguments[2]
let rounds = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5

/// CPU time of this process so far (user + system), in seconds.
func cpuSeconds() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}

let clock = ContinuousClock()
var opens: [Double] = []
var totals: [Double] = []
var cpus: [Double] = []
for round in 0..<rounds {
  let cpu = cpuSeconds()
  let start = clock.now
  do {
    let index = try PhotoIndex(contentsOfFile: path)
    let opened = clock.now
    let result = try index.search(PhotoQuery(searchTerms: [query]))
    let done = clock.now
    opens.append((opened - start) / .milliseconds(1))
    totals.append((done - start) / .milliseconds(1))
    cpus.append((cpuSeconds() - cpu) * 1000)
    if round == 0 { print("photos \(index.count), total hits for '\(query)': \(result.total)") }
  } catch {
    print("error: \(error)")
    exit(65)
  }
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print(
  String(
    format:
      "open: median %.1f ms (min %.1f); open + first query: median %.1f ms (min %.1f); CPU %.1f ms median",
    median(opens), opens.min() ?? 0, median(totals), totals.min() ?? 0, median(cpus)))
