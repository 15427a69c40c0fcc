/// A key of an album's name and the forms that produced it.
struct AlbumKey: Hashable, Sendable {
  var key: UInt32
  var forms: Posting.Forms
}
