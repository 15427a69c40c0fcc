#!/usr/bin/env python3
"""Trains a part-of-speech tagger dictionaries/tagger/<code>.bin (UPOS, 17 tags).

An averaged perceptron with greedy left-to-right decoding (Collins 2002; the design of
Honnibal's "A good POS tagger in about 200 lines", NLTK's PerceptronTagger and UDPipe 1), plus
ambiguity-class features read from Stemma's own lemma table for the language: the parts of
speech the table gives a word ("anv" for English "lead"; for tables without parts of speech,
whether the table knows the word and in which case), which is what tells the tagger about
words the training data never showed it.

Sources (versions and licenses also in dictionaries/README.md), each a Universal Dependencies
dev split under CC BY-SA 4.0, whose path is an argument; the script writes the file's SHA-256
and the release named on the command line (--ud-release) into the MANIFEST:
  * en: English EWT (en_ewt-ud-dev.conllu; Silveira et al. 2014, the UD English EWT
    contributors); de: German GSD; fr: French GSD; es: Spanish GSD; pt: Portuguese Bosque;
    nl: Dutch Alpino; ru: Russian GSD.
  * en with --silver (how the shipped en.bin is built; see dictionaries/README.md):
    45,389 sentences of silver data, the example sentences (without apostrophes) of WordNet
    3.0's glosses (Debian wordnet-base 1:3.0-37, WordNet 3.0 license) tagged by PyPI
    denckring-en-pos 0.6.0 (CC BY-SA 4.0 weights trained on UD English EWT train; Apache-2.0
    code), downloaded at build time; see dictionaries/silver_tagger.py.
    They join every training fold of the cross-validation and the final training set; the
    tokens the teacher was unsure of are tagged but not learned from, and the gold sentences
    are seen GOLD_WEIGHT times per iteration (training_set).
  Only dev splits are used; no UD test split is read. GUM (CC BY-NC-SA) and Italian ISDT
  (non-commercial) are refused as training data; GUM is only ever measured with --measure.
  * dictionaries/<code>/lemmas.bin (built by build_lemmas.py; see README.md): ambiguity
    classes only.

Usage:
  python3 dictionaries/build_tagger.py --language en \
      --train ../shared/eval/ud/en_ewt-ud-dev.conllu \
      [--ud-release 2.x] [--folds 10] [--measure ../shared/eval/ud/en_gum-ud-dev.conllu]
      [--silver /tmp/stemma-silver] [--write PATH]

With --write PATH (e.g. --train …-ud-dev-A.conllu from split_dev.py --folds 1 --measure
…-B.conllu) it writes only the model to PATH, for measuring lemmas in context on the half the
model never saw; the shipped files are left alone.

It prints the 10-fold cross-validated accuracy on the training file (by sentence; fold k holds
sentences i with i % 10 == k), trains on all of it, writes dictionaries/tagger/<code>.bin, the
language's lines of dictionaries/tagger/MANIFEST, Sources/CStemmaData/tagger.c (embedding
every model in dictionaries/tagger) and, for English, the parity golden file
Tests/LinguisticsTests/Fixtures/tagger-en.tsv, and prints the accuracy on each --measure file.
Deterministic: fixed seed, fixed iteration count, sorted iteration over every dict.

Features of token i (each hashed with FNV-1a 64 over TEMPLATE NUL VALUE, VALUE parts joined by
\\x01; a word is NFC-lowercased, 4 ASCII digits are !YEAR, a leading ASCII digit !DIGITS):
  bias; word; suffixes of 1, 2, 3 and prefix of 1 code point; shape (X x d, other characters as
  they are, runs cut at 2); flags (has an ASCII digit, has a hyphen, capitalised and not first);
  previous tag, previous two tags, previous tag + word; words i-1, i-2, i+1, i+2 and the
  3-suffixes of i-1 and i+1; ambiguity classes of i-1, i, i+1 and of i with the previous tag.
A tag dictionary fixes words seen at least 20 times with one tag at least 97% of the time.

Built file "STMTAG1\\n" (integers little-endian), read in place by Sources/Linguistics:
  magic (8 bytes), u32 feature count F, u32 record bytes, u32 tag count T, u32 reserved (0),
  T tag names of 8 bytes (NUL-padded), u64 feature hashes[F] sorted ascending, u32 record
  offsets[F], then the records: u8 count N, N times (u8 tag index, i16 weight).
  A tag-dictionary word is the feature "td" with one record whose tag is its tag (weight 0).
  The tagger sums the weights of a token's features per tag and takes the highest (the lowest
  tag index on a tie).
"""
import argparse
import hashlib
import os
import random
import struct
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build_lemmas  # noqa: E402  (its STMLEX3 reader)

MAGIC = b"STMTAG1\n"
TAGS = ["ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON",
        "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X"]
SEED = 1
ITERATIONS = 8
TAGDICT_MIN_COUNT = 20
TAGDICT_MIN_SHARE = 0.97
# With silver data (English), each gold sentence is seen this many times per iteration: the
# gold data is 7% of the silver's tokens and holds the treebank's conventions the teacher's
# silver lacks (clitics, web text). Chosen on EWT dev cross-validation.
GOLD_WEIGHT = 2
# Quantised weights whose magnitude is below this are dropped: they change almost no decision
# and would double the file.
PRUNE_BELOW = 2
START = ["-START-", "-START2-"]
END = ["-END-", "-END2-"]
GOLDEN_SENTENCES = [
    "The old man the boats .",
    "I saw her duck under the table .",
    "She leaves the leaves on the ground and walks home .",
    "We were running late , so the children ran to the bus stop .",
    "Photos of our trip to Yosemite in 2019 were better than expected !",
    "Can you book a flight for me tomorrow ?",
    "The striped bats are hanging on their feet for best .",
    "Running water is rarely found in the desert .",
]


def fnv1a64(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def key_of(word):
    return unicodedata.normalize("NFC", word).lower()


def normal(word):
    lower = key_of(word)
    if len(lower) == 4 and all("0" <= c <= "9" for c in lower):
        return "!YEAR"
    if lower and "0" <= lower[0] <= "9":
        return "!DIGITS"
    return lower


def shape(word):
    out = []
    for c in word:
        if "0" <= c <= "9":
            s = "d"
        elif c.isupper():
            s = "X"
        elif c.islower():
            s = "x"
        else:
            s = c
        if len(out) >= 2 and out[-1] == s and out[-2] == s:
            continue
        out.append(s)
    return "".join(out)


class Lexicon:
    """Ambiguity classes: the sorted part-of-speech tag bytes the lemma table gives a word."""

    def __init__(self, path):
        self.table = build_lemmas.read_table(path)
        self.memo = {}

    def ambiguity(self, word):
        key = key_of(word)
        found = self.memo.get(key)
        if found is None:
            tags = sorted({pos for pos, _, _ in self.table.get(key, [])})
            found = "".join(tags) or "-"
            self.memo[key] = found
        return found


class NoLexicon:
    """A language without a lemma table: every word's ambiguity class is unknown."""

    def ambiguity(self, word):
        return "-"


def static_features(words, lexicon):
    """Per token, the features that do not depend on predicted tags, and the values the
    tag-dependent ones need."""
    lowers = [key_of(w) for w in words]
    normals = [normal(w) for w in words]
    ambs = [lexicon.ambiguity(w) for w in words]
    context = START + normals + END
    lower_context = START + lowers + END
    amb_context = ["-START-"] + ambs + ["-END-"]
    rows = []
    for i, word in enumerate(words):
        lower = lowers[i]
        digit = any("0" <= c <= "9" for c in word)
        hyphen = "-" in word
        capital = i > 0 and word[:1].isupper()
        features = [
            ("b", ""),
            ("w", normals[i]),
            ("s1", lower[-1:]),
            ("s2", lower[-2:]),
            ("s3", lower[-3:]),
            ("p1", lower[:1]),
            ("sh", shape(word)),
            ("fl", ("d" if digit else "-") + ("h" if hyphen else "-") + ("c" if capital else "-")),
            ("w-1", context[i + 1]),
            ("w-2", context[i]),
            ("w+1", context[i + 3]),
            ("w+2", context[i + 4]),
            ("s-1", lower_context[i + 1][-3:]),
            ("s+1", lower_context[i + 3][-3:]),
            ("a", ambs[i]),
            ("a-1", amb_context[i]),
            ("a+1", amb_context[i + 2]),
        ]
        rows.append((features, normals[i], ambs[i]))
    return rows


def dynamic_features(normal_word, amb, prev, prev2):
    return [
        ("t1", prev),
        ("t2", prev2),
        ("t12", prev + "\x01" + prev2),
        ("t1w", prev + "\x01" + normal_word),
        ("at1", amb + "\x01" + prev),
    ]


def read_conllu(path):
    sentences, words, tags = [], [], []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line:
                if words:
                    sentences.append((words, tags))
                words, tags = [], []
                continue
            if line.startswith("#"):
                continue
            columns = line.split("\t")
            if "-" in columns[0] or "." in columns[0]:
                continue
            words.append(columns[1])
            tags.append(columns[3])
    if words:
        sentences.append((words, tags))
    return sentences


def learned(sentence):
    """A training sentence's tokens to learn from: all, unless it carries a third element, a
    flag per token (silver_tagger.py leaves out tokens its teacher was unsure of)."""
    return sentence[2] if len(sentence) > 2 else [True] * len(sentence[0])


def tag_dictionary(sentences):
    counts = {}
    for sentence in sentences:
        words, tags = sentence[0], sentence[1]
        for word, tag, learn in zip(words, tags, learned(sentence)):
            if not learn:
                continue
            counts.setdefault(normal(word), {}).setdefault(tag, 0)
            counts[normal(word)][tag] += 1
    fixed = {}
    for word in sorted(counts):
        by_tag = counts[word]
        total = sum(by_tag.values())
        tag = min(by_tag, key=lambda t: (-by_tag[t], t))
        if total >= TAGDICT_MIN_COUNT and by_tag[tag] / total >= TAGDICT_MIN_SHARE:
            fixed[word] = tag
    return fixed


class Perceptron:
    """Sparse weights (feature -> {tag: weight}), averaged lazily as in Honnibal's tagger."""

    def __init__(self):
        self.weights = {}
        self.totals = {}
        self.stamps = {}
        self.instances = 0

    def scores(self, features):
        scores = [0.0] * len(TAGS)
        weights = self.weights
        for feature in features:
            row = weights.get(feature)
            if row:
                for t, w in row.items():
                    scores[t] += w
        return scores

    def update(self, truth, guess, features):
        self.instances += 1
        if truth == guess:
            return
        for feature in features:
            row = self.weights.setdefault(feature, {})
            for t, delta in ((truth, 1.0), (guess, -1.0)):
                key = (feature, t)
                w = row.get(t, 0.0)
                self.totals[key] = self.totals.get(key, 0.0) + (
                    self.instances - self.stamps.get(key, 0)) * w
                self.stamps[key] = self.instances
                row[t] = w + delta

    def averaged(self):
        result = {}
        for feature in sorted(self.weights):
            row = self.weights[feature]
            averaged = [0.0] * len(TAGS)
            for t in sorted(row):
                key = (feature, t)
                total = self.totals.get(key, 0.0) + (
                    self.instances - self.stamps.get(key, 0)) * row[t]
                averaged[t] = total / self.instances
            result[feature] = averaged
        return result


def argmax(scores):
    best = 0
    for t in range(1, len(scores)):
        if scores[t] > scores[best]:
            best = t
    return best


def train(sentences, lexicon):
    tagdict = tag_dictionary(sentences)
    index = {tag: i for i, tag in enumerate(TAGS)}
    prepared = [(static_features(sentence[0], lexicon), [index[t] for t in sentence[1]],
                 learned(sentence)) for sentence in sentences]
    model = Perceptron()
    order = list(range(len(prepared)))
    rng = random.Random(SEED)
    for _ in range(ITERATIONS):
        for s in order:
            rows, gold, learn = prepared[s]
            prev, prev2 = START
            for (features, normal_word, amb), truth, teach in zip(rows, gold, learn):
                fixed = tagdict.get(normal_word)
                if fixed is not None:
                    guess = index[fixed]
                else:
                    all_features = features + dynamic_features(normal_word, amb, prev, prev2)
                    guess = argmax(model.scores(all_features))
                    if teach:
                        model.update(truth, guess, all_features)
                prev2, prev = prev, TAGS[guess]
        rng.shuffle(order)
    return quantise(model.averaged(), tagdict)


def feature_hash(template, value):
    return fnv1a64(template.encode("ascii") + b"\x00" + value.encode("utf-8"))


def quantise(weights, tagdict):
    """hash -> [(tag index, int16 weight)], the model as the Swift tagger reads it."""
    largest = max((abs(w) for row in weights.values() for w in row), default=1.0) or 1.0
    scale = 32767 / largest
    table = {}
    for (template, value), row in sorted(weights.items()):
        record = [(t, int(round(w * scale))) for t, w in enumerate(row)]
        record = [(t, q) for t, q in record if abs(q) >= PRUNE_BELOW]
        if record:
            table[feature_hash(template, value)] = record
    for word in sorted(tagdict):
        table[feature_hash("td", word)] = [(TAGS.index(tagdict[word]), 0)]
    return table


class Reference:
    """The tagger exactly as Swift runs it, over a quantised table."""

    def __init__(self, table, lexicon):
        self.table = table
        self.lexicon = lexicon
        self.memo = {}

    def lookup(self, template, value):
        key = (template, value)
        found = self.memo.get(key)
        if found is None:
            found = self.table.get(feature_hash(template, value), ())
            self.memo[key] = found
        return found

    def tag(self, words):
        rows = static_features(words, self.lexicon)
        prev, prev2 = START
        out = []
        for features, normal_word, amb in rows:
            fixed = self.lookup("td", normal_word)
            if fixed:
                best = fixed[0][0]
            else:
                scores = [0] * len(TAGS)
                for template, value in features + dynamic_features(normal_word, amb, prev, prev2):
                    for t, q in self.lookup(template, value):
                        scores[t] += q
                best = argmax(scores)
            out.append(TAGS[best])
            prev2, prev = prev, TAGS[best]
        return out


def accuracy(reference, sentences):
    right = total = 0
    for words, tags in sentences:
        for guess, gold in zip(reference.tag(words), tags):
            right += guess == gold
            total += 1
    return right, total


def training_set(gold, extra):
    """The sentences train() learns from: the gold ones GOLD_WEIGHT times over when there is
    silver data (so its conventions outweigh the teacher's), then the silver ones."""
    return gold * (GOLD_WEIGHT if extra else 1) + extra


def cross_validate(sentences, extra, lexicon, folds):
    """Prints the accuracy of each fold (sentences i with i % folds == k held out, a model
    trained on the others plus extra) and over all folds; returns (right, total)."""
    right = total = 0
    for k in range(folds):
        held = [s for i, s in enumerate(sentences) if i % folds == k]
        kept = [s for i, s in enumerate(sentences) if i % folds != k]
        r, t = accuracy(Reference(train(training_set(kept, extra), lexicon), lexicon), held)
        print("  fold %d: %.4f (%d tokens)" % (k, r / t, t), flush=True)
        right, total = right + r, total + t
    print("%d-fold cross-validation: %.4f (%d/%d)" % (folds, right / total, right, total))
    return right, total


def write_model(table, path):
    hashes = sorted(table)
    records = bytearray()
    offsets = []
    for h in hashes:
        offsets.append(len(records))
        record = table[h]
        records.append(len(record))
        for t, q in record:
            records += struct.pack("<Bh", t, q)
    out = bytearray(MAGIC)
    out += struct.pack("<IIII", len(hashes), len(records), len(TAGS), 0)
    for tag in TAGS:
        out += tag.encode("ascii").ljust(8, b"\x00")
    out += struct.pack("<%dQ" % len(hashes), *hashes)
    out += struct.pack("<%dI" % len(offsets), *offsets)
    out += records
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(out)
    if read_model(path) != table:
        raise SystemExit("%s does not read back as the model written" % path)
    return len(out)


def read_model(path):
    data = open(path, "rb").read()
    if data[:8] != MAGIC:
        raise ValueError("%s: not an STMTAG1 model" % path)
    count, record_bytes, tag_count, _ = struct.unpack_from("<IIII", data, 8)
    position = 24 + 8 * tag_count
    hashes = struct.unpack_from("<%dQ" % count, data, position)
    position += 8 * count
    offsets = struct.unpack_from("<%dI" % count, data, position)
    base = position + 4 * count
    table = {}
    for h, offset in zip(hashes, offsets):
        at = base + offset
        n = data[at]
        table[h] = [struct.unpack_from("<Bh", data, at + 1 + 3 * k) for k in range(n)]
    return table


C_HEAD = """// Generated by dictionaries/build_tagger.py: do not edit.
// Embeds dictionaries/tagger/<code>.bin (C23 #embed): the part-of-speech taggers' weights,
// searched in place by Sources/Linguistics/TaggerModel.swift.
#include "stemma_tagger.h"
#include <string.h>

#pragma clang diagnostic ignored "-Wc23-extensions"
"""

C_MODEL = """
// 8-byte aligned: the model holds u64 feature hashes read in place.
_Alignas(8) static const unsigned char tagger_%(code)s[] = {
#embed "../../dictionaries/tagger/%(code)s.bin"
};
"""

C_CASE = """  if (strcmp(code, "%(code)s") == 0) {
    *length = (long)sizeof(tagger_%(code)s);
    return tagger_%(code)s;
  }
"""


def c_source(codes):
    """The C file embedding every model in dictionaries/tagger, by language code."""
    out = C_HEAD
    for code in codes:
        out += C_MODEL % {"code": code}
    out += "\nconst unsigned char *stemma_data_tagger(const char *code, long *length) {\n"
    for code in codes:
        out += C_CASE % {"code": code}
    out += "  *length = 0;\n  return 0;\n}\n"
    return out


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def treebank_name(path):
    """"en_ewt" for ".../en_ewt-ud-dev.conllu"."""
    return os.path.basename(path).split("-")[0]


def write_manifest(code, train_path, release, lexicon_path, provenance=()):
    """Rewrites this language's lines of the MANIFEST, keeping the other languages' lines."""
    path = os.path.join(HERE, "tagger", "MANIFEST")
    lines = []
    if os.path.exists(path):
        lines = [line for line in open(path, encoding="utf-8").read().splitlines()
                 if line and not line.startswith("#")
                 and not line.startswith(code + "\t")]
    lines.append("%s\tud-%s-dev\t%s\trelease:%s\tsha256:%s" % (
        code, treebank_name(train_path), os.path.basename(train_path), release,
        sha256(train_path)))
    for package, file, digest in provenance:
        lines.append("%s\tsilver-%s\t%s\tsha256:%s" % (code, package, file, digest))
    if os.path.exists(lexicon_path):
        lines.append("%s\t%s-lemmas\tdictionaries/%s/lemmas.bin\tsha256:%s" % (
            code, code, code, sha256(lexicon_path)))
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("# Built by dictionaries/build_tagger.py from (language, source, file):\n")
        handle.write("".join(line + "\n" for line in sorted(lines)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--train", required=True, help="a UD dev split, e.g. en_ewt-ud-dev.conllu")
    parser.add_argument("--language", default="en", help="the model's language code")
    parser.add_argument("--ud-release", default="unstated",
                        help="the UD release the training file comes from, for the MANIFEST")
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--measure", action="append", default=[],
                        help="a CoNLL-U file to measure on (never trained on); repeatable")
    parser.add_argument("--silver", metavar="WORK",
                        help="English: add the silver sentences of silver_tagger.py to every "
                        "training set, downloading their sources into WORK")
    parser.add_argument("--write", metavar="PATH",
                        help="write the model to PATH only (no MANIFEST, tagger.c or golden "
                        "file): for a tagger trained on half a dev set (split_dev.py), to "
                        "measure lemmas in context on the other half")
    arguments = parser.parse_args()
    name = os.path.basename(arguments.train)
    if "test" in name or "gum" in name or "isdt" in name:
        raise SystemExit("refusing to train on a test split, GUM or ISDT (non-commercial)")
    code = arguments.language
    if not name.startswith(code + "_"):
        raise SystemExit("%s is not a %s treebank" % (name, code))
    lexicon_path = os.path.join(HERE, code, "lemmas.bin")
    lexicon = Lexicon(lexicon_path) if os.path.exists(lexicon_path) else NoLexicon()
    sentences = read_conllu(arguments.train)
    print("training data: %d sentences, %d tokens" % (
        len(sentences), sum(len(w) for w, _ in sentences)))
    extra, provenance = [], []
    if arguments.silver:
        if code != "en":
            raise SystemExit("--silver is English only")
        import silver_tagger  # noqa: E402  (imports this module; only needed here)
        extra, provenance = silver_tagger.silver_sentences(arguments.silver)
        print("silver data: %d sentences, %d tokens (%d not learned from)" % (
            len(extra), sum(len(e[0]) for e in extra),
            sum(len(e[2]) - sum(e[2]) for e in extra)))
    if arguments.folds > 1:
        cross_validate(sentences, extra, lexicon, arguments.folds)
    table = train(training_set(sentences, extra), lexicon)
    model_path = arguments.write or os.path.join(HERE, "tagger", code + ".bin")
    size = write_model(table, model_path)
    print("wrote %s: %d features, %d bytes" % (model_path, len(table), size))
    reference = Reference(table, lexicon)
    for path in arguments.measure:
        r, t = accuracy(reference, read_conllu(path))
        print("accuracy on %s (never trained on): %.4f (%d/%d)" % (
            os.path.basename(path), r / t, r, t))
    if arguments.write:
        return
    write_manifest(code, arguments.train, arguments.ud_release, lexicon_path, provenance)
    codes = sorted(f[:-4] for f in os.listdir(os.path.join(HERE, "tagger")) if f.endswith(".bin"))
    with open(os.path.join(ROOT, "Sources", "CStemmaData", "tagger.c"), "w") as handle:
        handle.write(c_source(codes))
    if code != "en":
        return
    golden = os.path.join(ROOT, "Tests", "LinguisticsTests", "Fixtures", "tagger-en.tsv")
    os.makedirs(os.path.dirname(golden), exist_ok=True)
    with open(golden, "w", encoding="utf-8") as handle:
        handle.write("# Generated by dictionaries/build_tagger.py: the Python reference's tags.\n")
        for sentence in GOLDEN_SENTENCES:
            words = sentence.split(" ")
            handle.write(" ".join("%s/%s" % p for p in zip(words, reference.tag(words))) + "\n")


if __name__ == "__main__":
    main()
