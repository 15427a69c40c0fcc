"""Tantivy (its Python package from PyPI) on MatcherScale's catalog and queries.

Usage: python3 tantivy_bench.py CATALOG.jsonl QUERIES.jsonl

One JSON line per measurement on standard output: the build, the no-op query (Python's call
overhead), the compound queries, the one-word queries, and the compound queries with the
100 ids fetched. The index is in RAM, like Stemma's. Text fields use tantivy's `en_stem`
analyzer (lowercase + Snowball English); search words are parsed with conjunction by default
over all six text fields (every word required, each in any field); filters are fast/indexed
fields combined as Must clauses; the top 100 by BM25 are collected with the total count.
"""

import math
import sys
import time

import tantivy

import common

TEXT_FIELDS = ["tags", "title", "caption", "albums", "location", "people"]


def version():
    try:
        from importlib.metadata import version as package_version

        return package_version("tantivy")
    except Exception:  # noqa: BLE001 - the version is informative only
        return "unknown"


def schema():
    builder = tantivy.SchemaBuilder()
    builder.add_text_field("id", stored=True, tokenizer_name="raw", index_option="basic")
    for name in TEXT_FIELDS:
        # Frequencies without positions: no query here needs phrase positions.
        builder.add_text_field(name, tokenizer_name="en_stem", index_option="freq")
    builder.add_integer_field("created", indexed=True, fast=True)
    builder.add_boolean_field("favorite", indexed=True, fast=True)
    builder.add_text_field("attributes", tokenizer_name="raw", index_option="basic")
    return builder.build()


def documents(photos):
    made = []
    for photo in photos:
        fields = {
            "id": photo["id"],
            "tags": photo["tags"],
            "albums": photo["albums"],
            "people": photo["people"],
            "favorite": photo["favorite"],
            "attributes": photo["attributes"],
        }
        for name in ("title", "caption", "location"):
            if photo[name]:
                fields[name] = photo[name]
        if photo["created"] is not None:
            fields["created"] = photo["created"]
        made.append(tantivy.Document(**fields))
    return made


def tantivy_query(index, the_schema, query):
    """The Tantivy query for one benchmark query: the words (each required, in any text
    field) and the filters as Must clauses."""
    text = index.parse_query(
        " ".join(common.words(query)), TEXT_FIELDS, conjunction_by_default=True
    )
    clauses = [(tantivy.Occur.Must, text)]
    if "created" in query:
        start, end = query["created"]
        clauses.append(
            (
                tantivy.Occur.Must,
                tantivy.Query.range_query(
                    the_schema,
                    "created",
                    tantivy.FieldType.Integer,
                    # Whole seconds: created >= start and created < end, inclusive bounds.
                    None if start is None else math.ceil(start),
                    None if end is None else math.ceil(end) - 1,
                ),
            )
        )
    if "favorite" in query:
        clauses.append(
            (
                tantivy.Occur.Must,
                tantivy.Query.term_query(the_schema, "favorite", bool(query["favorite"])),
            )
        )
    for name in query.get("attributes", []):
        clauses.append(
            (tantivy.Occur.Must, tantivy.Query.term_query(the_schema, "attributes", name))
        )
    return clauses[0][1] if len(clauses) == 1 else tantivy.Query.boolean_query(clauses)


def main():
    catalog, queries_path = sys.argv[1], sys.argv[2]
    photos = common.load_catalog(catalog)
    compound, one_word = common.load_queries(queries_path)
    the_schema = schema()
    index = tantivy.Index(the_schema)  # in RAM
    prepared = documents(photos)
    del photos
    wall, cpu = time.perf_counter(), time.process_time()
    writer = index.writer(heap_size=1_000_000_000, num_threads=0)
    for document in prepared:
        writer.add_document(document)
    writer.commit()
    writer.wait_merging_threads()
    index.reload()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    common.report(
        {
            "engine": f"Tantivy {version()} (Python, en_stem)",
            "label": "build",
            "photos": len(prepared),
            "wall_s": wall,
            "cpu_s": cpu,
        }
    )
    del prepared
    searcher = index.searcher()

    def query_for(query):
        return tantivy_query(index, the_schema, query)

    def run(query):
        return searcher.search(query_for(query), limit=100, count=True).count

    def run_with_ids(query):
        result = searcher.search(query_for(query), limit=100, count=True)
        for _, address in result.hits:
            searcher.doc(address)["id"]
        return result.count

    empty = tantivy.Query.empty_query()

    def no_op(query):
        return searcher.search(empty, limit=100, count=True).count

    common.report(common.timed("no-op (Python call overhead)", compound, no_op))
    common.report(common.timed("compound (3 words + filter)", compound, run))
    common.report(common.timed("one word", one_word, run))
    common.report(common.timed("compound, 100 ids fetched", compound, run_with_ids))


if __name__ == "__main__":
    main()
