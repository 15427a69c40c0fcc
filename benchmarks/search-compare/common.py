"""Shared loading and reporting for the search-compare peers (fts5.py, tantivy_bench.py).

The catalog is MatcherScale's JSON Lines output (the catalog format of the Matcher
documentation article "The Catalog Format") and the queries are its
PATH.queries.jsonl: {"words": ["w1 w2 w3"], "created": [start, end] | "favorite": true |
"attributes": ["photo"]}, date bounds in seconds since 1970 (start inclusive, end exclusive),
exactly the PhotoQuery values Stemma runs.
"""

import json
import os
import sys
import time
from datetime import datetime

ATTRIBUTES = None  # filled from the catalog: every attribute name seen


def epoch(text):
    """Seconds since 1970 of a catalog timestamp ("2019-07-04T10:22:00Z")."""
    return int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp())


def load_catalog(path):
    """The photos as dicts with `created` in seconds and list fields present."""
    photos = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            photo = json.loads(line)
            photos.append(
                {
                    "id": photo["id"],
                    "created": epoch(photo["created"]) if "created" in photo else None,
                    "favorite": bool(photo.get("favorite", False)),
                    "albums": photo.get("albums", []),
                    "tags": photo.get("tags", []),
                    "people": photo.get("people", []),
                    "location": photo.get("location") or "",
                    "attributes": photo.get("attributes", []),
                    "title": photo.get("title") or "",
                    "caption": photo.get("caption") or "",
                }
            )
    return photos


def words(query):
    """The query's search words, lowercased, each once, in order (Stemma requires each)."""
    seen = []
    for text in query["words"]:
        for word in text.lower().split():
            if word not in seen:
                seen.append(word)
    return seen


def load_queries(path):
    """The compound queries, and the one-word queries MatcherScale derives from them (the
    first word of each, no filter)."""
    with open(path, encoding="utf-8") as lines:
        compound = [json.loads(line) for line in lines if line.strip()]
    one_word = [{"words": [query["words"][0].split()[0]]} for query in compound]
    return compound, one_word


def percentiles(milliseconds):
    """(median, p99) as MatcherScale computes them: sorted[n // 2], sorted[int(n * 0.99)]."""
    ordered = sorted(milliseconds)
    count = len(ordered)
    return ordered[count // 2], ordered[min(count - 1, int(count * 0.99))]


def timed(label, queries, run, count=None):
    """Runs `run(query)` once per query in each pass, timing each call; returns a result row.

    `run` returns the query's total match count when it computes one anyway, else None; then
    `count(query)` is called after the timing (untimed) so that every engine reports the same
    "mean hits" (Stemma's `total`), a check that the engines agree on what matches.

    With PASSES=N in the environment the queries run N times in a row and the pass with the
    lowest median is reported (its median and p99), as MatcherScale's --passes does.
    """
    best = None
    for _ in range(max(1, int(os.environ.get("PASSES", "1")))):
        times = []
        totals = []
        for query in queries:
            start = time.perf_counter()
            total = run(query)
            times.append((time.perf_counter() - start) * 1e3)
            totals.append(total)
        median, p99 = percentiles(times)
        if best is None or median < best[0]:
            best = (median, p99)
    median, p99 = best
    if count is not None:
        totals = [count(query) if total is None else total for query, total in zip(queries, totals)]
    return {
        "label": label,
        "queries": len(queries),
        "median_ms": median,
        "p99_ms": p99,
        "mean_hits": sum(totals) // max(len(queries), 1),
    }


def report(result):
    """One JSON line on standard output (run.sh collects it), a readable copy on stderr."""
    print(json.dumps(result), flush=True)
    for key, value in result.items():
        print(f"  {key}: {value}", file=sys.stderr)
