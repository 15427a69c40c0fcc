#!/usr/bin/env python3
"""Cross-validates rules for lemmatizing in context: which tags to trust, by lemma accuracy.

For each fold k of a UD dev file (sentences i with i % folds == k held out), the tagger is
trained on the other folds exactly as build_tagger.py trains it, and tags the held-out fold
(with the margin between its best and second score). The lemmas come from the built `stemma`
binary, asked once per distinct form: the word alone, its readings (--format jsonl) and its
lemma with each part-of-speech hint; a rule then picks, per token, between the word-alone
lemma and the tagged one, so a rule is measured without rebuilding anything. The scoring is
lemma_eval.py's: content words (gold UPOS NOUN PROPN VERB ADJ ADV) and all words (not PUNCT
SYM NUM X), lowercased, tokens whose gold lemma is "_" unscored.

This is for choosing a rule on training data only: never run it on a test split or on GUM.

Usage:
  python3 dictionaries/cv_context.py --conllu ../shared/eval/ud/en_ewt-ud-dev.conllu \
      --stemma .build/debug/stemma -l en [--folds 10] [--silver /tmp/stemma-silver]

With --silver (English) the silver sentences of silver_tagger.py join every fold's training,
as build_tagger.py --silver trains the shipped model; a fold after another prints the table
over the folds done so far.

With --folds 2 --only-fold 1 it trains on the even-numbered sentences (half A of
split_dev.py) and measures the odd-numbered ones (half B) once: the held-out figure of a rule
chosen elsewhere.
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build_tagger as bt  # noqa: E402

HINTS = ["NOUN", "PROPN", "VERB", "AUX", "ADJ", "ADV", "PRON", "DET", "PART"]
CONTENT = {"NOUN", "PROPN", "VERB", "ADJ", "ADV"}
UNSCORED = {"PUNCT", "SYM", "NUM", "X"}


def read(path):
    sentences, rows = [], []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line:
                if rows:
                    sentences.append(rows)
                rows = []
                continue
            if line.startswith("#"):
                continue
            c = line.split("\t")
            if "-" in c[0] or "." in c[0]:
                continue
            rows.append((c[1], c[3], c[2]))
    if rows:
        sentences.append(rows)
    return sentences


def ask(stemma, language, lines, extra=()):
    text = "".join(line + "\n" for line in lines)
    out = subprocess.run([stemma, "lemmatize", "-l", language, "--no-context", *extra],
                         input=text.encode("utf-8"), stdout=subprocess.PIPE, check=True)
    answer = out.stdout.decode("utf-8").split("\n")[:-1]
    if len(answer) != len(lines):
        raise SystemExit("stemma answered %d lines for %d" % (len(answer), len(lines)))
    return answer


class Lemmas:
    """Per distinct form: the word-alone lemma, the readings and the lemma per hint."""

    def __init__(self, stemma, language, forms):
        forms = sorted(set(f for f in forms if "\t" not in f and f.strip()))
        alone = ask(stemma, language, forms)
        readings = [json.loads(x)["lemmas"] for x in ask(stemma, language, forms,
                                                         ("--format", "jsonl"))]
        self.alone = dict(zip(forms, alone))
        self.readings = dict(zip(forms, readings))
        self.hinted = {}
        for hint in HINTS:
            answers = ask(stemma, language, [f + "\t" + hint for f in forms])
            for f, a in zip(forms, answers):
                self.hinted[(f, hint)] = a

    def admits(self, form, tag):
        """Lemmatizer.partOfSpeech(of:tagged:) is not nil."""
        readings = self.readings.get(form, [])
        if all(r["source"] == "fallback" for r in readings):
            return True
        return any(r["pos"] == tag or (r["pos"] is None and r["source"] != "fallback")
                   for r in readings)

    def admits_gerund(self, form, tag):
        """admits() or Lemmatizer.isNominalGerund (the shipped rule): a NOUN tag on an -ing
        form of another verb, which the table gives no NOUN reading."""
        if self.admits(form, tag):
            return True
        key = form.lower()
        return tag == "NOUN" and key.endswith("ing") and any(
            r["pos"] == "VERB" and r["source"] != "fallback" and r["lemma"].lower() != key
            for r in self.readings.get(form, []))

    def parts(self, form):
        return {r["pos"] for r in self.readings.get(form, [])
                if r["pos"] is not None and r["source"] != "fallback"}

    def first(self, form):
        readings = self.readings.get(form, [])
        return readings[0]["pos"] if readings else None


def margins_tagger(reference):
    """Tags a sentence, giving each tag with its margin (best minus second score)."""

    def tag(words):
        rows = bt.static_features(words, reference.lexicon)
        prev, prev2 = bt.START
        out = []
        for features, normal_word, amb in rows:
            fixed = reference.lookup("td", normal_word)
            if fixed:
                best, margin = fixed[0][0], float("inf")
            else:
                scores = [0] * len(bt.TAGS)
                for template, value in features + bt.dynamic_features(normal_word, amb, prev,
                                                                      prev2):
                    for t, q in reference.lookup(template, value):
                        scores[t] += q
                best = bt.argmax(scores)
                margin = scores[best] - max(s for t, s in enumerate(scores) if t != best)
            out.append((bt.TAGS[best], margin))
            prev2, prev = prev, bt.TAGS[best]
        return out
    return tag


def rules(lemmas, thresholds):
    """name -> function(form, tag, margin) -> lemma."""

    def alone(form, tag, margin):
        return lemmas.alone.get(form, form)

    def tagged(form, tag):
        if tag not in HINTS or not lemmas.admits(form, tag):
            return lemmas.alone.get(form, form)
        return lemmas.hinted.get((form, tag), form)

    def tagged_gerund(form, tag):
        if tag not in HINTS or not lemmas.admits_gerund(form, tag):
            return lemmas.alone.get(form, form)
        return lemmas.hinted.get((form, tag), form)

    def current(form, tag, margin):
        return tagged(form, tag)

    def choose(form, tag, margin):
        # (b): the tag only chooses between readings of different parts of speech, and the
        # context-free first reading stays where it already has the tag's part of speech.
        parts = lemmas.parts(form)
        if lemmas.first(form) == tag or len(parts) < 2 or tag not in parts:
            return lemmas.alone.get(form, form)
        return tagged(form, tag)

    def choose_unknown(form, tag, margin):
        # (b) plus the tag for words no table knows (rules then read the hint).
        if not lemmas.parts(form) and all(r["source"] == "fallback" or r["pos"] is None
                                          for r in lemmas.readings.get(form, [])):
            return tagged(form, tag)
        return choose(form, tag, margin)

    table = {"alone": alone, "current": current, "choose": choose,
             "choose+unknown": choose_unknown}
    for threshold in thresholds:
        table["current,margin>=%d" % threshold] = (
            lambda form, tag, margin, t=threshold: tagged(form, tag) if margin >= t
            else lemmas.alone.get(form, form))
        table["gerund,margin>=%d" % threshold] = (
            lambda form, tag, margin, t=threshold: tagged_gerund(form, tag) if margin >= t
            else lemmas.alone.get(form, form))
        table["choose,margin>=%d" % threshold] = (
            lambda form, tag, margin, t=threshold: choose(form, tag, margin) if margin >= t
            else lemmas.alone.get(form, form))
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--conllu", required=True)
    parser.add_argument("--stemma", required=True)
    parser.add_argument("-l", "--language", default="en")
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--thresholds", default="1000,2000,4000,8000,16000")
    parser.add_argument("--only-fold", type=int, help="hold out only this fold")
    parser.add_argument("--silver", metavar="WORK",
                        help="English: add silver_tagger.py's sentences to every fold's "
                             "training, as build_tagger.py --silver does")
    arguments = parser.parse_args()
    name = os.path.basename(arguments.conllu)
    if "test" in name or "gum" in name:
        raise SystemExit("refusing to tune on a test split or on GUM")
    sentences = read(arguments.conllu)
    lemmas = Lemmas(arguments.stemma, arguments.language,
                    [f for i, s in enumerate(sentences) for f, _, _ in s
                     if arguments.only_fold is None or i % arguments.folds == arguments.only_fold])
    lexicon = bt.Lexicon(os.path.join(HERE, arguments.language, "lemmas.bin"))
    table = rules(lemmas, [int(t) for t in arguments.thresholds.split(",")])
    extra = []
    if arguments.silver:
        if arguments.language != "en":
            raise SystemExit("--silver is English only")
        import silver_tagger  # noqa: E402  (only needed here)
        extra, _ = silver_tagger.silver_sentences(arguments.silver)
    right = {n: [0, 0] for n in table}
    counts = [0, 0]
    gold_right = [0, 0]
    folds = range(arguments.folds) if arguments.only_fold is None else [arguments.only_fold]
    for k in folds:
        kept = [[(f, u) for f, u, _ in s] for i, s in enumerate(sentences)
                if i % arguments.folds != k]
        kept = [([f for f, _ in s], [u for _, u in s]) for s in kept]
        model = bt.train(bt.training_set(kept, extra), lexicon)
        tagger = margins_tagger(bt.Reference(model, lexicon))
        for i in range(k, len(sentences), arguments.folds):
            rows = sentences[i]
            for (form, upos, gold), (tag, margin) in zip(rows, tagger([f for f, _, _ in rows])):
                if upos in UNSCORED or (gold == "_" and form != "_"):
                    continue
                slots = [1] + ([0] if upos in CONTENT else [])
                for s in slots:
                    counts[s] += 1
                g = gold.strip().lower()
                gl = tagged_gold = lemmas.hinted.get((form, upos), lemmas.alone.get(form, form))
                del tagged_gold
                for s in slots:
                    gold_right[s] += gl.strip().lower() == g
                for n, rule in table.items():
                    ok = rule(form, tag, margin).strip().lower() == g
                    for s in slots:
                        right[n][s] += ok
        print("fold %d done" % k, file=sys.stderr)
        report(table, right, counts, gold_right)


def report(table, right, counts, gold_right):
    """Prints every rule's accuracy over the folds done so far."""
    print("%-24s %8s %8s" % ("rule", "content", "all"))
    for n in table:
        print("%-24s %.4f   %.4f" % (n, right[n][0] / counts[0], right[n][1] / counts[1]))
    print("%-24s %.4f   %.4f" % ("gold UPOS (approx.)", gold_right[0] / counts[0],
                                 gold_right[1] / counts[1]))
    print("tokens: content %d, all %d" % tuple(counts), flush=True)


if __name__ == "__main__":
    main()
