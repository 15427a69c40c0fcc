#!/usr/bin/env python3
"""Splits a UD dev file into two halves by sentence, for honest held-out figures.

Rule: the sentences of the file are numbered from 0 in file order (a sentence is a block of
lines ended by an empty line); sentence i goes to half A when i is even, to half B when i is
odd. Comments (# sent_id, # text) travel with their sentence. The same rule as
cv_context.py's folds (i % 10 == k): half A is folds 0 2 4 6 8, half B folds 1 3 5 7 9.

Half A is the only half any choice may be tuned on; half B is measured once per finished rule.
The halves are written outside the repository (default: a directory under /tmp) and read from
../shared at run time: nothing from ../shared is committed.

Usage:
  python3 dictionaries/split_dev.py ../shared/eval/ud/it_isdt-ud-dev.conllu [--out DIR]
  -> DIR/it_isdt-ud-dev-A.conllu, DIR/it_isdt-ud-dev-B.conllu (paths printed)
"""
import argparse
import os
import sys


def sentences(path):
    """The sentence blocks of a CoNLL-U file, each a list of its lines (comments included)."""
    blocks, block = [], []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n").rstrip("\r")
            if line:
                block.append(line)
            elif block:
                blocks.append(block)
                block = []
    if block:
        blocks.append(block)
    return blocks


def halves(blocks):
    """(A, B): the even-numbered and the odd-numbered sentences, in file order."""
    return blocks[0::2], blocks[1::2]


def write(path, blocks):
    with open(path, "w", encoding="utf-8") as handle:
        for block in blocks:
            handle.write("\n".join(block) + "\n\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("conllu", nargs="+", help="UD dev files (never a test split)")
    parser.add_argument("--out", default="/tmp/stemma-dev-halves",
                        help="directory for the halves (outside the repository)")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    for path in arguments.conllu:
        name = os.path.basename(path)
        if "test" in name:
            sys.exit("refusing a test split: %s" % name)
        stem = name[:-len(".conllu")] if name.endswith(".conllu") else name
        a, b = halves(sentences(path))
        for half, blocks in (("A", a), ("B", b)):
            target = os.path.join(arguments.out, "%s-%s.conllu" % (stem, half))
            write(target, blocks)
            words = sum(1 for block in blocks for line in block
                        if not line.startswith("#") and line.split("\t")[0].isdigit())
            print("%s\t%d sentences\t%d words" % (target, len(blocks), words))


if __name__ == "__main__":
    main()
