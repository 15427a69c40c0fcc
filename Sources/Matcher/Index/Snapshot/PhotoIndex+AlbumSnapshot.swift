extension PhotoIndex {
  /// The album keys read in place (see ``MappedAlbumKeys``): the sections' counts are checked
  /// now, their entries as they are read.
  static func mappedAlbumKeys(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    albumCount: Int, keyCount: Int
  ) throws(SnapshotError) -> AlbumKeyTable {
    let nameKeys = try file.mappedLists(
      .albumNameKeys, count: try file.listCount(.albumNameKeys), owner: mapping, checks: checks)
    guard nameKeys.count >= albumCount else {
      throw .malformed(section: "albumNameKeys", reason: "\(nameKeys.count) albums")
    }
    let byKeyKeys = try file.mappedColumn(.albumsByKeyKeys, as: UInt32.self, checks: checks)
    let byKeyLists = try file.mappedLists(
      .albumsByKeyLists, count: byKeyKeys.count, owner: mapping, checks: checks)
    return AlbumKeyTable(
      mapped: MappedAlbumKeys(
        nameKeys: nameKeys, byKeyKeys: byKeyKeys, byKeyLists: byKeyLists,
        albumCount: albumCount, keyCount: keyCount))
  }

  /// A name table's sections read in place for a search's reads of single names (see
  /// ``MappedNames``), or `nil` when their counts do not agree (then the table is read whole
  /// where it is needed, and refused there).
  static func mappedNames(
    _ file: SnapshotDecoder, mapping: SnapshotMapping, checks: SnapshotBlockChecks,
    nameCount: Int, photoCount: Int, sections: NameSections
  ) -> MappedNames? {
    // A section that does not read is left to the whole table's reading, which refuses it
    // where the index first needs the table, as it did before single names were read.
    do throws(SnapshotError) {
      return MappedNames(
        spellings: try file.mappedStringList(sections.0, checks: checks),
        nameOfSpelling: try file.mappedColumn(sections.1, as: UInt32.self, checks: checks),
        spellingUses: try file.mappedColumn(sections.3, as: Int32.self, checks: checks),
        members: try file.mappedLists(
          sections.2, count: nameCount, owner: mapping, checks: checks),
        photoCount: photoCount, sections: (sections.0, sections.2))
    } catch {
      return nil
    }
  }
}
