#!/usr/bin/env python3
"""Scores Stemma's resolver beside two plain baselines on resolution suites (issue 23, item 3).

Usage:
  run.py [SUITE.jsonl ...] [--stemma PATH] [--no-stemma] [--failures] [--json OUT]

With no SUITE, runs both suites of Tests/VocabularyTests/Resources: resolution_cases.jsonl (the
first suite, tuned on) and principles_cases.jsonl (held out). For every case it prints nothing;
per suite it prints the number of cases, the share of cases each matcher answers exactly as
expected, and the same per principle (or per tier where a suite has no `principle` field).

Matchers
--------
wratio    rapidfuzz's WRatio between the folded input and each folded entry (fold: NFKC,
          casefold, diacritics stripped, ı ł ø → i l o, hiragana → katakana, punctuation and
          apostrophes removed, hyphens as spaces, spaces collapsed). Decision rule:
            folded input empty            → needsValue (required) / notRequired (optional)
            best score >= 90:  entries scoring within 5 of the best → one: success; several:
                               disambiguation of those, by score then usage
            75 <= best < 90               → confirmationRequired of the best
wratio+u  the same, and among the entries within 5 of the best, one with >= 4x the usage
          weight of the next is success alone (the first suite's usage rule)
            best < 75                     → unsupported
stemsub   token and Snowball-stem subset match: the input's tokens (folded as above, stemmed
          with the case language's Snowball stemmer when there is one) must all be stems of
          one entry's tokens. Entries whose stem set equals the input's come first; else those
          that contain it. One such entry → success; several → the one with >= 4x the usage
          weight of the next → success, else disambiguation of all, by usage; none →
          unsupported.
stemma    the `stemma vocab resolve` CLI (--stemma PATH), one process per case: the case's
          entries written as an entries file ({"kind","text","uses","lastUsed"} plus "id" when
          the entry has one), `--kind K --language L [--optional] --now 2026-11-01T00:00:00Z --
          INPUT`. If the CLI refuses the "id" field, the case is rerun without it and the run
          says how often.

Both baselines merge entries whose folded texts are equal and whose ids are equal (or both
absent), shown in the most used spelling, and weigh usage as the CLI does by default: uses
halved every 90 days since lastUsed, at 2026-11-01T00:00:00Z.

Scoring (as ResolutionSuiteTests, plus ids): a case passes when the outcome is the expected
one and, for success/confirmationRequired, the value is the expected display form; for
disambiguation, the candidates are the expected ones (as a list when `ordered`, as a sorted
list otherwise, so repeated forms count). Where the case gives `expected.id` or
`expected.candidateIds`, the answer's ids must match too ("strict"); the "forms" score ignores
ids. An answer that carries no ids fails every strict id comparison.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import unicodedata
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "Tests" / "VocabularyTests" / "Resources"
DEFAULT_SUITES = [RESOURCES / "resolution_cases.jsonl", RESOURCES / "principles_cases.jsonl"]
NOW = "2026-11-01T00:00:00Z"
HALF_LIFE_DAYS = 90.0

# ---------------------------------------------------------------------------------------------
# folding


def fold(text):
    """NFKC, casefold, diacritics stripped, hiragana → katakana, punctuation removed."""
    s = unicodedata.normalize("NFKC", text).casefold()
    s = s.replace("ı", "i").replace("ł", "l").replace("ø", "o").replace("đ", "d")
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
    s = unicodedata.normalize("NFC", s)
    out = []
    for ch in s:
        code = ord(ch)
        if 0x3041 <= code <= 0x3096:  # hiragana → katakana
            ch = chr(code + 0x60)
        if ch in "'’‘`´":
            continue
        cat = unicodedata.category(ch)
        if cat[0] in "LN" or ch == "ー":
            out.append(ch)
        else:
            out.append(" ")
    return " ".join("".join(out).split())


# ---------------------------------------------------------------------------------------------
# cases and entries


def load(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                try:
                    cases.append(json.loads(line))
                except json.JSONDecodeError as error:
                    sys.exit(f"{path}:{number}: {error}")
    return cases


def parse_date(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def weight(entry, now=parse_date(NOW)):
    days = (now - parse_date(entry["lastUsed"])).total_seconds() / 86400
    return entry["uses"] * math.pow(0.5, max(days, 0) / HALF_LIFE_DAYS)


def merged_entries(case):
    """The case's entries of its kind, merged by (id, folded text): [(display, id, weight, folded)]."""
    groups = {}
    for entry in case["entries"]:
        if entry.get("kind", case["kind"]) != case["kind"]:
            continue
        key = (entry.get("id"), fold(entry["text"]))
        groups.setdefault(key, []).append(entry)
    merged = []
    for (ident, folded), members in groups.items():
        display = max(members, key=lambda e: e["uses"])["text"]  # first of the most used
        merged.append((display, ident, sum(weight(e) for e in members), folded))
    return merged


def answer(outcome, chosen=()):
    """An answer: outcome plus [(form, id)] — one for a value, several for candidates."""
    return {"outcome": outcome, "items": [(form, ident) for form, ident in chosen]}


def empty_answer(case):
    return answer("needsValue" if case["required"] else "notRequired")


# ---------------------------------------------------------------------------------------------
# baseline 1: rapidfuzz WRatio


def wratio_matcher(case, usage=False):
    from rapidfuzz import fuzz

    query = fold(case["input"])
    if not query:
        return empty_answer(case)
    scored = sorted(
        ((fuzz.WRatio(query, folded), w, display, ident)
         for display, ident, w, folded in merged_entries(case)),
        key=lambda t: (-t[0], -t[1]))
    if not scored:
        return answer("unsupported")
    best = scored[0][0]
    if best >= 90:
        near = [t for t in scored if t[0] >= best - 5]
        if usage and len(near) > 1:
            near.sort(key=lambda t: -t[1])
            if near[0][1] >= 4 * near[1][1]:
                near = near[:1]
        if len(near) == 1:
            return answer("success", [(near[0][2], near[0][3])])
        return answer("disambiguation", [(t[2], t[3]) for t in near])
    if best >= 75:
        return answer("confirmationRequired", [(scored[0][2], scored[0][3])])
    return answer("unsupported")


# ---------------------------------------------------------------------------------------------
# baseline 2: token and Snowball-stem subset

_STEMMERS = {}
SNOWBALL_NAMES = {"en": "english", "fr": "french", "de": "german", "es": "spanish",
                  "ru": "russian", "pt": "portuguese", "it": "italian", "nl": "dutch",
                  "pl": "polish", "tr": "turkish"}


def stemmer(language):
    import snowballstemmer

    name = SNOWBALL_NAMES.get(language.split("-")[0])
    if name not in snowballstemmer.algorithms():
        return lambda word: word
    if name not in _STEMMERS:
        _STEMMERS[name] = snowballstemmer.stemmer(name).stemWord
    return _STEMMERS[name]


def stemsub_matcher(case):
    query = fold(case["input"])
    if not query:
        return empty_answer(case)
    stem = stemmer(case["language"])
    wanted = {stem(t) for t in query.split()}
    equal, contain = [], []
    for display, ident, w, folded in merged_entries(case):
        have = {stem(t) for t in folded.split()}
        if have == wanted:
            equal.append((w, display, ident))
        elif wanted <= have:
            contain.append((w, display, ident))
    found = sorted(equal or contain, key=lambda t: -t[0])
    if not found:
        return answer("unsupported")
    if len(found) == 1 or found[0][0] >= 4 * found[1][0]:
        return answer("success", [(found[0][1], found[0][2])])
    return answer("disambiguation", [(t[1], t[2]) for t in found])


# ---------------------------------------------------------------------------------------------
# Stemma through its CLI


class StemmaCLI:
    def __init__(self, binary):
        self.binary = binary
        self.id_refused = 0
        self.errors = 0

    def entries_file(self, case, with_ids, directory):
        path = Path(directory) / "entries.jsonl"
        with open(path, "w", encoding="utf-8") as f:
            for entry in case["entries"]:
                row = {"kind": entry.get("kind", case["kind"]), "text": entry["text"],
                       "uses": entry["uses"], "lastUsed": entry["lastUsed"]}
                if with_ids and "id" in entry:
                    row["id"] = entry["id"]
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        return path

    def run(self, case, with_ids):
        with tempfile.TemporaryDirectory(prefix="stemma-baseline-") as directory:
            path = self.entries_file(case, with_ids, directory)
            command = [self.binary, "vocab", "resolve", "--entries", str(path),
                       "--kind", case["kind"], "--language", case["language"], "--now", NOW]
            if not case["required"]:
                command.append("--optional")
            command += ["--", case["input"]]
            return subprocess.run(command, capture_output=True, text=True, timeout=120)

    def __call__(self, case):
        has_ids = any("id" in e for e in case["entries"])
        done = self.run(case, with_ids=True)
        if done.returncode != 0 and has_ids:
            retry = self.run(case, with_ids=False)
            if retry.returncode == 0:
                self.id_refused += 1
                done = retry
        if done.returncode != 0:
            self.errors += 1
            return answer("error:" + done.stderr.strip()[:200])
        line = done.stdout.strip().splitlines()[0] if done.stdout.strip() else "{}"
        return parse_cli(json.loads(line))


def parse_cli(obj):
    """The CLI's object → an answer; ids are read where the output carries them."""
    outcome = obj.get("outcome", "error")

    def item(x, ident=None):
        if isinstance(x, dict):
            form = x.get("value") or x.get("text") or x.get("displayForm")
            return (form, x.get("id", ident))
        return (x, ident)

    if outcome in ("success", "confirmationRequired"):
        return answer(outcome, [item(obj.get("value"), obj.get("id"))])
    if outcome == "disambiguation":
        ids = obj.get("candidateIds") or []
        cands = obj.get("candidates") or []
        return answer(outcome, [item(c, ids[k] if k < len(ids) else None)
                                for k, c in enumerate(cands)])
    return answer(outcome)


# ---------------------------------------------------------------------------------------------
# scoring


def passes(case, got, strict=True):
    """Whether `got` is the expected answer (ids compared when the case gives them and
    `strict`)."""
    x = case["expected"]
    if got["outcome"] != x["outcome"]:
        return False
    items = got["items"]
    if x["outcome"] in ("success", "confirmationRequired"):
        if len(items) != 1 or items[0][0] != x.get("value"):
            return False
        if strict and "id" in x and items[0][1] != x["id"]:
            return False
        return True
    if x["outcome"] == "disambiguation":
        forms = [form for form, _ in items]
        wanted = list(x.get("candidates") or [])
        use_ids = strict and "candidateIds" in x
        if use_ids:
            got_pairs = [(form, ident) for form, ident in items]
            want_pairs = list(zip(wanted, x["candidateIds"]))
            if x.get("ordered"):
                return got_pairs == want_pairs
            return sorted(got_pairs, key=repr) == sorted(want_pairs, key=repr)
        if x.get("ordered"):
            return forms == wanted
        return sorted(forms) == sorted(wanted)
    return True


def group_of(case):
    return case.get("principle") or case.get("tier") or "-"


def run_suite(path, matchers, jobs):
    cases = load(path)
    results = {}
    for name, matcher in matchers.items():
        if name == "stemma":
            with ThreadPoolExecutor(max_workers=jobs) as pool:
                results[name] = list(pool.map(matcher, cases))
        else:
            results[name] = [matcher(c) for c in cases]
    return cases, results


def describe(got):
    items = ", ".join(f"{f}" + (f" [{i}]" if i else "") for f, i in got["items"])
    return f"{got['outcome']}" + (f" {items}" if items else "")


def report(path, cases, results, show_failures):
    names = list(results)
    n = len(cases)
    print(f"\n== {path} — {n} cases")
    width = max(len(x) for x in names)
    for name in names:
        strict = sum(passes(c, g) for c, g in zip(cases, results[name]))
        forms = sum(passes(c, g, strict=False) for c, g in zip(cases, results[name]))
        print(f"  {name:<{width}}  {strict / n:.3f} ({strict}/{n})"
              f"   forms only: {forms / n:.3f} ({forms}/{n})")
    groups = defaultdict(list)
    for k, c in enumerate(cases):
        groups[group_of(c)].append(k)
    label = "principle" if any("principle" in c for c in cases) else "tier"
    print(f"\n  {label:<24} {'n':>4} " + " ".join(f"{x:>8}" for x in names))
    for group in sorted(groups, key=lambda g: min(groups[g])):
        ks = groups[group]
        cells = []
        for name in names:
            ok = sum(passes(cases[k], results[name][k]) for k in ks)
            cells.append(f"{ok / len(ks):8.2f}")
        print(f"  {group:<24} {len(ks):>4} " + " ".join(cells))
    outcome_groups = defaultdict(list)
    for k, c in enumerate(cases):
        outcome_groups[c["expected"]["outcome"]].append(k)
    print(f"\n  {'expected outcome':<24} {'n':>4} " + " ".join(f"{x:>8}" for x in names))
    for group, ks in sorted(outcome_groups.items()):
        cells = [f"{sum(passes(cases[k], results[x][k]) for k in ks) / len(ks):8.2f}"
                 for x in names]
        print(f"  {group:<24} {len(ks):>4} " + " ".join(cells))
    if show_failures:
        for name in names:
            print(f"\n  failures of {name}:")
            for c, g in zip(cases, results[name]):
                if not passes(c, g):
                    x = c["expected"]
                    want = x["outcome"] + (" " + x["value"] if "value" in x else "") + \
                        (" " + str(x["candidates"]) if "candidates" in x else "")
                    print(f"    {c['id']} {c['input']!r}: expected {want}; got {describe(g)}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("suites", nargs="*", type=Path, default=DEFAULT_SUITES)
    parser.add_argument("--stemma", help="path of the stemma binary")
    parser.add_argument("--no-stemma", action="store_true", help="baselines only")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--failures", action="store_true", help="list every failing case")
    parser.add_argument("--json", type=Path, help="write every answer to this file")
    args = parser.parse_args(argv)

    matchers = {}
    cli = None
    if not args.no_stemma:
        if not args.stemma:
            parser.error("--stemma PATH is required (or --no-stemma)")
        cli = StemmaCLI(args.stemma)
        matchers["stemma"] = cli
    matchers["wratio"] = wratio_matcher
    matchers["wratio+u"] = lambda case: wratio_matcher(case, usage=True)
    matchers["stemsub"] = stemsub_matcher

    dump = {}
    for path in args.suites:
        cases, results = run_suite(path, matchers, args.jobs)
        report(path, cases, results, args.failures)
        dump[str(path)] = {name: {c["id"]: {"got": describe(g), "pass": passes(c, g)}
                                  for c, g in zip(cases, results[name])}
                           for name in results}
    if cli:
        print(f"\nstemma: {cli.errors} CLI errors; entries files with ids refused and rerun "
              f"without ids: {cli.id_refused}")
    if args.json:
        args.json.write_text(json.dumps(dump, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
