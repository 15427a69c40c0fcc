// Builds a synthetic photo library in-process and measures the Matcher at scale: index build
// rate, resident memory per photo, and single-threaded query latency (median, p99) for
// three-term compound queries with filters, single words and broader terms.
// Usage: MatcherScale [PHOTOS] [QUERIES] [--passes N] [--build-passes N] [--digest]
//   [--write-catalog PATH]
//   With --passes each query set runs N times in a row and the pass with the lowest median is
//   reported (its median and p99): on a shared machine a single pass swings with the
//   neighbours' load, and noise only ever adds time. With --build-passes N the index is built
//   N times and the fastest build is reported (memory is measured on the first).
//   With --write-catalog it only writes the library as a JSON Lines catalog (for timing
//   `stemma search` end to end) and the queries as text beside it (PATH.queries), and as
//   JSON Lines with their exact filters (PATH.queries.jsonl).
//   With --digest it also prints one line, `digest`, a hash of every query's answer (total,
//   album and photo counts, and each hit's kind, id and score in order): two builds that
//   answer every benchmark query alike print the same digest. The index's saved file is no
//   such check: its hash tables are seeded at random per index.
import Dispatch
import Foundation
import Matcher
import SyntheticCatalog

var arguments = Array(CommandLine.arguments.dropFirst())
var catalogPath: String?
if let flag = arguments.firstIndex(of: "--write-catalog"), flag + 1 < arguments.count {
  catalogPath = arguments[flag + 1]
  arguments.removeSubrange(flag...(flag + 1))
}
var passes = 1
if let flag = arguments.firstIndex(of: "--passes"), flag + 1 < arguments.count {
  passes = max(1, Int(arguments[flag + 1]) ?? 1)
  arguments.removeSubrange(flag...(flag + 1))
}
var buildPasses = 1
if let flag = arguments.firstIndex(of: "--build-passes"), flag + 1 < arguments.count {
  buildPasses = max(1, Int(arguments[flag + 1]) ?? 1)
  arguments.removeSubrange(flag...(flag + 1))
}
var printsDigest = false
if let flag = arguments.firstIndex(of: "--digest") {
  printsDigest = true
  arguments.remove(at: flag)
}
let photoCount = arguments.first.flatMap(Int.init) ?? 1_000_000
let queryCount = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// This process's CPU time in seconds: on a shared machine the wall clock also counts the
/// time other processes held the cores.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Wall-clock and CPU seconds of `body`.
func seconds(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let cpuStart = cpuSeconds()
  try body()
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuSeconds() - cpuStart)
}

let library = SyntheticCatalog.library(count: photoCount)
let queries = SyntheticCatalog.compoundQueries(count: queryCount, library: library)

if let catalogPath {
  let encoder = JSONEncoder()
  var data = Data()
  for photo in library.photos {
    data.append(try encoder.encode(photo))
    data.append(0x0A)
  }
  try data.write(to: URL(fileURLWithPath: catalogPath))
  let text =
    queries.map { query in
      let words = query.searchTerms.joined(separator: " ")
      if query.favorite == true { return "favorite " + words }
      if let start = query.created?.start {
        return words + " from " + CatalogDate.format(start).prefix(4)
      }
      return words + " photos"
    }.joined(separator: "\n") + "\n"
  try Data(text.utf8).write(to: URL(fileURLWithPath: catalogPath + ".queries"))
  // The same queries with their exact structure (for search-compare/ and SnapshotScale).
  try Data(SyntheticCatalog.queryLines(queries).utf8).write(
    to: URL(fileURLWithPath: catalogPath + ".queries.jsonl"))
  print("wrote \(photoCount) photos to \(catalogPath) and \(queryCount) queries beside it")
  exit(0)
}

// The index is built `buildPasses` times (the fastest reported); memory is measured on the
// first.
var built = PhotoIndex()
var buildSeconds: (wall: Double, cpu: Double)?
var before = 0
var after = 0
for pass in 0..<buildPasses {
  built = PhotoIndex()
  if pass == 0 { before = residentBytes() }
  var building = PhotoIndex()
  let time = try seconds { try building.add(contentsOf: library.photos) }
  built = building
  if pass == 0 { after = residentBytes() }
  if buildSeconds.map({ time.wall < $0.wall }) ?? true { buildSeconds = time }
}
let index = built
print("photos\t\(photoCount)")
if let buildSeconds {
  print(
    "build\t\(String(format: "%.2f", buildSeconds.wall)) s wall, "
      + "\(String(format: "%.2f", buildSeconds.cpu)) s CPU\t"
      + "\(Int(Double(photoCount) / buildSeconds.wall)) photos/s wall, "
      + "\(Int(Double(photoCount) / buildSeconds.cpu)) photos/s CPU"
      + (buildPasses > 1 ? "\tbest of \(buildPasses) builds" : "")
  )
}
print(
  "keys\t\(index.keyCount)\tpostings\t\(index.postingCount)\t(\(String(format: "%.1f", Double(index.postingCount * 4) / Double(photoCount))) bytes/photo in postings)"
)
print(
  "resident\t\((after - before) / photoCount) bytes/photo (index, \((after - before) >> 20) MB; the photos themselves were resident before)"
)

@MainActor func latencies(_ label: String, _ queries: [PhotoQuery]) throws {
  var best: (median: Double, p99: Double)?
  var hits = 0
  for _ in 0..<passes {
    var times: [Double] = []
    hits = 0
    for query in queries {
      let start = DispatchTime.now().uptimeNanoseconds
      let result = try index.search(query, limit: 100)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      hits += result.total
    }
    times.sort()
    let median = times[times.count / 2]
    let p99 = times[min(times.count - 1, Int(Double(times.count) * 0.99))]
    if best.map({ median < $0.median }) ?? true { best = (median, p99) }
  }
  guard let best else { return }
  let passNote = passes > 1 ? "\tbest of \(passes) passes" : ""
  print(
    "\(label)\t\(queries.count) queries\tmedian \(String(format: "%.3f", best.median)) ms\tp99 \(String(format: "%.3f", best.p99)) ms\tmean hits \(hits / max(queries.count, 1))\(passNote)"
  )
}

try latencies("compound (3 words + filter)", queries)
try latencies("one word", SyntheticCatalog.oneWordQueries(queries))
try latencies(
  "broader term",
  ["animal", "vehicle", "food", "furniture", "bird", "building"].map {
    PhotoQuery(searchTerms: [$0])
  })
try latencies("filters only", [PhotoQuery(favorite: true, includedAttributes: [.hdr])])

/// FNV-1a over the answers' text: the same answers give the same digest on any run.
@MainActor func answersDigest(_ sets: [[PhotoQuery]]) throws -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for query in sets.joined() {
    let result = try index.search(query, limit: 100)
    var text = "\(result.total) \(result.photoCount) \(result.albumCount)"
    for hit in result.hits { text += "|\(hit.kind) \(hit.id) \(hit.score)" }
    for byte in (text + "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
  return hash
}

if printsDigest {
  let broader = ["animal", "vehicle", "food", "furniture", "bird", "building"].map {
    PhotoQuery(searchTerms: [$0])
  }
  let digest = try answersDigest([
    queries, SyntheticCatalog.oneWordQueries(queries), broader,
    [PhotoQuery(favorite: true, includedAttributes: [.hdr])],
  ])
  print("digest\t\(String(digest, radix: 16))")
}
