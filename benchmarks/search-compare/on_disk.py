"""The peers with their index on disk: open-to-first-result time of Tantivy (an index directory)
and SQLite FTS5 (a database file), beside Stemma's snapshot file (SnapshotScale open).

Usage: python3 on_disk.py build ENGINE PATH CATALOG.jsonl   (once: writes the index to PATH)
       python3 on_disk.py open ENGINE PATH QUERIES.jsonl [N]  (a fresh process per measurement)
ENGINE is tantivy or fts5. One JSON line on standard output. `open` times, in this process,
opening the index and answering one benchmark query (a line of QUERIES: three words and a
filter) with its 100 ids fetched, as a short-lived process (an app extension)
would (query N, from 0, with N given; run.sh gives each run of a round the next query, the
same for every engine); the modules are imported before the clock starts, as Stemma's libraries are loaded
before SnapshotScale's clock starts. Run `cat` over the files first to have them in the page
cache, as for a process that runs again and again.
"""

import json
import os
import sqlite3
import sys
import time

import common


def size(path):
    """Bytes of a file, or of every file under a directory."""
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(
        os.path.getsize(os.path.join(folder, name))
        for folder, _, names in os.walk(path)
        for name in names
    )


def build_tantivy(path, photos):
    import tantivy
    import tantivy_bench

    os.makedirs(path)
    index = tantivy.Index(tantivy_bench.schema(), path=path)
    prepared = tantivy_bench.documents(photos)
    writer = index.writer(heap_size=1_000_000_000, num_threads=0)
    for document in prepared:
        writer.add_document(document)
    writer.commit()
    writer.wait_merging_threads()
    return f"Tantivy {tantivy_bench.version()} (Python, en_stem, on disk)"


def build_fts5(path, photos):
    import fts5

    database = sqlite3.connect(path)
    bits, _, _ = fts5.build(database, photos)
    # The attribute bits the filters use, read back by `open` (part of its cost).
    database.execute("CREATE TABLE attribute_bits (name TEXT PRIMARY KEY, bit INTEGER)")
    database.executemany("INSERT INTO attribute_bits VALUES (?, ?)", bits.items())
    database.commit()
    database.close()
    return f"SQLite FTS5 {sqlite3.sqlite_version} (porter unicode61, on disk)"


def open_tantivy(path, query):
    import tantivy
    import tantivy_bench

    wall, cpu = time.perf_counter(), time.process_time()
    index = tantivy.Index.open(path)
    searcher = index.searcher()
    opened = time.perf_counter()
    result = searcher.search(
        tantivy_bench.tantivy_query(index, index.schema, query), limit=100, count=True
    )
    ids = [searcher.doc(address)["id"][0] for _, address in result.hits]
    done, cpu = time.perf_counter(), time.process_time() - cpu
    engine = f"Tantivy {tantivy_bench.version()} (Python, en_stem, on disk)"
    return engine, opened - wall, done - wall, cpu, result.count, ids


def open_fts5(path, query):
    import fts5

    wall, cpu = time.perf_counter(), time.process_time()
    database = sqlite3.connect(path)
    bits = dict(database.execute("SELECT name, bit FROM attribute_bits"))
    opened = time.perf_counter()
    where, parameters = fts5.statement(query, bits)
    rows = database.execute(
        "SELECT p.id FROM photo_text JOIN photos p ON p.rowid = photo_text.rowid"
        " WHERE photo_text MATCH ?" + where + " ORDER BY bm25(photo_text) LIMIT 100",
        [fts5.match_expression(query), *parameters],
    ).fetchall()
    done, cpu = time.perf_counter(), time.process_time() - cpu
    engine = f"SQLite FTS5 {sqlite3.sqlite_version} (porter unicode61, on disk)"
    # FTS5 fetches the page only (as in fts5.py); the count is not part of the timing.
    return engine, opened - wall, done - wall, cpu, None, [row[0] for row in rows]


def main():
    if len(sys.argv) not in (5, 6) or sys.argv[1] not in ("build", "open"):
        sys.exit(__doc__)
    action, engine, path, data = sys.argv[1:5]
    number = int(sys.argv[5]) if len(sys.argv) == 6 else 0
    if engine not in ("tantivy", "fts5"):
        sys.exit(f"on_disk.py: unknown engine {engine!r} (tantivy or fts5)")
    if action == "build":
        if os.path.exists(path):
            sys.exit(f"on_disk.py: {path} exists; remove it to build again")
        photos = common.load_catalog(data)
        wall = time.perf_counter()
        name = (build_tantivy if engine == "tantivy" else build_fts5)(path, photos)
        print(
            json.dumps(
                {
                    "engine": name,
                    "label": "on-disk build",
                    "photos": len(photos),
                    "wall_s": time.perf_counter() - wall,
                    "bytes": size(path),
                }
            ),
            flush=True,
        )
        return
    compound, _ = common.load_queries(data)
    name, opened, done, cpu, total, ids = (open_tantivy if engine == "tantivy" else open_fts5)(
        path, compound[number]
    )
    print(
        json.dumps(
            {
                "engine": name,
                "label": "open to first result",
                "open_ms": opened * 1e3,
                "first_result_ms": done * 1e3,
                "cpu_ms": cpu * 1e3,
                "hits": len(ids),
                "total": total,
                "bytes": size(path),
                "query": number,
            }
        ),
        flush=True,
    )


if __name__ == "__main__":
    main()
