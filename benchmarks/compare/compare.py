#!/usr/bin/env python3
"""Side by side, in one run: the plain C pipeline (c_pipeline.c: ICU word break, NFKC_Casefold,
UTF-8, sb_stemmer) against `stemma normalize --mode stem` with 1 and 2 jobs and the in-process
Analyzer, on the same corpus. Prints each throughput and its ratio to the C program, and the
peak resident memory of the CLI on the corpus and on a ten times larger one.

Usage: compare.py --c BIN --stemma BIN --analyzer BIN --corpus FILE --large FILE [--repeat N]
"""
import argparse
import os
import subprocess
import sys
import time


def run(command, stdin_path, repeat):
    """Best wall time of `repeat` runs, and the peak RSS (KiB) seen."""
    best = None
    peak = 0
    for _ in range(repeat):
        with open(stdin_path, "rb") as stdin, open(os.devnull, "wb") as devnull:
            start = time.perf_counter()
            process = subprocess.Popen(command, stdin=stdin, stdout=devnull)
            _, status, usage = os.wait4(process.pid, 0)
            elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit("failed: %s (status %d)" % (" ".join(command), status))
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, usage.ru_maxrss)
    return best, peak


def count_words(c_binary, corpus):
    """Words as the C pipeline counts them, streamed so that this script stays small: a child's
    peak RSS (ru_maxrss) includes the pages it shared with this process before exec."""
    words = 0
    with open(corpus, "rb") as stdin:
        process = subprocess.Popen([c_binary, "english"], stdin=stdin, stdout=subprocess.PIPE)
        for line in process.stdout:
            words += len(line.split())
        if process.wait() != 0:
            sys.exit("failed: %s" % c_binary)
    return words


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--c", required=True)
    parser.add_argument("--stemma", required=True)
    parser.add_argument("--analyzer", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--large", required=True)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    words = count_words(args.c, args.corpus)
    print("corpus: %s, %d words (as the C pipeline counts them)" % (args.corpus, words))
    c_time, c_rss = run([args.c, "english"], args.corpus, args.repeat)
    c_rate = words / c_time
    rows = [("C pipeline (baseline)", c_time, c_rate, c_rss)]
    for jobs in (1, 2):
        seconds, rss = run([args.stemma, "normalize", "--mode", "stem", "--language", "en",
                            "--jobs", str(jobs)], args.corpus, args.repeat)
        rows.append(("stemma normalize --mode stem --jobs %d" % jobs, seconds, words / seconds, rss))

    output = subprocess.run([args.analyzer, "en", args.corpus], capture_output=True, text=True,
                            check=True).stdout
    for line in output.strip().split("\n"):
        label, count, seconds, _ = line.split("\t")
        seconds = float(seconds.split()[0])
        rows.append(("in-process " + label, seconds, int(count.split()[0]) / seconds, None))

    print("%-44s %10s %14s %8s %10s" % ("pipeline", "seconds", "words/s", "ratio", "peak RSS"))
    for label, seconds, rate, rss in rows:
        print("%-44s %10.3f %14.0f %7.2fx %10s" % (
            label, seconds, rate, rate / c_rate, "%d MiB" % (rss // 1024) if rss else "-"))

    small = run([args.stemma, "normalize", "--mode", "stem", "--language", "en", "--jobs", "2"],
                args.corpus, 1)[1]
    large = run([args.stemma, "normalize", "--mode", "stem", "--language", "en", "--jobs", "2"],
                args.large, 1)[1]
    ratio = large / small
    print("peak RSS, stemma --jobs 2: %d MiB on %s, %d MiB on %s (10x the input): %.2fx" % (
        small // 1024, os.path.basename(args.corpus), large // 1024, os.path.basename(args.large),
        ratio))


if __name__ == "__main__":
    main()
