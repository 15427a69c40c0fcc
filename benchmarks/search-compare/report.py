"""Prints the side-by-side tables of a search-compare run (Markdown).

Usage: python3 report.py ROUND_DIR...          (each holding stemma.txt, fts5.jsonl, tantivy.jsonl,
                                                   and open.jsonl when the open-to-first-result
                                                   runs were made; a round of open.jsonl alone
                                                   is an OPEN_ONLY run)
       python3 report.py STEMMA.txt FTS5.jsonl TANTIVY.jsonl   (one round)
       python3 report.py --order N                (the engines of round N, in the order run.sh
                                                   runs them)
STEMMA.txt is MatcherScale's output; the others are the peers' JSON lines. Ratios are the
peer's figure divided by Stemma's: above 1 means Stemma is that many times faster.

With several rounds, a summary comes first: each engine's median over the rounds of each
figure, and the median of the round-by-round ratios with their range. A ratio is taken
within a round (engines measured minutes apart, on a machine whose speed drifts) before the
median is taken, so the summary's ratio need not be the ratio of its medians. Each round's
full table follows.

open.jsonl holds one line per process that opened an engine's on-disk index and answered the
first query (SnapshotScale open, on_disk.py open): its table gives each engine's medians over
the round's processes, and each peer's ratio to Stemma's (the summary, over rounds, as above).
"""

import json
import os
import re
import statistics
import sys

LABELS = ("compound (3 words + filter)", "one word")
OPEN_LABEL = "open to first result"
OPEN_FIGURES = (
    ("first result wall ms", "first_result_ms"),
    ("open wall ms", "open_ms"),
    ("open + first result CPU ms", "cpu_ms"),
)


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
            # MatcherScale's own rate, from the unrounded time (the seconds are printed to
            # 0.01 s, about ±0.1% of a 5-second build).
            rate = re.search(r"(\d+) photos/s wall", line)
            if rate:
                rows["build"]["photos_per_s"] = int(rate.group(1))
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


def round_order(number):
    """The engines of round `number` (from 1) in the order run.sh runs them: Stemma and
    Tantivy, whose figures are close, next to each other, each first in every other round (so
    neither always follows the slow FTS5 or always runs first), FTS5 after them."""
    pair = ["stemma", "tantivy"] if number % 2 == 1 else ["tantivy", "stemma"]
    return pair + ["fts5"]


def photos_per_second(engine):
    """The engine's build rate: its own when it reports one, else photos over wall seconds."""
    build = engine["build"]
    if "photos_per_s" in build:
        return build["photos_per_s"]
    return engine["photos"] / build["wall_s"] if build["wall_s"] else 0


def ratio(value, base):
    return f"{value / base:.1f}×" if base else "–"


ENGINE_FILES = ("stemma.txt", "fts5.jsonl", "tantivy.jsonl")


def load_round(directory):
    """The engines of one round: Stemma first, then the peers; `None` for a round that holds
    only open-to-first-result runs (none of the three files)."""
    paths = [os.path.join(directory, name) for name in ENGINE_FILES]
    if not any(os.path.exists(path) for path in paths) and os.path.isfile(
        os.path.join(directory, "open.jsonl")
    ):
        return None
    return checked(paths)


def load_open(directory):
    """The open-to-first-result runs of a round, as [(engine, [run, ...]), ...] with Stemma's
    first, or `None` when the round has none."""
    path = os.path.join(directory, "open.jsonl")
    if not os.path.isfile(path):
        return None
    runs = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            row = json.loads(line)
            if row.get("label") == OPEN_LABEL:
                runs.setdefault(row["engine"], []).append(row)
    engines = sorted(runs.items(), key=lambda item: not item[0].startswith("Stemma"))
    if not engines or not engines[0][0].startswith("Stemma"):
        sys.exit(f"report.py: {path}: no Stemma run to compare with")
    return engines


def open_medians(runs):
    """An engine's medians over its runs, by figure name."""
    return {name: statistics.median(run[key] for run in runs) for name, key in OPEN_FIGURES}


def open_table(engines):
    """One round's open-to-first-result table: medians over the processes, peer ÷ Stemma."""
    base = open_medians(engines[0][1])
    print("\n**Open to first result** (a fresh process per run: open the on-disk index, answer")
    print("a compound query with its 100 ids, run N query N; medians over the runs)\n")
    print(
        "| engine | runs | first result wall ms | open wall ms | open + first result CPU ms "
        "| first result ratio | CPU ratio | index bytes |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for engine, runs in engines:
        figures = open_medians(runs)
        print(
            f"| {engine} | {len(runs)} | {figures['first result wall ms']:.1f} | "
            f"{figures['open wall ms']:.1f} | {figures['open + first result CPU ms']:.1f} | "
            f"{ratio(figures['first result wall ms'], base['first result wall ms'])} | "
            f"{ratio(figures['open + first result CPU ms'], base['open + first result CPU ms'])} | "
            f"{runs[0].get('bytes', 0):,} |"
        )


def open_summary(rounds):
    """The open-to-first-result figures over `rounds` (each a load_open list): each engine's
    median of its round medians, and each peer's median ratio to Stemma within the rounds."""
    names = [engine for engine, _ in rounds[0]]
    if any([engine for engine, _ in engines] != names for engines in rounds[1:]):
        sys.exit("report.py: the rounds differ in their open-to-first-result engines")
    measured = [[open_medians(runs) for _, runs in engines] for engines in rounds]
    print(f"\nOpen to first result, {len(rounds)} rounds; medians over each round's runs, then")
    print("over the rounds; a ratio is peer ÷ Stemma within each round (median, lowest–highest).\n")
    print("| figure | " + " | ".join(names) + " |")
    print("| --- |" + " ---: |" * len(names))
    for name, _ in OPEN_FIGURES:
        cells = [ratio_cell(measured, number, name, ".1f") for number in range(len(names))]
        print(f"| {name} | " + " | ".join(cells) + " |")


def ratio_cell(measured, number, name, digits):
    """Engine `number`'s figure `name` as its median over the rounds of `measured` (each round a
    list of figure dictionaries, Stemma first), and for a peer its ratio to Stemma within each
    round: median, lowest–highest. A round where Stemma's figure is 0 leaves the ratio out."""
    cell = format(statistics.median(engines[number][name] for engines in measured), digits)
    if number > 0 and all(engines[0][name] for engines in measured):
        ratios = [engines[number][name] / engines[0][name] for engines in measured]
        cell += f" ({statistics.median(ratios):.2f}×, {min(ratios):.2f}–{max(ratios):.2f})"
    return cell


def checked(paths):
    """The engines read from `paths` (Stemma's output, then the peers'), each checked to hold a
    build and both query sets; exits with a message naming the file otherwise."""
    engines = []
    for number, path in enumerate(paths):
        if not os.path.isfile(path):
            sys.exit(f"report.py: {path}: missing (did that engine fail?)")
        engine = stemma(path) if number == 0 else peer(path)
        lacking = [key for key in ("engine", "photos", "build", *LABELS) if key not in engine]
        if lacking:
            sys.exit(f"report.py: {path}: no {', '.join(lacking)} (an engine that stopped early?)")
        engines.append(engine)
    return engines


def figures(engine):
    """Each figure compared across engines, by name; lower is better in each."""
    result = {"build wall s": engine["build"]["wall_s"]}
    for label in LABELS:
        result[f"{label}: median ms"] = engine[label]["median_ms"]
        result[f"{label}: p99 ms"] = engine[label]["p99_ms"]
    return result


def summary(rounds):
    """The medians over `rounds` (each a list of engines, Stemma first) as a Markdown table."""
    photos = rounds[0][0].get("photos", 0)
    print(f"{photos:,} photos, {len(rounds)} rounds; each figure is the median over the rounds;")
    print("a ratio is peer ÷ Stemma within each round (above 1: Stemma is faster), shown as its")
    print("median over the rounds with the lowest and highest round after it.\n")
    for engines in rounds[1:]:
        if [engine["engine"] for engine in engines] != [e["engine"] for e in rounds[0]] or any(
            engine["photos"] != photos for engine in engines
        ):
            sys.exit("report.py: the rounds differ in their engines or photo counts")
    measured = [[figures(engine) for engine in engines] for engines in rounds]
    print("| figure | " + " | ".join(engine["engine"] for engine in rounds[0]) + " |")
    print("| --- |" + " ---: |" * len(rounds[0]))
    for name in measured[0][0]:
        cells = [ratio_cell(measured, number, name, ".3f") for number in range(len(rounds[0]))]
        print(f"| {name} | " + " | ".join(cells) + " |")
    rates = [photos_per_second(engines[0]) for engines in rounds]
    print(
        f"\nStemma's build: median {int(statistics.median(rates)):,} photos/s "
        f"(rounds {int(min(rates)):,}–{int(max(rates)):,})."
    )


def main():
    arguments = sys.argv[1:]
    if not arguments:
        sys.exit(__doc__)
    if arguments[0] == "--order":
        if len(arguments) != 2 or not arguments[1].isdigit() or int(arguments[1]) < 1:
            sys.exit(__doc__)
        print(" ".join(round_order(int(arguments[1]))))
        return
    if all(os.path.isdir(path) for path in arguments):
        loaded = [load_round(path) for path in arguments]
        opens = [load_open(path) for path in arguments]
        rounds = [engines for engines in loaded if engines is not None]
        if rounds and len(rounds) != len(loaded):
            sys.exit("report.py: some rounds hold the engines' outputs and some do not")
        if len(rounds) > 1:
            summary(rounds)
        with_open = [engines for engines in opens if engines is not None]
        if len(with_open) > 1:
            open_summary(with_open)
        for number, path in enumerate(arguments, 1):
            if len(arguments) > 1:
                order_path = os.path.join(path, "order")
                order = (
                    ", ".join(open(order_path, encoding="utf-8").read().split())
                    if os.path.exists(order_path)
                    else "order not recorded"
                )
                print(f"\n### Round {number} ({order})\n")
            if loaded[number - 1] is not None:
                table(loaded[number - 1])
            if opens[number - 1] is not None:
                open_table(opens[number - 1])
    elif len(arguments) == 3 and not any(os.path.isdir(path) for path in arguments):
        table(checked(arguments))
    else:
        sys.exit(__doc__)


def table(engines):
    """One round's full tables: builds, both query sets, the peers' call floor."""
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
            f"{int(photos_per_second(engine)):,} | "
            f"{ratio(build['wall_s'], base['build']['wall_s'])} |"
        )
    for label in LABELS:
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
