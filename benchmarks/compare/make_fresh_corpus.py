#!/usr/bin/env python3
"""Writes English text without repeated lines, for the cold path: the text a new user brings.

Source: WordNet 3.0's glosses and synonyms from Debian's `wordnet-base` package (1:3.0-37,
WordNet 3.0 license, a BSD-style license: see /usr/share/doc/wordnet-base/copyright), fetched
with `apt-get download wordnet-base` and unpacked with `dpkg-deb -x` (nothing is committed).

One line per synset of data.noun, data.verb, data.adj and data.adv: its words, then a colon,
then its gloss (the text after `|`: a definition and its quoted examples), e.g.
"physical entity: an entity that has physical existence". Lines are deduplicated in first-seen
order, so no line occurs twice. That is about 11 MB; the corpus is its first MEGABYTES MB (to a
line boundary), 10 MB by default.

WordNet has no 100 MB of distinct text, so a size beyond one pass is made of lines that join
two entries, "A B", where the pass p = 1, 2, … joins entry i with entry (i + p·s) mod n for a
fixed stride s coprime with n: a pair (i, j) occurs in one pass only, so no line repeats (the
script checks it with a hash of every line written). Such a corpus repeats WordNet's words
(about 54,000 of them), not its lines: it is for the memory check at 100 MB, while the
speed figures for new words come from the first pass.

Usage: make_fresh_corpus.py MEGABYTES OUTPUT [--deb PATH]
"""
import glob
import hashlib
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PARTS = ["data.noun", "data.verb", "data.adj", "data.adv"]


def unpack(deb):
    """The directory of WordNet's data files, from `deb` or a fresh `apt-get download`."""
    cache = os.path.join(HERE, "out", "wordnet-base")
    data = os.path.join(cache, "usr", "share", "wordnet")
    if all(os.path.exists(os.path.join(data, part)) for part in PARTS):
        return data
    os.makedirs(cache, exist_ok=True)
    if deb is None:
        download = tempfile.mkdtemp()
        subprocess.run(["apt-get", "download", "wordnet-base"], cwd=download, check=True)
        deb = glob.glob(os.path.join(download, "wordnet-base_*.deb"))[0]
    subprocess.run(["dpkg-deb", "-x", deb, cache], check=True)
    return data


def entries(data):
    """Each synset as "word, word: gloss", in file order, without duplicates."""
    seen = set()
    for part in PARTS:
        with open(os.path.join(data, part), encoding="utf-8") as f:
            for line in f:
                # The license header lines start with two spaces.
                if line.startswith("  ") or "|" not in line:
                    continue
                head, gloss = line.split("|", 1)
                fields = head.split()
                count = int(fields[3], 16)
                words = [fields[4 + 2 * k] for k in range(count)]
                # Adjective markers such as "(a)" and WordNet's underscores are not text.
                words = [w.split("(")[0].replace("_", " ") for w in words]
                entry = "%s: %s" % (", ".join(words), gloss.strip())
                if entry not in seen:
                    seen.add(entry)
                    yield entry


def main():
    arguments = sys.argv[1:]
    deb = None
    if "--deb" in arguments:
        index = arguments.index("--deb")
        deb = arguments[index + 1]
        del arguments[index:index + 2]
    target = int(float(arguments[0]) * 1_000_000)
    output = arguments[1]
    lines = list(entries(unpack(deb)))
    n = len(lines)
    stride = 7919
    while math.gcd(stride, n) != 1:
        stride += 2
    written = 0
    seen = set()
    with open(output, "w", encoding="utf-8") as out:

        def write(line):
            nonlocal written
            digest = hashlib.blake2b(line.encode("utf-8"), digest_size=12).digest()
            if digest in seen:
                sys.exit("make_fresh_corpus: a line would repeat: %r" % line)
            seen.add(digest)
            out.write(line + "\n")
            written += len(line.encode("utf-8")) + 1

        for line in lines:
            if written >= target:
                break
            write(line)
        passes = 0
        while written < target:
            passes += 1
            if passes >= n:
                sys.exit("make_fresh_corpus: %d MB is more than WordNet's pairs give" % (target // 10**6))
            for i in range(n):
                if written >= target:
                    break
                write(lines[i] + " " + lines[(i + passes * stride) % n])
    print("fresh corpus: %d bytes, %d distinct lines (%d WordNet entries, %d joined passes) -> %s"
          % (written, len(seen), n, passes, output), file=sys.stderr)


if __name__ == "__main__":
    main()
