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

Each silver token keeps the teacher's margin (its label's score minus the best score of a label
with another UPOS); build_tagger.train does not learn from a token below LEAST. Sources tried
and not shipped (--sources; each lowered EWT dev cross-validation, dictionaries/README.md):
  * glosses: WordNet 3.0's definitions (same package and license as the examples).
  * handbook: The Debian Administrator's Handbook, English HTML (Debian `debian-handbook`
    11.20220922, GPL-2+ or CC BY-SA 3.0), prose paragraphs only.
  * devil: Ambrose Bierce's The Devil's Dictionary (Debian `dict-devil` 1.0-13.1, public
    domain).

Usage:
  python3 dictionaries/silver_tagger.py --train ../shared/eval/ud/en_ewt-ud-dev.conllu \\
      --measure ../shared/eval/ud/en_gum-ud-dev.conllu [--silver 0 --silver 20000 ...]
      [--sources examples,glosses,handbook,devil] [--least 10] [--folds 10]
      [--work /tmp/stemma-silver] [--write model.bin]

For each --silver N (default: all) it trains on the gold data plus the first N silver
sentences (shuffled with seed 1; with --folds K, K-fold cross-validated on --train first) and
prints the accuracy on each --measure file (never trained on) and the model's feature count.
--write saves the last model (STMTAG1) for measuring it inside stemma; run alone it writes no
shipped file (build_tagger.py --silver does).
"""
import argparse
import glob
import gzip
import html.parser
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
# The silver sources silver_sentences can read; the shipped model uses SHIPPED (the others
# were tried and lowered EWT dev cross-validation: dictionaries/README.md).
SOURCES = ("examples", "glosses", "handbook", "devil")
SHIPPED = ("examples",)
# A token whose teacher margin (its label's score minus the best score of another UPOS) is
# below this is not learned from: 13% of the WordNet examples' tokens, which the teacher gets
# right about 60% of the time on EWT dev (against 97% above). Chosen on EWT dev CV.
LEAST = 10.0
# The margin of a tag no score decided: a tag-dictionary word's, or a token tagged by rule.
SURE = float("inf")


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


# Sentence ends: after . ! or ? (and a closing quote or bracket), before a capital, a digit or
# an opening quote; not after a common abbreviation or a lone capital ("J. Smith").
SENTENCE_END = re.compile(r'(?<=[.!?])["\')\]]?\s+(?=["(\[]?[A-Z0-9])')
ABBREVIATION = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|cf|Mr|Mrs|Ms|Dr|St|No|Fig|approx|"
                          r"resp|Jr|Sr|Inc|Ltd|Co)|\b[A-Z])\.$")
QUOTES = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'",
                        "\u2013": "-", "\u2014": "--", "\u00a0": " "})


def split_sentences(paragraph):
    """A paragraph's sentences: split at SENTENCE_END unless the text before is an
    abbreviation."""
    text = " ".join(paragraph.translate(QUOTES).split())
    out, start = [], 0
    for match in SENTENCE_END.finditer(text):
        head = text[start:match.start()].rstrip("\"')]")
        if ABBREVIATION.search(head):
            continue
        out.append(text[start:match.end()].strip())
        start = match.end()
    out.append(text[start:].strip())
    return [sentence for sentence in out if sentence]


def glosses(wordnet):
    """The definitions of WordNet's glosses (each ";"-separated part of a gloss that is not a
    quoted example), in file order, distinct."""
    seen, out = set(), []
    for name in ("data.noun", "data.verb", "data.adj", "data.adv"):
        with open(os.path.join(wordnet, name), encoding="latin-1") as handle:
            for line in handle:
                if line.startswith("  ") or "|" not in line:
                    continue
                for part in line.split("|", 1)[1].split(";"):
                    part = part.strip()
                    if part and '"' not in part and len(part) >= 10 and part not in seen:
                        seen.add(part)
                        out.append(part)
    return out


class HandbookText(html.parser.HTMLParser):
    """The prose paragraphs (div class="para") of a DocBook HTML page; a paragraph holding
    code, a file or package name or a replaceable is marked so its sentences can be dropped."""

    CODE = ("code", "pre", "kbd", "tt", "samp")
    CODE_CLASSES = ("pkg", "replaceable", "filename", "command", "literal", "userinput")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.parts = []
        self.paragraphs = []

    def handle_starttag(self, tag, attributes):
        names = (dict(attributes).get("class") or "").split()
        if tag == "div" and "para" in names and self.depth == 0:
            self.depth = 1
            self.parts = []
        elif self.depth:
            if tag == "div":
                self.depth += 1
            if tag in self.CODE or any(n in self.CODE_CLASSES for n in names):
                self.parts.append(" \x00 ")

    def handle_endtag(self, tag):
        if self.depth and tag == "div":
            self.depth -= 1
            if self.depth == 0:
                self.paragraphs.append("".join(self.parts))

    def handle_data(self, data):
        if self.depth:
            self.parts.append(data)


def handbook(folder):
    """The sentences of the English Debian Administrator's Handbook, page by page in name
    order, those with code or names in them dropped."""
    out = []
    for page in sorted(glob.glob(os.path.join(folder, "*.html"))):
        parser = HandbookText()
        with open(page, encoding="utf-8") as handle:
            parser.feed(handle.read())
        for paragraph in parser.paragraphs:
            out.extend(s for s in split_sentences(paragraph)
                       if "\x00" not in s and "://" not in s and "\u2192" not in s)
    return out


def devil(path):
    """The sentences of Ambrose Bierce's The Devil's Dictionary (dictd's devil.dict.dz): each
    entry's text after its headword line, verse lines (indented) left out."""
    with gzip.open(path, "rt", encoding="latin-1") as handle:
        text = handle.read()
    out = []
    for block in re.split(r"\n\s*\n", text):
        lines = [line for line in block.split("\n") if line and not line.startswith("  ")]
        if not lines or lines[0].startswith("00-database"):
            continue
        body = " ".join(lines)
        # "ABASEMENT, n.  A decent ...": the headword and its part of speech go.
        body = re.sub(r"^[A-Z][A-Z' -]*(?:, [A-Z][A-Z' -]*)*, (?:[a-z]+\.\s*)+", "", body)
        body = body.replace("_", "")
        out.extend(s for s in split_sentences(body) if len(s) >= 10)
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
        margins = [SURE] * len(words)
        for i, (label, margin) in zip(keep, scored_tags(model, [words[i] for i in keep])):
            tags[i] = label.split("|")[0]
            margins[i] = margin
        if words[-1] not in (".", "!", "?"):
            words.append(".")
            tags.append("PUNCT")
            margins.append(SURE)
        sentences.append((words, tags, margins))
    return sentences


def scored_tags(model, words):
    """The teacher's labels exactly as its Tagger.tag gives them, each with its margin: its
    score minus the best score of a label with another UPOS (SURE for a tag-dictionary word)."""
    features = model.tag.__globals__["features"]
    start = model.tag.__globals__["START"]
    out = []
    prev = prev2 = start
    context = [word.lower() for word in words]
    for index, word in enumerate(words):
        label, margin = model.tagdict.get(context[index]), SURE
        if label is None:
            scores = {}
            for feature in features(index, word, context, prev, prev2):
                for name, weight in (model.weights.get(feature) or {}).items():
                    scores[name] = scores.get(name, 0.0) + weight
            label = max(model.classes, key=lambda name: (scores.get(name, 0.0), name))
            upos = label.split("|")[0]
            margin = scores.get(label, 0.0) - max(
                (scores.get(name, 0.0) for name in model.classes
                 if name.split("|")[0] != upos), default=0.0)
        out.append((label, margin))
        prev2, prev = prev, label
    return out


def learning(sentences, least):
    """(words, tags, learn): a token is learned from unless the teacher's margin is below
    least (build_tagger.train still tags it, so it stays the next word's context)."""
    return [(words, tags, [m >= least for m in margins]) for words, tags, margins in sentences]


def unpacked(sources, package):
    """A Debian package's files: `apt-get download` into the work folder once, `dpkg-deb -x`,
    its file name and SHA-256 kept in sources.provenance as build_lemmas.Sources does."""
    folder = os.path.join(sources.work, package)
    debs = glob.glob(os.path.join(sources.work, package + "_*.deb"))
    if not debs:
        build_lemmas.run(["apt-get", "download", package], sources.work)
        debs = glob.glob(os.path.join(sources.work, package + "_*.deb"))
    sources.provenance[package] = (os.path.basename(debs[0]), build_lemmas.sha256(debs[0]))
    if not os.path.isdir(folder):
        build_lemmas.run(["dpkg-deb", "-x", debs[0], folder], sources.work)
    return folder


def texts(sources, name):
    """The untagged sentences of one silver source (SOURCES names them)."""
    if name == "examples":
        return examples(sources.wordnet())
    if name == "glosses":
        return glosses(sources.wordnet())
    if name == "handbook":
        return handbook(os.path.join(unpacked(sources, "debian-handbook"),
                                     "usr/share/doc/debian-handbook/html/en-US"))
    if name == "devil":
        return devil(os.path.join(unpacked(sources, "dict-devil"),
                                  "usr/share/dictd/devil.dict.dz"))
    raise SystemExit("unknown silver source %r (one of %s)" % (name, ", ".join(SOURCES)))


def silver_sentences(work, names=SHIPPED, least=LEAST):
    """The silver sentences of the named sources as (words, tags, learn), shuffled with
    build_tagger's seed, and the sources' provenance: (package, file name, SHA-256) for each
    downloaded package."""
    os.makedirs(work, exist_ok=True)
    sources = build_lemmas.Sources(work)
    model = teacher(sources.pip("denckring-en-pos", TEACHER_VERSION, "denckring_en_pos-*.whl"))
    extra = []
    for name in names:
        extra += silver(texts(sources, name), model)
    extra = learning(extra, least)
    random.Random(build_tagger.SEED).shuffle(extra)
    provenance = [(package, file, digest)
                  for package, (file, digest) in sorted(sources.provenance.items())]
    return extra, provenance


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--train", required=True, help="a UD dev split, e.g. en_ewt-ud-dev.conllu")
    parser.add_argument("--measure", action="append", default=[], help="repeatable")
    parser.add_argument("--sources", default=",".join(SHIPPED),
                        help="comma-separated, of: " + ", ".join(SOURCES))
    parser.add_argument("--least", type=float, default=LEAST,
                        help="the teacher margin a token needs to be learned from (0: all)")
    parser.add_argument("--silver", action="append", type=int, default=[],
                        help="silver sentences to add (repeatable; default all)")
    parser.add_argument("--folds", type=int, default=0,
                        help="also cross-validate on --train with this many folds")
    parser.add_argument("--work", default="/tmp/stemma-silver")
    parser.add_argument("--write", help="save the last model here (STMTAG1)")
    arguments = parser.parse_args()
    name = os.path.basename(arguments.train)
    if not name.startswith("en_") or "test" in name or "gum" in name:
        raise SystemExit("train on an English UD dev split; never test or GUM")
    extra, provenance = silver_sentences(arguments.work, arguments.sources.split(","),
                                         arguments.least)
    for package, file, digest in provenance:
        print("%s: %s sha256 %s" % (package, file, digest))
    print("silver: %d sentences, %d tokens, %d not learned from" % (
        len(extra), sum(len(e[0]) for e in extra), sum(len(e[2]) - sum(e[2]) for e in extra)))
    lexicon = build_tagger.Lexicon(os.path.join(HERE, "en", "lemmas.bin"))
    gold = build_tagger.read_conllu(arguments.train)
    measured = [(os.path.basename(p), build_tagger.read_conllu(p)) for p in arguments.measure]
    table = None
    for count in arguments.silver or [len(extra)]:
        start = time.time()
        if arguments.folds > 1:
            build_tagger.cross_validate(gold, extra[:count], lexicon, arguments.folds)
        table = build_tagger.train(build_tagger.training_set(gold, extra[:count]), lexicon)
        reference = build_tagger.Reference(table, lexicon)
        print("silver %d: %d features, %.0f s" % (count, len(table), time.time() - start))
        for file, sentences in measured:
            right, total = build_tagger.accuracy(reference, sentences)
            print("silver %d: %s %.4f (%d/%d)" % (count, file, right / total, right, total))
    if arguments.write and table is not None:
        size = build_tagger.write_model(table, arguments.write)
        print("wrote %s: %d bytes" % (arguments.write, size))


if __name__ == "__main__":
    main()
