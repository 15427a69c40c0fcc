"""Prints the side-by-side table of one search-compare run (Markdown).

Usage: python3 report.py STEMMA.txt FTS5.jsonl TANTIVY.jsonl
STEMMA.txt is MatcherScale's output; the others are the peers' JSON lines. Ratios are the
peer's figure divided by Stemma's: above 1 means Stemma is that many times faster.
"""

import json
import os
import re
import sys


def stemma(path):
    rows = {"engine": "Stemma (in-process Swift)"}
    for line in open(path, encoding="utf-8"):
        label = line.split("\t", 1)[0]
        if label == "photos":
            rows["photos"] = int(line.split("\t")[1])
        elif label == "build":
            rows["build"] = {
                "wall_s": float(re.search(r"([\d.]+) s wall", line).group(1)),
                "cpu_s": float(re.search(r"([\d.]+) s CPU", line).group(1)),
            }
        elif re.search(r"median [\d.]+ ms", line):
            rows[label] = {
                "median_ms": float(re.search(r"median ([\d.]+) ms", line).group(1)),
                "p99_ms": float(re.search(r"p99 ([\d.]+) ms", line).group(1)),
                "mean_hits": int(re.search(r"mean hits (\d+)", line).group(1)),
            }
    return rows


def peer(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        result = json.loads(line)
        if result["label"] == "build":
            rows["engine"] = result["engine"]
            rows["photos"] = result["photos"]
        rows[result["label"]] = result
    return rows


def ratio(value, base):
    return f"{value / base:.1f}×" if base else "–"


def main():
    engines = [stemma(sys.argv[1])] + [peer(path) for path in sys.argv[2:]]
    base = engines[0]
    photos = base.get("photos", 0)
    print(f"{photos:,} photos; ratios are peer ÷ Stemma (above 1: Stemma is faster).\n")
    passes = int(os.environ.get("PASSES", "1"))
    if passes > 1:
        print(f"Query latencies: each engine ran each query set {passes} times in a row; the pass")
        print("with the lowest median is shown (its median and p99).\n")
    print("| engine | build wall s | build CPU s | photos/s (wall) | build ratio |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for engine in engines:
        build = engine["build"]
        print(
            f"| {engine['engine']} | {build['wall_s']:.2f} | {build['cpu_s']:.2f} | "
            f"{int(engine['photos'] / build['wall_s']):,} | "
            f"{ratio(build['wall_s'], base['build']['wall_s'])} |"
        )
    for label in ("compound (3 words + filter)", "one word"):
        first = base[label]
        print(f"\n**{label}**, {engines[1][label]['queries']} queries, top 100\n")
        print("| engine | median ms | p99 ms | median ratio | p99 ratio | mean hits |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for engine in engines:
            row = engine[label]
            print(
                f"| {engine['engine']} | {row['median_ms']:.3f} | {row['p99_ms']:.3f} | "
                f"{ratio(row['median_ms'], first['median_ms'])} | "
                f"{ratio(row['p99_ms'], first['p99_ms'])} | {row['mean_hits']:,} |"
            )
    print("\n**Peers' Python call floor** (a no-op query through the binding)\n")
    print("| engine | median ms | p99 ms |")
    print("| --- | ---: | ---: |")
    for engine in engines[1:]:
        row = engine["no-op (Python call overhead)"]
        print(f"| {engine['engine']} | {row['median_ms']:.4f} | {row['p99_ms']:.4f} |")
    for engine in engines[1:]:
        row = engine.get("compound, 100 ids fetched")
        if row:
            print(
                f"\n{engine['engine']}: compound queries with the 100 ids fetched "
                f"(searcher.doc per hit): median {row['median_ms']:.3f} ms, p99 {row['p99_ms']:.3f} ms."
            )


if __name__ == "__main__":
    main()
