#!/usr/bin/env python3
"""Silver training data for the English tagger: build_tagger.py --silver reads it from here.

No permissively licensed gold-tagged English text beyond EWT dev is on PyPI or Debian (see
dictionaries/README.md, "Tagged training data searched for"). This script tries the next best
thing, uptraining: untagged permissively licensed sentences are tagged by a stronger model and
added to the gold training data of build_tagger.py's perceptron.

Sources (each downloaded once into --work, its file name and SHA-256 printed):
  * Debian `wordnet-base` 1:3.0-37 (WordNet 3.0 license: any use, keep Princeton's notice):
    the example sentences quoted in the glosses of data.noun/verb/adj/adv (48,016 distinct).
  * PyPI `denckring-en-pos` 0.6.0 (Apache-2.0 code; CC BY-SA 4.0 weights, trained on UD
    English EWT v2.18 train): the teacher. Its perceptron.py is loaded from the wheel and run
    as shipped; it tags word tokens only (letters, apostrophes, hyphens), so punctuation is
    PUNCT, digits NUM and other symbols SYM here.
  * the gold data: a UD dev split (--train), as in build_tagger.py.
A model trained on this stays CC BY-SA 4.0 (the teacher's weights and EWT are).

Usage:
  python3 dictionaries/silver_tagger.py --train ../shared/eval/ud/en_ewt-ud-dev.conllu \\
      --measure ../shared/eval/ud/en_gum-ud-dev.conllu [--silver 0 --silver 20000 ...]
      [--work /tmp/stemma-silver] [--write model.bin]

For each --silver N (default: all) it trains on the gold data plus the first N silver
sentences (shuffled with seed 1) and prints the accuracy on each --measure file (never trained
on) and the model's feature count. --write saves the last model (STMTAG1) for measuring it
inside stemma; run alone it writes no shipped file (build_tagger.py --silver does).
"""
import argparse
import gzip
import importlib.util
import json
import os
import random
import re
import sys
import time
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_lemmas  # noqa: E402  (its Sources: pip and apt-get downloads)
import build_tagger  # noqa: E402

TEACHER_VERSION = "0.6.0"
# Example sentences are the double-quoted parts of a gloss; shorter ones are fragments.
EXAMPLE = re.compile(r'"([^"]{10,})"')
# Penn/UD-style tokens: clitics apart ("do n't", "John 's"), hyphenated words whole.
TOKEN = re.compile(r"n't|'s|'re|'ve|'ll|'d|'m|[A-Za-z]+(?=n't)|[A-Za-z]+(?:-[A-Za-z]+)*"
                   r"|\d+(?:[.,]\d+)*|[^\sA-Za-z\d]")
WORD = re.compile(r"^[A-Za-z][A-Za-z'-]*$|^'[a-z]+$|^n't$")
PUNCT = re.compile(r"^[.,;:!?()\[\]'\"-]$")


def teacher(wheel):
    """denckring-en-pos's Tagger, loaded from the wheel's perceptron.py and tagger.json.gz."""
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read("denckring_en_pos/perceptron.py")
        model = json.loads(gzip.decompress(archive.read("denckring_en_pos/data/tagger.json.gz")))
    spec = importlib.util.spec_from_loader("denckring_perceptron", loader=None)
    module = importlib.util.module_from_spec(spec)
    exec(compile(source, "denckring_en_pos/perceptron.py", "exec"), module.__dict__)
    return module.Tagger(weights=model["weights"], tagdict=model["tagdict"],
                         classes=model["classes"], vocabulary=frozenset(model["vocabulary"]))


def examples(wordnet):
    seen, out = set(), []
    for name in ("data.noun", "data.verb", "data.adj", "data.adv"):
        with open(os.path.join(wordnet, name), encoding="latin-1") as handle:
            for line in handle:
                if line.startswith("  "):  # the license header
                    continue
                for text in EXAMPLE.findall(line):
                    if text not in seen:
                        seen.add(text)
                        out.append(text)
    return out


def silver(texts, model):
    sentences = []
    for text in texts:
        words = TOKEN.findall(text)
        # The teacher was trained on whole words ("don't", "John's"): it never saw a clitic
        # alone, and tags "n't" PRON. Such sentences are left out; EWT dev has the clitics.
        if any("'" in w for w in words):
            continue
        keep = [i for i, w in enumerate(words) if WORD.match(w)]
        if not keep:
            continue
        tags = ["NUM" if w[0].isdigit() else "PUNCT" if PUNCT.match(w) else "SYM"
                for w in words]
        for i, label in zip(keep, model.tag([words[i] for i in keep])):
            tags[i] = label.split("|")[0]
        if words[-1] not in (".", "!", "?"):
            words.append(".")
            tags.append("PUNCT")
        sentences.append((words, tags))
    return sentences


def silver_sentences(work):
    """The silver sentences, shuffled with build_tagger's seed, and the sources' provenance:
    (package, file name, SHA-256) for each downloaded package."""
    os.makedirs(work, exist_ok=True)
    sources = build_lemmas.Sources(work)
    wordnet = sources.wordnet()
    wheel = sources.pip("denckring-en-pos", TEACHER_VERSION, "denckring_en_pos-*.whl")
    extra = silver(examples(wordnet), teacher(wheel))
    random.Random(build_tagger.SEED).shuffle(extra)
    provenance = [(package, file, digest)
                  for package, (file, digest) in sorted(sources.provenance.items())]
    return extra, provenance


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--train", required=True, help="a UD dev split, e.g. en_ewt-ud-dev.conllu")
    parser.add_argument("--measure", action="append", default=[], help="repeatable")
    parser.add_argument("--silver", action="append", type=int, default=[],
                        help="silver sentences to add (repeatable; default all)")
    parser.add_argument("--work", default="/tmp/stemma-silver")
    parser.add_argument("--write", help="save the last model here (STMTAG1)")
    arguments = parser.parse_args()
    name = os.path.basename(arguments.train)
    if not name.startswith("en_") or "test" in name or "gum" in name:
        raise SystemExit("train on an English UD dev split; never test or GUM")
    extra, provenance = silver_sentences(arguments.work)
    for package, file, digest in provenance:
        print("%s: %s sha256 %s" % (package, file, digest))
    print("silver: %d sentences, %d tokens" % (len(extra), sum(len(w) for w, _ in extra)))
    lexicon = build_tagger.Lexicon(os.path.join(HERE, "en", "lemmas.bin"))
    gold = build_tagger.read_conllu(arguments.train)
    measured = [(os.path.basename(p), build_tagger.read_conllu(p)) for p in arguments.measure]
    table = None
    for count in arguments.silver or [len(extra)]:
        start = time.time()
        table = build_tagger.train(gold + extra[:count], lexicon)
        reference = build_tagger.Reference(table, lexicon)
        for file, sentences in measured:
            right, total = build_tagger.accuracy(reference, sentences)
            print("silver %d: %s %.4f (%d/%d), %d features, %.0f s" % (
                count, file, right / total, right, total, len(table), time.time() - start))
    if arguments.write and table is not None:
        size = build_tagger.write_model(table, arguments.write)
        print("wrote %s: %d bytes" % (arguments.write, size))


if __name__ == "__main__":
    main()
