package import Vocabulary

/// What a catalog's vocabulary is learned from, photo by photo: each photo's id, creation
/// date, tags, albums and people (all that `UseTally.add(_: Photo)` reads), in catalog order.
///
/// A vocabulary's decayed weights cannot give a photo's uses back (a removed photo's last use
/// may be the one that dated an entry), so a vocabulary that must follow a changing catalog is
/// learned again from these: ``update(_:)`` and ``remove(id:)`` apply a change line as
/// `stemma index update` does, and ``tally(decay:)`` counts the photos kept, as
/// `stemma vocab rank --catalog` counts the changed catalog's.
package struct CatalogUses: Sendable, Equatable {
  /// The photos' uses (only what the tally reads), in catalog order; a removed photo leaves
  /// `nil`, so positions stay valid until the uses are saved.
  private var slots: [Photo?] = []
  /// The position in ``slots`` of each photo kept.
  private(set) var positionOfID: [String: Int] = [:]

  /// No photos.
  package init() {}

  /// The uses of `photos`, in their order (a later photo with an earlier one's id replaces
  /// it in place, as a change line does).
  /// - Parameter photos: A catalog's photos.
  package init(_ photos: some Sequence<Photo>) {
    for photo in photos { update(photo) }
  }

  /// The number of photos kept.
  package var count: Int { positionOfID.count }

  /// The photos kept, in catalog order, each with only its id, date, tags, albums and people.
  package var photos: [Photo] { slots.compactMap { $0 } }

  /// Records `photo`'s uses: in place of the photo with its id, or after the last photo.
  /// - Parameter photo: A catalog photo.
  /// - Complexity: O(*k*) in its tags, albums and people.
  package mutating func update(_ photo: Photo) {
    let uses = Photo(
      id: photo.id, created: photo.created, albums: photo.albums, tags: photo.tags,
      people: photo.people)
    if let position = positionOfID[photo.id] {
      slots[position] = uses
    } else {
      positionOfID[photo.id] = slots.count
      slots.append(uses)
    }
  }

  /// Forgets the uses of the photo with `id` (nothing when there is none).
  /// - Parameter id: A photo's id.
  /// - Complexity: O(1).
  package mutating func remove(id: String) {
    guard let position = positionOfID.removeValue(forKey: id) else { return }
    slots[position] = nil
  }

  /// The photos' uses counted in catalog order, as a vocabulary built from the catalog counts
  /// them.
  /// - Parameter decay: The decay of the store the tally goes into.
  /// - Complexity: O(*n*) in the photos' tags, albums and people.
  package func tally(decay: Decay) -> UseTally {
    var tally = UseTally(decay: decay)
    for case let photo? in slots { tally.add(photo) }
    return tally
  }

  /// Two uses are equal when they keep the same photos in the same order.
  package static func == (lhs: CatalogUses, rhs: CatalogUses) -> Bool {
    lhs.photos == rhs.photos
  }
}
