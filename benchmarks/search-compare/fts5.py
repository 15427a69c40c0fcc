"""SQLite FTS5 (porter tokenizer) on MatcherScale's catalog and queries.

Usage: python3 fts5.py CATALOG.jsonl QUERIES.jsonl

One JSON line per measurement on standard output: the build, the no-op query (Python's call
overhead), the compound queries and the one-word queries. The database is in memory, like
Stemma's index. Search words are ANDed across every text column (tags, title, caption,
albums, location, people); filters are SQL on ordinary columns of the joined table; the top
100 by bm25() are fetched (ids).
"""

import sqlite3
import sys
import time

import common


def connect():
    version = sqlite3.sqlite_version
    database = sqlite3.connect(":memory:")
    options = [row[0] for row in database.execute("PRAGMA compile_options")]
    if "ENABLE_FTS5" not in options:
        sys.exit(f"SQLite {version} was built without FTS5 (compile options: {options})")
    return database, version


def build(database, photos):
    attribute_names = sorted({name for photo in photos for name in photo["attributes"]})
    bits = {name: 1 << position for position, name in enumerate(attribute_names)}
    database.execute(
        "CREATE TABLE photos (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, created INTEGER,"
        " favorite INTEGER NOT NULL, attributes INTEGER NOT NULL)"
    )
    database.execute(
        "CREATE VIRTUAL TABLE photo_text USING fts5(tags, title, caption, albums, location,"
        " people, tokenize='porter unicode61')"
    )
    rows = [
        (
            number,
            photo["id"],
            photo["created"],
            int(photo["favorite"]),
            sum(bits[name] for name in photo["attributes"]),
        )
        for number, photo in enumerate(photos, 1)
    ]
    texts = [
        (
            number,
            " ".join(photo["tags"]),
            photo["title"],
            photo["caption"],
            " ".join(photo["albums"]),
            photo["location"],
            " ".join(photo["people"]),
        )
        for number, photo in enumerate(photos, 1)
    ]
    wall, cpu = time.perf_counter(), time.process_time()
    database.execute("BEGIN")
    database.executemany("INSERT INTO photos VALUES (?, ?, ?, ?, ?)", rows)
    database.executemany("INSERT INTO photo_text(rowid, tags, title, caption, albums, location, people) VALUES (?, ?, ?, ?, ?, ?, ?)", texts)
    database.execute("COMMIT")
    return bits, time.perf_counter() - wall, time.process_time() - cpu


def statement(query, bits):
    """The SQL filter and its parameters for a query's filters."""
    conditions, parameters = [], []
    if "created" in query:
        start, end = query["created"]
        if start is not None:
            conditions.append("p.created >= ?")
            parameters.append(start)
        if end is not None:
            conditions.append("p.created < ?")
            parameters.append(end)
    if "favorite" in query:
        conditions.append("p.favorite = ?")
        parameters.append(int(query["favorite"]))
    for name in query.get("attributes", []):
        conditions.append("p.attributes & ? != 0")
        parameters.append(bits.get(name, 0))
    return "".join(" AND " + condition for condition in conditions), parameters


def match_expression(query):
    """Every search word required, in any column; quoted so that no word is an operator."""
    return " AND ".join('"' + word.replace('"', '""') + '"' for word in common.words(query))


def main():
    catalog, queries_path = sys.argv[1], sys.argv[2]
    database, version = connect()
    photos = common.load_catalog(catalog)
    compound, one_word = common.load_queries(queries_path)
    bits, wall, cpu = build(database, photos)
    common.report(
        {
            "engine": f"SQLite FTS5 {version} (porter unicode61)",
            "label": "build",
            "photos": len(photos),
            "wall_s": wall,
            "cpu_s": cpu,
        }
    )
    cursor = database.cursor()

    def run(query):
        where, parameters = statement(query, bits)
        cursor.execute(
            "SELECT p.id FROM photo_text JOIN photos p ON p.rowid = photo_text.rowid"
            " WHERE photo_text MATCH ?" + where + " ORDER BY bm25(photo_text) LIMIT 100",
            [match_expression(query), *parameters],
        )
        cursor.fetchall()
        return None

    def count(query):
        where, parameters = statement(query, bits)
        cursor.execute(
            "SELECT count(*) FROM photo_text JOIN photos p ON p.rowid = photo_text.rowid"
            " WHERE photo_text MATCH ?" + where,
            [match_expression(query), *parameters],
        )
        return cursor.fetchone()[0]

    def no_op(query):
        cursor.execute("SELECT 1")
        cursor.fetchall()
        return 0

    common.report(common.timed("no-op (Python call overhead)", compound, no_op))
    common.report(common.timed("compound (3 words + filter)", compound, run, count))
    common.report(common.timed("one word", one_word, run, count))


if __name__ == "__main__":
    main()
