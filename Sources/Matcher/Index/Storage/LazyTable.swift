import Synchronization

/// A table that an opened index reads from its snapshot only when it is first used (the typo
/// table: 54 MB at a million photos, which only a query with a word that matches nothing
/// needs). A built index holds the table itself. The first change takes the table out (a
/// loaded table is copied once, as the other storage types are on their first change).
struct LazyTable<Table: Sendable>: Sendable {
  /// The table, or a placeholder while `loader` is set. Not an optional: reading the table
  /// (an index build reads the album and people tables for every photo) lends it in place,
  /// where taking it out of an optional copied it, retaining and releasing each of its arrays.
  private var table: Table
  private var loader: LazyLoader<Table>?

  /// A table held as it is.
  init(_ table: Table) {
    self.table = table
    loader = nil
  }

  /// A table that `loader` reads on first use; `placeholder` (an empty table) stands in its
  /// place until then and is never read.
  init(loader: LazyLoader<Table>, placeholder: Table) {
    table = placeholder
    self.loader = loader
  }

  /// Whether the table is still the one its loader reads and nothing has read it yet (so that
  /// a reader may read the few entries it needs in place instead).
  var isUnread: Bool { loader.map { !$0.isLoaded } ?? false }

  /// The table (read on first use), lent in place; a change reads it first and keeps it.
  var value: Table {
    _read {
      if let loader { yield loader.value } else { yield table }
    }
    _modify {
      if let loader {
        table = loader.value
        self.loader = nil
      }
      yield &table
    }
  }

  /// Calls `body` with the table (read on first use), lent in place as ``value`` lends it.
  /// For a reader that calls into another module while it holds the table: the table that
  /// ``value`` yields was copied for such a reader (each of its arrays retained and released),
  /// as the compiler cannot tell that the call leaves the yielded table alone.
  /// - Parameter body: What reads the table.
  /// - Returns: What `body` returns.
  func withValue<Result>(_ body: (Table) -> Result) -> Result {
    if let loader { return body(loader.value) }
    return body(table)
  }
}

/// Reads a table once, on first use, from any thread (the others wait for it).
final class LazyLoader<Table: Sendable>: Sendable {
  private let load: @Sendable () -> Table
  private let loaded = Mutex<Table?>(nil)

  /// A loader that calls `load` once, when ``value`` is first asked for.
  init(_ load: @escaping @Sendable () -> Table) { self.load = load }

  /// Whether ``value`` has read the table.
  var isLoaded: Bool { loaded.withLock { $0 != nil } }

  /// The table, read the first time it is asked for.
  var value: Table {
    loaded.withLock { loaded in
      if let table = loaded { return table }
      let table = load()
      loaded = table
      return table
    }
  }
}
