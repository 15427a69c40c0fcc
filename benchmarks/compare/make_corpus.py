#!/usr/bin/env python3
"""Writes a benchmark corpus of at least N words of natural English text, one sentence a line.

Natural text repeats its words the way real input does, which matters for any cache. The
sentences come from the Universal Dependencies English dev sets in ../shared/eval/ud when
present (read at run time, never copied into the repository); otherwise from a deterministic
Zipf-distributed generator over the vocabulary of samples/terms.txt and dictionaries/stopwords/en.txt.

Usage: make_corpus.py WORDS OUTPUT
"""
import glob
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def ud_sentences():
    sentences = []
    for path in sorted(glob.glob(os.path.join(ROOT, "..", "shared", "eval", "ud", "en_*-ud-dev.conllu"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("# text = "):
                    sentences.append(line[len("# text = "):].rstrip("\n"))
    return sentences


def zipf_sentences(count):
    words = set()
    for path in [os.path.join(ROOT, "samples", "terms.txt"),
                 os.path.join(ROOT, "dictionaries", "stopwords", "en.txt")]:
        with open(path, encoding="utf-8") as f:
            words.update(f.read().split())
    vocabulary = sorted(words)
    rng = random.Random(42)
    rng.shuffle(vocabulary)
    weights = [1.0 / (rank + 1) for rank in range(len(vocabulary))]
    for _ in range(count):
        yield " ".join(rng.choices(vocabulary, weights, k=rng.randint(4, 20)))


def main():
    target = int(sys.argv[1])
    output = sys.argv[2]
    sentences = ud_sentences()
    source = "UD English dev sets" if sentences else "Zipf generator"
    written = 0
    with open(output, "w", encoding="utf-8") as out:
        if sentences:
            while written < target:
                for sentence in sentences:
                    out.write(sentence + "\n")
                    written += len(sentence.split())
                    if written >= target:
                        break
        else:
            for sentence in zipf_sentences(10**9):
                out.write(sentence + "\n")
                written += len(sentence.split())
                if written >= target:
                    break
    print("corpus: %d words from %s -> %s" % (written, source, output), file=sys.stderr)


if __name__ == "__main__":
    main()
