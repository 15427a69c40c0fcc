#!/usr/bin/env python3
"""Side by side, in one run: the plain C pipeline (c_pipeline.c: ICU word break, NFKC_Casefold,
UTF-8, sb_stemmer) against `stemma normalize` in each mode (fold, stem, lemma) with 1 and 2 jobs
and the in-process Analyzer, on the same corpora. Prints each throughput and its ratio to the C
program, and the peak resident memory of `--jobs 2` on each corpus and on its larger variant.

Corpora: --corpus (natural text whose lines repeat: the UD sentences, see make_corpus.py) and,
when given, --fresh (English without repeated lines: make_fresh_corpus.py), each with a larger
variant (--large, --fresh-large) for the memory check.

Each configuration runs --repeat times, interleaved with the C program (C, then every stemma
configuration, then C again, …) so that a busy machine slows both alike; the figure is the
median time, and the ratio is the median C time over the median stemma time.

Usage: compare.py --c BIN --stemma BIN --analyzer BIN --corpus FILE --large FILE
                  [--fresh FILE --fresh-large FILE] [--repeat N]
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def run_once(command, stdin_path):
    """Wall time of one run, its CPU time (user + system), and its peak RSS (KiB)."""
    with open(stdin_path, "rb") as stdin, open(os.devnull, "wb") as devnull:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdin=stdin, stdout=devnull)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit("failed: %s (status %d)" % (" ".join(command), status))
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


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


def stemma_command(stemma, mode, jobs):
    return [stemma, "normalize", "--mode", mode, "--language", "en", "--jobs", str(jobs)]


def compare(args, name, corpus, large):
    words = count_words(args.c, corpus)
    print("\n%s corpus: %s, %d words (as the C pipeline counts them)" % (name, corpus, words))
    configurations = [("C pipeline (baseline)", [args.c, "english"])]
    for jobs in (1, 2):
        for mode in ("fold", "stem", "lemma"):
            configurations.append(("stemma normalize --mode %s --jobs %d" % (mode, jobs),
                                   stemma_command(args.stemma, mode, jobs)))
    times = {label: [] for label, _ in configurations}
    cpu_times = {label: [] for label, _ in configurations}
    peaks = {label: 0 for label, _ in configurations}
    for _ in range(args.repeat):
        for label, command in configurations:
            seconds, cpu, rss = run_once(command, corpus)
            times[label].append(seconds)
            cpu_times[label].append(cpu)
            peaks[label] = max(peaks[label], rss)
    c_time = statistics.median(times[configurations[0][0]])
    c_cpu = statistics.median(cpu_times[configurations[0][0]])
    rows = [(label, statistics.median(times[label]), statistics.median(cpu_times[label]),
             peaks[label]) for label, _ in configurations]

    # The in-process harness runs its own passes; its C reference is the median above.
    analyzer_times = {}
    for _ in range(args.repeat):
        output = subprocess.run([args.analyzer, "en", corpus], capture_output=True, text=True,
                                check=True).stdout
        for line in output.strip().split("\n"):
            label, count, seconds, _ = line.split("\t")
            analyzer_times.setdefault(label, []).append(
                (float(seconds.split()[0]), int(count.split()[0])))
    for label, samples in analyzer_times.items():
        seconds = statistics.median(s for s, _ in samples)
        rows.append(("in-process " + label, seconds * words / samples[0][1], None, None))

    # Wall time is what a user waits for; CPU time (user + system) is what the run cost,
    # steadier on a machine that other work keeps busy.
    print("%-50s %9s %13s %8s %9s %8s %9s" % (
        "pipeline (median of %d)" % args.repeat, "seconds", "words/s", "ratio", "CPU s",
        "CPU ratio", "peak RSS"))
    for label, seconds, cpu, rss in rows:
        print("%-50s %9.3f %13.0f %7.2fx %9s %8s %9s" % (
            label, seconds, words / seconds, c_time / seconds,
            "%.3f" % cpu if cpu else "-", "%.2fx" % (c_cpu / cpu) if cpu else "-",
            "%d MiB" % (rss // 1024) if rss else "-"))

    command = stemma_command(args.stemma, "stem", 2)
    small = run_once(command, corpus)[2]
    big = run_once(command, large)[2]
    print("peak RSS, stemma normalize --mode stem --jobs 2: %d MiB on %s, %d MiB on %s (%.0fx "
          "the bytes): %.2fx" % (
              small // 1024, os.path.basename(corpus), big // 1024, os.path.basename(large),
              os.path.getsize(large) / os.path.getsize(corpus), big / small))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--c", required=True)
    parser.add_argument("--stemma", required=True)
    parser.add_argument("--analyzer", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--large", required=True)
    parser.add_argument("--fresh")
    parser.add_argument("--fresh-large")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    compare(args, "repeated-lines", args.corpus, args.large)
    if args.fresh:
        compare(args, "fresh (no repeated lines)", args.fresh, args.fresh_large or args.fresh)


if __name__ == "__main__":
    main()
