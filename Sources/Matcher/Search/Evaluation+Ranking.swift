internal import StemmaSupport

/// One entry of a ranked page: a position in ``Evaluation/candidates`` or in
/// ``Evaluation/albums``.
enum RankedEntry: Hashable {
  case photo(Int)
  case album(Int)
}

extension Evaluation {
  /// The end of the page `offset ..< offset + limit` (`Int.max` when the sum overflows).
  static func pageEnd(offset: Int, limit: Int) -> Int {
    let (end, overflow) = offset.addingReportingOverflow(limit)
    return overflow ? .max : end
  }

  /// The hits ranked `offset ..< offset + limit`: by score, albums before photos on a tie, then
  /// newer photos first (undated last), then by id.
  ///
  /// The page's lowest score is found first, comparing scores alone; only the entries tied at
  /// it are ranked by date and id, so a word that gives thousands of photos the same score
  /// costs one pass, not a date comparison per photo.
  /// - Complexity: O(*h* + *t* log *k*) for *h* hits, *t* of them tied at the page's lowest
  ///   score, and *k* = `offset + limit`.
  func page(offset: Int, limit: Int, index: PhotoIndex) -> [RankedEntry] {
    // Through readers: a mapped column's read is then a load and a bit test, with no retain
    // of its checks per comparison.
    index.created.withReader { created in
      index.ids.withReader { ids in page(offset: offset, limit: limit, created: created, ids: ids) }
    }
  }

  /// ``page(offset:limit:index:)`` with the index's creation dates and ids.
  private func page(
    offset: Int, limit: Int, created: IntegerColumn<Int64>.Reader, ids: StringColumn.Reader
  ) -> [RankedEntry] {
    let total = photoCount + albums.count
    let end = min(total, Self.pageEnd(offset: offset, limit: limit))
    guard offset < end else { return [] }
    let candidates = self.candidates
    let scores = self.scores
    let albums = self.albums
    // `a` ranks before `b`.
    func precedes(_ a: RankedEntry, _ b: RankedEntry) -> Bool {
      switch (a, b) {
      case (.album(let x), .album(let y)):
        if albums[x].score != albums[y].score { return albums[x].score > albums[y].score }
        return albums[x].name < albums[y].name
      case (.album(let x), .photo(let y)):
        return albums[x].score >= scores[y]
      case (.photo(let x), .album(let y)):
        return scores[x] > albums[y].score
      case (.photo(let x), .photo(let y)):
        if scores[x] != scores[y] { return scores[x] > scores[y] }
        let first = created[Int(candidates[x])]
        let second = created[Int(candidates[y])]
        if first != second { return first > second }
        return ids.orders(Int(candidates[x]), before: Int(candidates[y]))
      }
    }
    // The `end`th best score, ties counted: every entry above it is on the page or before it.
    var best = LowestOfBest(keeping: end)
    scores.withUnsafeBufferPointer { scores in
      for score in scores { best.offer(score) }
    }
    for album in albums { best.offer(album.score) }
    let cut = best.lowest
    var chosen: [RankedEntry] = []
    var tiedAlbums: [RankedEntry] = []
    var tiedPhotos: [Int] = []
    for position in albums.indices where albums[position].score >= cut {
      if albums[position].score > cut {
        chosen.append(.album(position))
      } else {
        tiedAlbums.append(.album(position))
      }
    }
    scores.withUnsafeBufferPointer { scores in
      for position in 0..<scores.count where scores[position] >= cut {
        if scores[position] > cut {
          chosen.append(.photo(position))
        } else {
          tiedPhotos.append(position)
        }
      }
    }
    // At the cut, albums come first, then the newest photos.
    tiedAlbums.sort(by: precedes)
    chosen += tiedAlbums.prefix(max(end - chosen.count, 0))
    let room = max(end - chosen.count, 0)
    let dated = tiedPhotos.map { (created: created[Int(candidates[$0])], position: $0) }
    chosen += firstElements(room, of: dated) { a, b in
      if a.created != b.created { return a.created > b.created }
      return ids.orders(Int(candidates[a.position]), before: Int(candidates[b.position]))
    }.map { .photo($0.position) }
    chosen.sort(by: precedes)
    return Array(chosen[min(offset, chosen.count)..<min(end, chosen.count)])
  }
}
