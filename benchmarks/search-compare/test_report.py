"""Checks report.py's tables on made-up rounds (run by .ci/run: python3 -m unittest).

Usage: python3 -m unittest discover -s benchmarks/search-compare -p 'test_*.py'
"""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report  # noqa: E402

QUERY_LABELS = ("compound (3 words + filter)", "one word")


def write_round(directory, stemma_build, tantivy_build, stemma_one, tantivy_one, order=None):
    """A round's three outputs, in the formats MatcherScale and the peers write."""
    os.makedirs(directory)
    with open(os.path.join(directory, "stemma.txt"), "w", encoding="utf-8") as out:
        out.write("photos\t1000\n")
        # The rate as MatcherScale prints it, from its unrounded time: 7 more than the rounded
        # seconds give, so that a report computing it from them is caught.
        rate = int(1000 / stemma_build) + 7
        out.write(f"build\t{stemma_build:.2f} s wall, 1.00 s CPU\t{rate} photos/s wall\n")
        out.write("compound (3 words + filter)\t10 queries\tmedian 1.000 ms\tp99 2.000 ms\t")
        out.write("mean hits 5\tbest of 3 passes\n")
        out.write(f"one word\t10 queries\tmedian {stemma_one:.3f} ms\tp99 4.000 ms\tmean hits 9\n")
    for name, engine, build, one in (
        ("fts5.jsonl", "FTS5", 10.0, 50.0),
        ("tantivy.jsonl", "Tantivy", tantivy_build, tantivy_one),
    ):
        rows = [
            {"engine": engine, "label": "build", "photos": 1000, "wall_s": build, "cpu_s": 1.0},
            {"label": "no-op (Python call overhead)", "queries": 10, "median_ms": 0.001,
             "p99_ms": 0.002, "mean_hits": 0},
            {"label": QUERY_LABELS[0], "queries": 10, "median_ms": 2.0, "p99_ms": 4.0,
             "mean_hits": 5},
            {"label": QUERY_LABELS[1], "queries": 10, "median_ms": one, "p99_ms": 8.0,
             "mean_hits": 9},
        ]
        with open(os.path.join(directory, name), "w", encoding="utf-8") as out:
            out.writelines(json.dumps(row) + "\n" for row in rows)
    if order:
        with open(os.path.join(directory, "order"), "w", encoding="utf-8") as out:
            out.write("\n".join(order) + "\n")


def write_open(directory, runs):
    """open.jsonl with `runs`: (engine, first_result_ms, cpu_ms) per process."""
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "open.jsonl"), "w", encoding="utf-8") as out:
        for engine, first, cpu in runs:
            row = {"engine": engine, "label": "open to first result", "open_ms": first / 2,
                   "first_result_ms": first, "cpu_ms": cpu, "hits": 100, "total": 500,
                   "bytes": 1000}
            out.write(json.dumps(row) + "\n")


def run_report(*arguments):
    text = io.StringIO()
    saved = sys.argv
    sys.argv = ["report.py", *arguments]
    try:
        with contextlib.redirect_stdout(text):
            report.main()
    finally:
        sys.argv = saved
    return text.getvalue()


def summary_row(text, figure):
    """The cells of the summary row named `figure`."""
    for line in text.splitlines():
        if line.startswith(f"| {figure} |"):
            return [cell.strip() for cell in line.strip("|").split("|")][1:]
    raise AssertionError(f"no summary row {figure!r} in:\n{text}")


class ReportTests(unittest.TestCase):
    def test_rounds_take_the_median_of_the_ratios_within_each_round(self):
        with tempfile.TemporaryDirectory() as root:
            # Stemma's build 1, 2, 4 s; Tantivy's 3, 2, 2 s: ratios 3, 1, 0.5 (median 1), while
            # the ratio of the medians (2 / 2) happens to agree; the one-word rows do not:
            # Stemma 1, 3, 2 ms and Tantivy 4, 3, 1 ms give ratios 4, 1, 0.5 (median 1) but
            # medians 2 and 3 (1.5).
            rounds = [
                (1.0, 3.0, 1.0, 4.0, ["stemma", "fts5", "tantivy"]),
                (2.0, 2.0, 3.0, 3.0, ["fts5", "tantivy", "stemma"]),
                (4.0, 2.0, 2.0, 1.0, None),
            ]
            directories = []
            for number, (stemma_build, tantivy_build, stemma_one, tantivy_one, order) in enumerate(
                rounds, 1
            ):
                directory = os.path.join(root, f"round-{number}")
                write_round(directory, stemma_build, tantivy_build, stemma_one, tantivy_one, order)
                directories.append(directory)
            text = run_report(*directories)
        self.assertIn("1,000 photos, 3 rounds", text)
        self.assertEqual(
            summary_row(text, "build wall s"),
            ["2.000", "10.000 (5.00×, 2.50–10.00)", "2.000 (1.00×, 0.50–3.00)"],
        )
        self.assertEqual(
            summary_row(text, "one word: median ms"),
            ["2.000", "50.000 (25.00×, 16.67–50.00)", "3.000 (1.00×, 0.50–4.00)"],
        )
        self.assertIn("Stemma's build: median 507 photos/s (rounds 257–1,007).", text)
        self.assertIn("| Stemma (in-process Swift) | 1.00 | 1.00 | 1,007 | 1.0× |", text)
        self.assertIn("### Round 1 (stemma, fts5, tantivy)", text)
        self.assertIn("### Round 2 (fts5, tantivy, stemma)", text)
        self.assertIn("### Round 3 (order not recorded)", text)
        # Each round's full table follows, with that round's own ratio.
        self.assertEqual(text.count("| engine | build wall s |"), 3)
        self.assertIn("| Tantivy | 3.00 | 1.00 | 333 | 3.0× |", text)

    def test_one_round_prints_its_table_alone(self):
        with tempfile.TemporaryDirectory() as root:
            directory = os.path.join(root, "round-1")
            write_round(directory, 2.0, 3.0, 1.0, 1.5)
            by_directory = run_report(directory)
            by_files = run_report(
                *(os.path.join(directory, name) for name in ("stemma.txt", "fts5.jsonl", "tantivy.jsonl"))
            )
        self.assertEqual(by_directory, by_files)
        self.assertNotIn("rounds;", by_directory)
        self.assertIn("| Tantivy | 3.00 | 1.00 | 333 | 1.5× |", by_directory)
        self.assertIn("| Tantivy | 1.500 | 8.000 | 1.5× | 2.0× | 9 |", by_directory)


    def test_stemma_and_tantivy_run_side_by_side_taking_turns_first(self):
        orders = [run_report("--order", str(number)).split() for number in range(1, 7)]
        for order in orders:
            self.assertEqual(sorted(order), ["fts5", "stemma", "tantivy"])
            self.assertEqual(abs(order.index("stemma") - order.index("tantivy")), 1, order)
        firsts = [order[0] for order in orders]
        # Each first in every other round, from the first round on.
        self.assertEqual(firsts, ["stemma", "tantivy"] * 3, firsts)
        with self.assertRaises(SystemExit):
            run_report("--order", "0")

    def test_bad_arguments_and_mismatched_rounds_stop_with_a_message(self):
        with self.assertRaises(SystemExit) as none:
            run_report()
        self.assertIn("Usage:", str(none.exception.code))
        with tempfile.TemporaryDirectory() as root:
            first, second = os.path.join(root, "round-1"), os.path.join(root, "round-2")
            write_round(first, 2.0, 3.0, 1.0, 1.5)
            write_round(second, 2.0, 3.0, 1.0, 1.5)
            with self.assertRaises(SystemExit) as mixed:
                run_report(first, os.path.join(second, "stemma.txt"))
            self.assertIn("Usage:", str(mixed.exception.code))
            path = os.path.join(second, "tantivy.jsonl")
            rows = [json.loads(line) for line in open(path, encoding="utf-8")]
            rows[0]["photos"] = 2000
            with open(path, "w", encoding="utf-8") as out:
                out.writelines(json.dumps(row) + "\n" for row in rows)
            with self.assertRaises(SystemExit) as differ:
                run_report(first, second)
            self.assertIn("the rounds differ", str(differ.exception.code))

    def test_a_missing_or_short_output_is_named(self):
        with tempfile.TemporaryDirectory() as root:
            directory = os.path.join(root, "round-1")
            write_round(directory, 2.0, 3.0, 1.0, 1.5)
            os.remove(os.path.join(directory, "tantivy.jsonl"))
            with self.assertRaises(SystemExit) as missing:
                run_report(directory)
            self.assertIn("tantivy.jsonl: missing", str(missing.exception.code))
            with open(os.path.join(directory, "tantivy.jsonl"), "w", encoding="utf-8") as out:
                out.write(json.dumps({"engine": "Tantivy", "label": "build", "photos": 1000,
                                      "wall_s": 3.0, "cpu_s": 1.0}) + "\n")
            with self.assertRaises(SystemExit) as short:
                run_report(directory)
            self.assertIn("tantivy.jsonl: no compound (3 words + filter), one word",
                          str(short.exception.code))

    def test_open_runs_give_medians_and_ratios_to_stemma_within_each_round(self):
        with tempfile.TemporaryDirectory() as root:
            first, second = os.path.join(root, "round-1"), os.path.join(root, "round-2")
            # Round 1: Stemma's runs 10, 30, 20 ms (median 20), Tantivy's 50, 70, 60 (60):
            # ratio 3. Round 2: Stemma 40 (one run), Tantivy 40: ratio 1. Over the rounds the
            # ratio's median is 2 while the medians' ratio is 50 / 30.
            write_open(first, [("Tantivy", 50, 5), ("Stemma (snapshot)", 10, 1),
                               ("Tantivy", 70, 7), ("Stemma (snapshot)", 30, 3),
                               ("Tantivy", 60, 6), ("Stemma (snapshot)", 20, 2)])
            write_open(second, [("Stemma (snapshot)", 40, 4), ("Tantivy", 40, 8)])
            text = run_report(first, second)
        self.assertIn("Open to first result, 2 rounds", text)
        self.assertEqual(
            summary_row(text, "first result wall ms"), ["30.0", "50.0 (2.00×, 1.00–3.00)"]
        )
        self.assertEqual(
            summary_row(text, "open + first result CPU ms"), ["3.0", "7.0 (2.50×, 2.00–3.00)"]
        )
        # Each round's table: Stemma's row first whatever the order of the runs.
        self.assertIn("| Stemma (snapshot) | 3 | 20.0 | 10.0 | 2.0 | 1.0× | 1.0× | 1,000 |", text)
        self.assertIn("| Tantivy | 3 | 60.0 | 30.0 | 6.0 | 3.0× | 3.0× | 1,000 |", text)
        self.assertIn("| Tantivy | 1 | 40.0 | 20.0 | 8.0 | 1.0× | 2.0× | 1,000 |", text)
        # A round of open runs alone prints no engine tables.
        self.assertNotIn("| engine | build wall s |", text)

    def test_open_runs_sit_beside_a_full_round(self):
        with tempfile.TemporaryDirectory() as root:
            directory = os.path.join(root, "round-1")
            write_round(directory, 2.0, 3.0, 1.0, 1.5)
            write_open(directory, [("Stemma (snapshot)", 10, 1), ("FTS5", 25, 5)])
            text = run_report(directory)
        self.assertIn("| Tantivy | 3.00 | 1.00 | 333 | 1.5× |", text)
        self.assertIn("| FTS5 | 1 | 25.0 | 12.5 | 5.0 | 2.5× | 5.0× | 1,000 |", text)

    def test_open_runs_without_stemma_stop_with_a_message(self):
        with tempfile.TemporaryDirectory() as root:
            directory = os.path.join(root, "round-1")
            write_open(directory, [("Tantivy", 10, 1)])
            with self.assertRaises(SystemExit) as missing:
                run_report(directory)
            self.assertIn("no Stemma run", str(missing.exception.code))


if __name__ == "__main__":
    unittest.main()
