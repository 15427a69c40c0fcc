// A saved index against the index it was built as, at scale (MatcherScale's synthetic library
// and its benchmark queries): how long saving takes, the file's bytes a photo, query latency
// on the opened file against the built index, and resident memory of each.
//
//   SnapshotScale compare [PHOTOS] [QUERIES] [--file PATH] [--rounds N] [--saves N]
//       [--write-queries PATH]
//     Builds the index, saves it to PATH (default /tmp/snapshot-scale.stemma) N times timing
//     `write(toFile:)` alone, opens the file, checks that every benchmark query answers the
//     same on both (ids, scores, totals, continuations), then runs the compound and one-word
//     query sets on both, in rounds, the two side by side in each round and each first in
//     every other round. Each query's time is this thread's CPU time (the machine is shared:
//     the wall clock also counts the neighbours' turns); a round's ratio is opened ÷ built
//     of that round's medians, and the summary gives each figure's median over the rounds and
//     the median and range of the ratios. --write-queries saves the compound queries (JSON
//     Lines, SyntheticCatalog.queryLines) for the memory runs.
//
//   SnapshotScale memory built [PHOTOS] --queries PATH
//   SnapshotScale memory opened FILE --queries PATH
//     One index per process: builds it from the library (then frees the library) or opens the
//     file, runs the compound and the one-word queries once each, and prints the process's
//     resident memory (/proc/self/status) before, after building or opening, and after the
//     queries. snapshot/measure.sh runs both and prints the ratio.
//
//   SnapshotScale save PHOTOS FILE
//     Builds the synthetic library's index and saves it (search-compare's on-disk Stemma).
//   SnapshotScale open FILE --queries PATH [--query N]
//     Opens the file and answers query N (from 0; default 0) of PATH with its 100 hits, timed
//     in process (search-compare's open-to-first-result, one JSON line as on_disk.py prints).
import Foundation
import Matcher
import SyntheticCatalog

#if canImport(Glibc)
  import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())

/// The value after `flag` in the arguments (removing both), if present.
@MainActor func option(_ flag: String) -> String? {
  guard let at = arguments.firstIndex(of: flag), at + 1 < arguments.count else { return nil }
  let value = arguments[at + 1]
  arguments.removeSubrange(at...(at + 1))
  return value
}

func usage() -> Never {
  print(
    """
    usage: SnapshotScale compare [PHOTOS] [QUERIES] [--file PATH] [--rounds N] [--saves N] \
    [--write-queries PATH]
           SnapshotScale memory built [PHOTOS] --queries PATH
           SnapshotScale memory opened FILE --queries PATH
           SnapshotScale save PHOTOS FILE
           SnapshotScale open FILE --queries PATH [--query N]
    """)
  exit(64)
}

/// Seconds of CPU time of `clock` (CLOCK_PROCESS_CPUTIME_ID or CLOCK_THREAD_CPUTIME_ID).
func cpuSeconds(_ clock: clockid_t = CLOCK_PROCESS_CPUTIME_ID) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func wallSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func percentile99(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
}
func format(_ value: Double, _ digits: Int = 3) -> String {
  String(format: "%.\(digits)f", value)
}

/// Each query's CPU time on this thread, in milliseconds, and the results.
func timedPass(_ index: PhotoIndex, _ queries: [PhotoQuery]) throws -> (
  milliseconds: [Double], results: [SearchResult]
) {
  var times: [Double] = []
  var results: [SearchResult] = []
  times.reserveCapacity(queries.count)
  results.reserveCapacity(queries.count)
  for query in queries {
    let start = cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
    let result = try index.search(query, limit: 100)
    times.append((cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start) * 1e3)
    results.append(result)
  }
  return (times, results)
}

// MARK: - compare

@MainActor func compare() throws {
  let path = option("--file") ?? "/tmp/snapshot-scale.stemma"
  let rounds = max(1, option("--rounds").flatMap(Int.init) ?? 5)
  let saves = max(1, option("--saves").flatMap(Int.init) ?? 3)
  let queriesPath = option("--write-queries")
  let photoCount = arguments.first.flatMap(Int.init) ?? 1_000_000
  let queryCount = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

  let library = SyntheticCatalog.library(count: photoCount)
  let compound = SyntheticCatalog.compoundQueries(count: queryCount, library: library)
  let sets = [
    ("compound (3 words + filter)", compound),
    ("one word", SyntheticCatalog.oneWordQueries(compound)),
  ]
  if let queriesPath {
    let text = try SyntheticCatalog.queryLines(compound)
    // The memory runs read these back: they must be the very queries run here.
    let readBack = try SyntheticCatalog.queries(fromLines: text)
    guard readBack == compound else {
      let first = zip(readBack, compound).first { $0 != $1 }
      print("error: the query lines do not read back as the queries: \(String(describing: first))")
      exit(70)
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: queriesPath))
  }

  var built = PhotoIndex()
  let buildStart = (wall: wallSeconds(), cpu: cpuSeconds())
  try built.add(contentsOf: library.photos)
  print(
    "photos\t\(photoCount)\tbuild \(format(wallSeconds() - buildStart.wall, 2)) s wall, "
      + "\(format(cpuSeconds() - buildStart.cpu, 2)) s CPU")

  var saveWall: [Double] = []
  var saveCPU: [Double] = []
  for number in 1...saves {
    let wall = wallSeconds()
    let cpu = cpuSeconds()
    try built.write(toFile: path)
    saveWall.append(wallSeconds() - wall)
    saveCPU.append(cpuSeconds() - cpu)
    print(
      "save \(number)\t\(format(saveWall.last ?? 0)) s wall\t\(format(saveCPU.last ?? 0)) s CPU")
  }
  let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  print(
    "save\tmedian \(format(median(saveWall))) s wall (min \(format(saveWall.min() ?? 0))), "
      + "median \(format(median(saveCPU))) s CPU, \(saves) saves of write(toFile:)")
  print(
    "file\t\(bytes) bytes\t\(format(Double(bytes) / Double(max(photoCount, 1)), 1)) bytes/photo")

  let openStart = (wall: wallSeconds(), cpu: cpuSeconds())
  let opened = try PhotoIndex(contentsOfFile: path)
  print(
    "open\t\(format((wallSeconds() - openStart.wall) * 1e3, 1)) ms wall, "
      + "\(format((cpuSeconds() - openStart.cpu) * 1e3, 1)) ms CPU")

  // The first pass on the opened index pays for its first reads (page faults on the map,
  // block checks, the tables read when first needed); it is reported apart from the rounds.
  for (label, queries) in sets {
    let first = try timedPass(opened, queries)
    let reference = try timedPass(built, queries)
    let differing = zip(first.results, reference.results).filter { $0 != $1 }.count
    print(
      "first pass\t\(label)\topened median \(format(median(first.milliseconds))) ms, "
        + "p99 \(format(percentile99(first.milliseconds))) ms, total "
        + "\(format(first.milliseconds.reduce(0, +), 1)) ms\t"
        + "\(queries.count - differing) of \(queries.count) results identical")
    if differing > 0 {
      print("error: \(differing) queries answer differently on the opened index")
      exit(1)
    }
  }

  // figures[set][engine] = one (median, p99) per round; engine 0 built, 1 opened.
  var figures = Array(repeating: [[(Double, Double)]](repeating: [], count: 2), count: sets.count)
  for round in 0..<rounds {
    let order = round % 2 == 0 ? [0, 1] : [1, 0]
    for (number, (label, queries)) in sets.enumerated() {
      var line = "round \(round + 1)\t\(label)"
      var medians = [0.0, 0.0]
      for engine in order {
        let times = try timedPass(engine == 0 ? built : opened, queries).milliseconds
        medians[engine] = median(times)
        figures[number][engine].append((medians[engine], percentile99(times)))
        line +=
          "\t\(engine == 0 ? "built" : "opened") median \(format(medians[engine])) ms "
          + "p99 \(format(percentile99(times))) ms"
      }
      print(line + "\tratio \(format(medians[1] / medians[0]))")
    }
  }
  print(
    "\nquery CPU time a query, \(rounds) rounds (built and opened side by side, each first in "
      + "every other round); median over the rounds, ratio opened ÷ built within each round "
      + "(median, lowest–highest):")
  for (number, (label, _)) in sets.enumerated() {
    for (name, pick) in [("median", { (pair: (Double, Double)) in pair.0 }), ("p99", { $0.1 })] {
      let builtValues = figures[number][0].map(pick)
      let openedValues = figures[number][1].map(pick)
      let ratios = zip(openedValues, builtValues).map { $0 / $1 }
      print(
        "summary\t\(label) \(name)\tbuilt \(format(median(builtValues))) ms\topened "
          + "\(format(median(openedValues))) ms\tratio \(format(median(ratios))) "
          + "(\(format(ratios.min() ?? 0))–\(format(ratios.max() ?? 0)))")
    }
  }
}

// MARK: - memory

/// Resident memory figures of this process in kB, by /proc/self/status's names.
func status() -> [String: Int] {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return [:]
  }
  var fields: [String: Int] = [:]
  for line in text.split(separator: "\n") {
    let parts = line.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, ["VmRSS", "VmHWM", "RssAnon", "RssFile"].contains(parts[0]) else {
      continue
    }
    fields[String(parts[0])] = Int(parts[1].split(whereSeparator: \.isWhitespace).first ?? "")
  }
  return fields
}

/// Hands the memory that malloc holds free back to the system (glibc's `malloc_trim`, which
/// Swift's Glibc module does not import), so that freed memory is not counted as resident.
func trimMalloc() {
  #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") {
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
  #endif
}

func printStatus(_ kind: String, _ stage: String) {
  let fields = status()
  print(
    "memory\t\(kind)\t\(stage)\t"
      + ["VmRSS", "RssAnon", "RssFile", "VmHWM"].map { "\($0) \(fields[$0] ?? 0) kB" }.joined(
        separator: "\t"))
}

@MainActor func memory() throws {
  guard let queriesPath = option("--queries"), let kind = arguments.first,
    ["built", "opened"].contains(kind)
  else { usage() }
  // More than one pass only to profile the steady state (perf record).
  let passes = max(1, option("--passes").flatMap(Int.init) ?? 1)
  let compound = try SyntheticCatalog.queries(
    fromLines: String(contentsOfFile: queriesPath, encoding: .utf8))
  var sets = [compound, SyntheticCatalog.oneWordQueries(compound)]
  // One set only, to profile it (perf record): --set compound or --set one.
  switch option("--set") {
  case "compound": sets.removeLast()
  case "one": sets.removeFirst()
  default: break
  }
  let index: PhotoIndex
  if kind == "built" {
    let photoCount = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    var library: SyntheticCatalog.Library? = SyntheticCatalog.library(count: photoCount)
    printStatus(kind, "before")
    var building = PhotoIndex()
    try building.add(contentsOf: library?.photos ?? [])
    index = building
    // The library is the catalog a real process would have read; what stays is the index.
    library = nil
    trimMalloc()
  } else {
    guard arguments.count > 1 else { usage() }
    printStatus(kind, "before")
    index = try PhotoIndex(contentsOfFile: arguments[1])
  }
  printStatus(kind, kind == "built" ? "built" : "opened")
  var hits = 0
  for _ in 0..<passes {
    for queries in sets {
      for query in queries { hits += try index.search(query, limit: 100).total }
    }
  }
  trimMalloc()
  printStatus(kind, "after queries")
  print("photos\t\(index.count)\tqueries\t\(sets.map(\.count).reduce(0, +))\thits\t\(hits)")
}

// MARK: - save and open (search-compare)

@MainActor func save() throws {
  guard arguments.count == 2, let photoCount = Int(arguments[0]) else { usage() }
  var index = PhotoIndex()
  try index.add(contentsOf: SyntheticCatalog.library(count: photoCount).photos)
  let wall = wallSeconds()
  try index.write(toFile: arguments[1])
  print("saved \(photoCount) photos to \(arguments[1]) in \(format(wallSeconds() - wall, 2)) s")
}

@MainActor func openToFirstResult() throws {
  guard let queriesPath = option("--queries") else { usage() }
  let number = option("--query").flatMap(Int.init) ?? 0
  guard arguments.count == 1 else { usage() }
  let path = arguments[0]
  // The query is read before the clock starts, as on_disk.py reads it.
  let queries = try SyntheticCatalog.queries(
    fromLines: String(contentsOfFile: queriesPath, encoding: .utf8))
  guard queries.indices.contains(number) else { usage() }
  let query = queries[number]
  let wall = wallSeconds()
  let cpu = cpuSeconds()
  let index = try PhotoIndex(contentsOfFile: path)
  let opened = wallSeconds()
  let result = try index.search(query, limit: 100)
  let ids = result.hits.map(\.id)
  let done = wallSeconds()
  let cpuMilliseconds = (cpuSeconds() - cpu) * 1e3
  let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  let line: [String: Any] = [
    "engine": "Stemma (snapshot, in-process Swift)", "label": "open to first result",
    "open_ms": (opened - wall) * 1e3, "first_result_ms": (done - wall) * 1e3,
    "cpu_ms": cpuMilliseconds, "hits": ids.count, "total": result.total, "bytes": bytes,
    "query": number,
  ]
  let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
}

guard let mode = arguments.first else { usage() }
arguments.removeFirst()
do {
  switch mode {
  case "compare": try compare()
  case "memory": try memory()
  case "save": try save()
  case "open": try openToFirstResult()
  default: usage()
  }
} catch {
  print("error: \(error)")
  exit(1)
}
