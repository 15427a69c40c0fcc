#!/usr/bin/env python3
"""Splits the relevance collection's concepts into a half tuned on and a half only measured.

A query's concept is its target (queries.tsv, third column): a category for `name` and `plural`
queries, a broader concept of groups.tsv for `broader` ones. A concept is in the tuned half when
the last hex digit of the SHA-1 of its UTF-8 name is even, in the untuned half otherwise: a rule
fixed before any tuning, blind to what the concepts are. Writes split.tsv (CONCEPT<TAB>HALF,
sorted), which RelevanceTests reads. Usage: python3 make_split.py
"""
import hashlib
import os

here = os.path.dirname(os.path.abspath(__file__))


def half(concept: str) -> str:
    return "tuned" if int(hashlib.sha1(concept.encode("utf-8")).hexdigest()[-1], 16) % 2 == 0 else "untuned"


def main() -> None:
    concepts = set()
    with open(os.path.join(here, "queries.tsv"), encoding="utf-8") as queries:
        for line in queries:
            if line.strip():
                concepts.add(line.rstrip("\n").split("\t")[2])
    with open(os.path.join(here, "groups.tsv"), encoding="utf-8") as groups:
        for line in groups:
            if line.strip():
                concepts.add(line.split("\t")[0])
    with open(os.path.join(here, "split.tsv"), "w", encoding="utf-8") as out:
        for concept in sorted(concepts):
            out.write(f"{concept}\t{half(concept)}\n")


if __name__ == "__main__":
    main()
