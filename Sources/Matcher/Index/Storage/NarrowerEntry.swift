/// A key below a broader term, and how far below.
struct NarrowerEntry: Hashable, Sendable {
  var key: UInt32
  var distance: UInt8
}
