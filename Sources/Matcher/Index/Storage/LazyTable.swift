import Synchronization

/// A table that an opened index reads from its snapshot only when it is first used (the typo
/// table: 54 MB at a million photos, which only a query with a word that matches nothing
/// needs). A built index holds the table itself. The first change takes the table out (a
/// loaded table is copied once, as the other storage types are on their first change).
struct LazyTable<Table: Sendable>: Sendable {
  private var table: Table?
  private var loader: LazyLoader<Table>?

  /// A table held as it is.
  init(_ table: Table) {
    self.table = table
    loader = nil
  }

  /// A table that `loader` reads on first use.
  init(loader: LazyLoader<Table>) {
    table = nil
    self.loader = loader
  }

  /// The table (read on first use).
  var value: Table {
    if let table { return table }
    return loader?.value ?? Self.unreachable()
  }

  /// The table, leaving this one to be given a table again (for a change).
  mutating func take() -> Table {
    let taken = value
    loader = nil
    table = nil
    return taken
  }

  private static func unreachable() -> Table {
    // Either `table` or `loader` is set by every initializer and by every `take()`'s caller.
    preconditionFailure("a lazy table with neither a table nor a loader")
  }
}

/// Reads a table once, on first use, from any thread (the others wait for it).
final class LazyLoader<Table: Sendable>: Sendable {
  private let load: @Sendable () -> Table
  private let loaded = Mutex<Table?>(nil)

  /// A loader that calls `load` once, when ``value`` is first asked for.
  init(_ load: @escaping @Sendable () -> Table) { self.load = load }

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
