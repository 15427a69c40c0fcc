#!/usr/bin/env python3
"""Builds the lemma dictionaries dictionaries/<code>/lemmas.bin (and English inflections).

Sources (versions and licenses in dictionaries/README.md and each <code>/MANIFEST):
  * Debian's wordnet-base (WordNet 3.0): index.{noun,verb,adj,adv} (the known lemmas of each
    part of speech, with sense-tagged counts) and {noun,verb,adj,adv}.exc (irregular forms).
  * PyPI's lemminflect: lemma_lu.csv.gz and infl_lu.csv.gz, English forms and lemmas by part of
    speech, derived from the NLM SPECIALIST Lexicon.
  * PyPI's spacy-lookups-data: <code>_lemma_lookup tables (form -> lemma, no part of speech).
  * PyPI's simplemma: data/<code>.plzma (form -> lemma) for de fr es it pt nl ru, read first.
  * PyPI's pymorphy3-dicts-ru (OpenCorpora's Russian dictionary, read with pymorphy3 and
    DAWG-Python): Russian readings by part of speech, for a hint to pick.
  * dictionaries/en/closed.tsv: English function words and contractions (ours).

Usage: python3 dictionaries/build_lemmas.py [--work DIR] [--languages en,de,...] [--from-built]

Built file format "STMLEX3" (all integers little-endian), read in place by Sources/Linguistics:
  magic "STMLEX3\n" (8 bytes), u32 key count N, u32 block count B, u32 block size K (32),
  u32 rule count R, u32 rule offsets[R + 1] (relative to the start of the rule area), the
  rules, each POS byte, SOURCE byte, FLAGS byte, CUT byte, SUFFIX (UTF-8; its length from the
  offsets),
  zero bytes up to a multiple of 4, u32 block offsets[B + 1] (relative to the block area),
  then blocks of K records sorted by key bytes, front-coded: each record is
    SHARED (1 byte: bytes shared with the previous key of the block, 0 for the first),
    REST LENGTH (1 byte), the rest of the KEY (UTF-8, lowercased; keys are 1 to 255 bytes),
    then its values, each a LEB128 varint holding RULE << 1 | MORE (MORE 0 on the last).
  A rule's word is KEY with CUT trailing UTF-8 bytes removed and SUFFIX appended, its first
  character then uppercased where FLAGS has bit 0 (German nouns, names); rules are
  numbered by how many values use them, so most values take one byte. POS: n noun, p proper
  noun, v verb, u auxiliary, a adjective, r adverb, o pronoun, d determiner, t particle, x any.
  SOURCE: d dictionary, e exception list, c closed-class list, l lookup table, m a lexicon by
  part of speech (POS_LEXICONS; in a table whose other tags are case tags). Values are in
  rank order: the first value is the best guess without a part of speech. A key that is a
  known lemma carries an identity value (CUT 0, no suffix) in English, where rules check
  candidates against the known lemmas. The script reads every file back after writing it.
In inflections.bin the key is a lemma and the values are its forms (SOURCE d).
Tables of HASH_INDEX_LANGUAGES end with a hash index (after the blocks, zero bytes up to a
multiple of 4), found in place of the words of running text, laid out so that most lookups
read one 64-byte cache line: magic "STMHASH2" (8 bytes), u32 bucket count B, u32 bucket
offset (from the magic to the first bucket, which starts at a multiple of 64 in the file), u32
long record area length L, u32 0, zero bytes up to the buckets, B buckets of 64 bytes, then the
long record area. A key goes to bucket ((hash >> 32) * B) >> 32 (hash: key_hash), or the first
after it (wrapping) with room for it; keys are placed shortest entry first. A bucket is FILTER
(1 byte: bit (hash & 7) set for each key placed after this bucket whose search passed it; a
search that misses here goes on to the next bucket only if its own bit is set), the HEADs of
up to 7 entries (1 byte each, 0 for none), then the entries' bytes one after another (56 bytes
at most). A key and values of at most HASH_INLINE bytes, values of at most 7, are stored
inline: HEAD is the key's length plus 32 times the values' length, the entry KEY then its
values as in the blocks. Any other key has HEAD 5 << 5 and the entry LENGTH (1 byte), u32
offset of its record (LENGTH, KEY, its values) in the long record area. A reader without the
index reads the blocks as before: the index only adds.
"""
import argparse
import csv
import glob
import gzip
import hashlib
import io
import json
import lzma
import os
import struct
import subprocess
import sys
import tempfile
import types
import unicodedata
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPACY_LOOKUPS_VERSION = "1.0.5"
LEMMINFLECT_VERSION = "0.2.3"
PYMORPHY_RU_VERSION = "2.4.417150.4580142"
PYMORPHY_VERSION = "2.0.6"  # reads the dictionary's files (with DAWG-Python)
DAWG_PYTHON_VERSION = "0.7.2"
SIMPLEMMA_VERSION = "2.0.0"
TEXTBLOB_VERSION = "0.20.1"
LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "ru"]
WN_POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
LI_POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r", "aux": "u"}
UPOS = {"NOUN": "n", "PROPN": "p", "VERB": "v", "AUX": "u", "ADJ": "a", "ADV": "r",
        "PRON": "o", "DET": "d", "PART": "t", "*": "x"}
MAGIC = b"STMLEX3\n"
# Languages whose lookup table does better when a form that is itself a lemma reads as that
# lemma first (measured on the UD dev sets; German's table maps adjectives to participles, so
# it does worse there).
LEMMA_FIRST = {"es", "fr", "it", "pt", "nl", "ru"}
# Languages built from simplemma's tables (German's and Russian's, 1.1 and 1.4 million forms,
# fit the 40 MB budget in the STMLEX3 layout: 5.1 and 8.1 MB).
SIMPLEMMA_LANGUAGES = {"de", "fr", "es", "it", "pt", "nl", "ru"}
# Languages whose spaCy table still adds the forms simplemma lacks: German (1,077 forms, +0.0005
# on the UD dev set); the others measured +-0.001 at up to a few MB, and are left out.
SPACY_SUPPLEMENT = set(os.environ.get("STEMMA_SPACY_SUPPLEMENT", "de").split(","))
# Languages whose tables keep the forms that are their own lemma, so that the lemmatizer can
# split an unknown word against the known ones (German compounds, Russian prefixed words).
KNOWN_WORD_LANGUAGES = {"de", "ru"}
# Lexicons with a part of speech per reading, added after a language's case-tagged readings with
# SOURCE m and their POS as tag, for a part-of-speech hint to pick ("stato" the noun is "stato",
# the participle "essere"): spaCy's Italian tables by POS (it_lemma_lookup_<pos>, from morph-it).
# Only the content-word classes: the function-word tables follow other conventions than UD's
# ("'sta" as a determiner is "questo"), and lowered the Italian dev set's DET and AUX figures.
POS_LEXICONS = {"it": {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}}
# Russian readings by part of speech come from OpenCorpora (opencorpora_readings), tagged the
# same way.
OPENCORPORA_LANGUAGES = {"ru"}
BLOCK = 32  # keys per front-coded block
# Tables that end with a hash index (see the format above): English, whose words the analyzer
# looks up for every word of running text. The index adds the keys again, whole (2.6 MB for
# English); the other tables stay as they were.
HASH_INDEX_LANGUAGES = {"en"}
HASH_MAGIC = b"STMHASH2"
HASH_BUCKET = 64  # bytes a bucket: one cache line
HASH_HEADS = 7  # entries a bucket: their HEAD bytes follow its FILTER byte
# The longest key and values stored inline in a bucket (38 of English's 131,256 keys are
# longer or have more values): a long one would leave its bucket little room for the keys
# that hash there.
HASH_INLINE = 24
HASH_INLINE_VALUES = 7  # the values' length in a HEAD byte's top 3 bits
HASH_LONG_HEAD = 5 << 5  # the HEAD of a key whose record is in the long record area
# The share of the buckets' data bytes that the entries fill. On English, 0.6 leaves 94% of
# the keys in their first bucket and sends a search for an absent key on to a second bucket
# 4% of the time, in 2.6 MB, as much as STMHASH1's slots and records took (0.7: 90%, 9%,
# 2.2 MB; 0.8: 1.9 MB. Analyzer.terms(in:) took 1-2% more time at 0.7 than at 0.6 on the
# glosses and changelogs of the cold-path corpora, 4-6% more at 0.8).
HASH_LOAD = 0.6
MASK64 = (1 << 64) - 1


def run(command, cwd):
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)


def sha256(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def nfc(text):
    return unicodedata.normalize("NFC", text.strip())


def fold_key(text):
    return nfc(text).lower()


class Sources:
    """Downloads and opens the source packages once."""

    def __init__(self, work):
        self.work = work
        self.provenance = {}

    def pip(self, name, version, pattern):
        found = glob.glob(os.path.join(self.work, pattern))
        if not found:
            run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", self.work,
                 "%s==%s" % (name, version)], self.work)
            found = glob.glob(os.path.join(self.work, pattern))
        path = found[0]
        self.provenance[name] = (os.path.basename(path), sha256(path))
        return path

    def spacy_table(self, name):
        wheel = self.pip("spacy-lookups-data", SPACY_LOOKUPS_VERSION, "spacy_lookups_data-*.whl")
        with zipfile.ZipFile(wheel) as archive:
            data = archive.read("spacy_lookups_data/data/%s.json.gz" % name)
        return json.loads(gzip.decompress(data).decode("utf-8"))

    def lemminflect(self, name):
        wheel = self.pip("lemminflect", LEMMINFLECT_VERSION, "lemminflect-*.whl")
        with zipfile.ZipFile(wheel) as archive:
            data = archive.read("lemminflect/resources/%s" % name)
        return gzip.decompress(data).decode("utf-8")

    def simplemma(self, code):
        """form -> lemma from simplemma's data/<code>.plzma (lzma, then its front-coded stream)."""
        wheel = self.pip("simplemma", SIMPLEMMA_VERSION, "simplemma-*.whl")
        with zipfile.ZipFile(wheel) as archive:
            names = [n for n in archive.namelist() if n.endswith("/data/%s.plzma" % code)]
            if not names:
                return {}
            data = lzma.decompress(archive.read(names[0]))
            source = archive.read(names[0].rsplit("/", 2)[0] + "/frontcode.py").decode("utf-8")
        module = types.ModuleType("simplemma_frontcode")
        exec(compile(source, "frontcode.py", "exec"), module.__dict__)
        return {nfc(k.decode("utf-8")): nfc(v.decode("utf-8"))
                for k, v in module._decode_stream(data).items()}

    def opencorpora(self):
        """(form, OpenCorpora tag, lemma) for every form of OpenCorpora's Russian dictionary, as
        pymorphy3-dicts-ru compiles it, read with pymorphy3's own reader (pure Python over
        DAWG-Python), in the dictionary's order."""
        dicts = self.pip("pymorphy3-dicts-ru", PYMORPHY_RU_VERSION, "pymorphy3_dicts_ru-*.whl")
        reader = self.pip("pymorphy3", PYMORPHY_VERSION, "pymorphy3-*.whl")
        dawg = self.pip("dawg-python", DAWG_PYTHON_VERSION, "DAWG_Python-*.whl")
        folder = os.path.join(self.work, "pymorphy3-dicts-ru")
        if not os.path.isdir(folder):
            with zipfile.ZipFile(dicts) as archive:
                archive.extractall(folder)
        # Pure-Python wheels import from the archives themselves.
        sys.path[:0] = [reader, dawg]
        from pymorphy3.opencorpora_dict.wrapper import Dictionary
        dictionary = Dictionary(os.path.join(folder, "pymorphy3_dicts_ru", "data"))
        for word, tag, lemma, _, _ in dictionary.iter_known_words():
            yield word, str(tag), lemma

    def brill_tags(self):
        """form -> its most frequent Penn Treebank tag, from Brill's lexicon as TextBlob ships it
        (textblob/en/en-lexicon.txt: Brown corpus and Penn Treebank, plus CMU's Twitter data)."""
        wheel = self.pip("textblob", TEXTBLOB_VERSION, "textblob-*.whl")
        with zipfile.ZipFile(wheel) as archive:
            text = archive.read("textblob/en/en-lexicon.txt").decode("utf-8")
        tags = {}
        for line in text.splitlines():
            parts = line.split()
            if len(parts) == 2 and not line.startswith(";;;"):
                tags.setdefault(parts[0], parts[1])
        return tags

    def wordnet(self):
        folder = os.path.join(self.work, "wordnet")
        debs = glob.glob(os.path.join(self.work, "wordnet-base_*.deb"))
        if not debs:
            run(["apt-get", "download", "wordnet-base"], self.work)
            debs = glob.glob(os.path.join(self.work, "wordnet-base_*.deb"))
        self.provenance["wordnet-base"] = (os.path.basename(debs[0]), sha256(debs[0]))
        if not os.path.isdir(folder):
            run(["dpkg-deb", "-x", debs[0], folder], self.work)
        return os.path.join(folder, "usr/share/wordnet")


def add(table, form, pos, source, lemma):
    """Appends a value for form unless an equal (pos, lemma) value is already there."""
    key = fold_key(form)
    lemma = nfc(lemma)
    if not key or not lemma or "\x1f" in key or "\n" in key:
        return
    values = table.setdefault(key, [])
    for value in values:
        if value[0] == pos and value[2] == lemma:
            return
    values.append((pos, source, lemma))


def english(sources):
    """form -> ranked values, and lemma -> forms, for English."""
    wn = sources.wordnet()
    table = {}
    # 1. Closed-class forms and contractions: specific parts of speech, then "any".
    closed = []
    for line in open(os.path.join(HERE, "en/closed.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        form, upos, lemma = line.rstrip("\n").split("\t")
        closed.append((form, UPOS[upos], lemma))
    for form, pos, lemma in closed:
        if pos == "x":
            add(table, form, pos, "c", lemma)
    for form, pos, lemma in closed:
        if pos != "x":
            add(table, form, pos, "c", lemma)
    # 2. The no-POS lookup table (spaCy's English lookup, built from WordNet forms).
    for form, lemma in sources.spacy_table("en_lemma_lookup").items():
        if form.lower() == form:
            add(table, form, "x", "l", lemma)
    # 3. LemmInflect's lemmas by POS (its order: the most frequent lemma first).
    reader = csv.reader(io.StringIO(sources.lemminflect("lemma_lu.csv.gz")))
    for row in reader:
        if len(row) < 3 or row[1] not in LI_POS:
            continue
        form, pos = row[0], LI_POS[row[1]]
        for lemma in row[2].split("/"):
            if form[:1].isupper() or lemma[:1].isupper():
                # Names ("Weeks", "Jeans") are proper-noun values, never common-noun ones.
                if pos == "n":
                    add(table, form, "p", "d", lemma)
                continue
            add(table, form, pos, "d", lemma)
    irregular = {}
    # 4. WordNet's exception lists, then its lemmas (identity values), ranked by sense counts.
    for name, pos in WN_POS.items():
        for line in open(os.path.join(wn, name + ".exc"), encoding="utf-8"):
            parts = line.split()
            if len(parts) >= 2 and "_" not in parts[0]:
                for rank, lemma in enumerate(parts[1:]):
                    if "_" not in lemma:
                        add(table, parts[0], pos, "e", lemma)
                        irregular[(parts[0], pos, lemma)] = 3 if rank == 0 else 1
    counts = {}
    lemmas = {}
    for name, pos in WN_POS.items():
        for line in open(os.path.join(wn, "index." + name), encoding="utf-8"):
            if line.startswith(" "):
                continue
            parts = line.split()
            lemma = parts[0]
            if "_" in lemma:
                continue
            count = int(parts[2])
            tagged = int(parts[3 + int(parts[3]) + 2]) if len(parts) > 6 else 0
            lemmas.setdefault(lemma, []).append((tagged, count, pos))
            counts[(lemma, pos)] = tagged
    for lemma, entries in lemmas.items():
        for _, _, pos in sorted(entries, reverse=True):
            add(table, lemma, pos, "d", lemma)
    brill = sources.brill_tags() if os.environ.get("STEMMA_BRILL", "1") == "1" else {}
    for form, values in table.items():
        table[form] = rank_english(form, values, counts, irregular, brill.get(form))
    # Inflections: LemmInflect's forms by lemma and POS, plus the reverse of every lemma value.
    inflections = {}
    reader = csv.reader(io.StringIO(sources.lemminflect("infl_lu.csv.gz")))
    for row in reader:
        if len(row) < 3 or row[1] not in LI_POS:
            continue
        lemma, pos = row[0], LI_POS[row[1]]
        add(inflections, lemma, pos, "d", lemma)
        for slot in row[2:]:
            for form in slot.split("/"):
                add(inflections, lemma, pos, "d", form.lower() if not lemma[:1].isupper() else form)
    for form, values in table.items():
        for pos, source, lemma in values:
            if form != lemma.lower() and source != "l":
                add(inflections, lemma, pos, "d", form)
    return table, inflections


# The part of speech of a reading that a Penn Treebank tag of the form points to.
PENN_POS = {"NN": "n", "NNS": "n", "VB": "v", "VBD": "v", "VBG": "v", "VBN": "v", "VBP": "v",
            "VBZ": "v", "JJ": "a", "JJR": "a", "JJS": "a", "RB": "r", "RBR": "r", "RBS": "r"}


def rank_english(form, values, counts, irregular, brill_tag=None):
    """Orders a form's values so that the first is the best guess without a part of speech.

    Closed-class values come first. Among the others, each (part of speech, lemma) reading
    scores by WordNet's sense-tagged count of the lemma (SemCor frequencies), so "saw" reads
    as "see" and "number" as "number"; -ing nouns and -ed adjectives that WordNet lists as
    lemmas in their own right keep their form ("meeting", "interested"). The lookup table's
    value only decides where nothing else does.
    """
    def score(value):
        pos, source, lemma = value
        if source == "c":
            return (3 if pos == "x" else 2, 0, 0)
        if source == "l":
            return (0, 0, 0)
        tagged = counts.get((lemma.lower(), pos), 0)
        if lemma == form and pos == "n" and form.endswith("ing"):
            tagged *= 4
        if lemma == form and pos == "a" and form.endswith("ed"):
            tagged *= 0.5
        # WordNet lists the irregular readings, the usual one first: "leaves" is "leaf".
        tagged += irregular.get((form, pos, lemma), 0)
        # The form's most frequent tag in Brill's lexicon picks the part of speech first.
        usual = 1 if PENN_POS.get(brill_tag) == pos else 0
        return (1, usual, tagged + (0.5 if pos in "nv" else 0))
    order = sorted(range(len(values)), key=lambda i: tuple(-x for x in score(values[i])) + (i,))
    return [values[i] for i in order]


# Readings a language's table gets first, whatever its sources say, following the Universal
# Dependencies conventions of its treebank: in Dutch (Alpino) an ordinal's lemma is its
# cardinal ("vierde" is "vier", the past of "vieren" only second) and the particles of names
# ("van der Sar", "van den Berg") are their own lemma, not the article "de".
_NL_ORDINALS = {
    "eerste": "één", "eerst": "één", "tweede": "twee", "derde": "drie", "vierde": "vier",
    "vijfde": "vijf", "zesde": "zes", "zevende": "zeven", "achtste": "acht", "negende": "negen",
    "tiende": "tien", "elfde": "elf", "twaalfde": "twaalf", "dertiende": "dertien",
    "veertiende": "veertien", "vijftiende": "vijftien", "zestiende": "zestien",
    "zeventiende": "zeventien", "achttiende": "achttien", "negentiende": "negentien",
    "twintigste": "twintig", "dertigste": "dertig", "veertigste": "veertig",
    "vijftigste": "vijftig", "honderdste": "honderd", "duizendste": "duizend",
}
READINGS_FIRST = {"nl": dict(_NL_ORDINALS, der="der", den="den")}


def case_tag(form):
    """The tag that records a source form's case where the source has no part of speech:
    p for all capitals ("US"), n for a capitalized form (a German noun, a name), x otherwise.
    The lemmatizer prefers the readings of forms written like the word it is given."""
    if len(form) > 1 and form.isupper():
        return "p"
    return "n" if form[:1].isupper() else "x"


def fold_yo(text):
    """Russian text with ё written е, as most running text and the UD treebanks write it."""
    return text.replace("ё", "е").replace("Ё", "Е")


# OpenCorpora's grammemes -> the table's part-of-speech tags, in the Universal Dependencies
# conventions of ru_gsd: participles (full and short) and gerunds are verbs with the infinitive
# as lemma, as OpenCorpora links them; short adjectives and comparatives are adjectives with
# the full form as lemma; a noun with a name grammeme is a proper noun.
OPENCORPORA_POS = {"NOUN": "n", "VERB": "v", "INFN": "v", "PRTF": "v", "PRTS": "v", "GRND": "v",
                   "ADJF": "a", "ADJS": "a", "COMP": "a", "ADVB": "r"}
OPENCORPORA_NAMES = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"}


def opencorpora_pos(tag):
    """The table tag of an OpenCorpora tag ("NOUN,anim,masc,Name sing,gent"), or None where the
    reading is left out: function words; superlatives, which OpenCorpora reads as their
    positive ("лучший" is "хороший") where the treebank keeps them; and feminine surnames and
    patronymics, which it reads as the masculine ("Петровна" is "петрович")."""
    grammemes = set(tag.replace(" ", ",").split(","))
    head = tag.split(",")[0].split(" ")[0]
    pos = OPENCORPORA_POS.get(head)
    if pos == "n" and grammemes & OPENCORPORA_NAMES:
        if "femn" in grammemes and grammemes & {"Surn", "Patr"}:
            return None
        return "p"
    if pos == "a" and "Supr" in grammemes:
        return None
    return pos


def opencorpora_readings(sources, table):
    """Adds OpenCorpora's readings by part of speech to the Russian table (SOURCE m), only where
    a hint would read the word otherwise than the table does. With a hint the lemmatizer keeps
    the table's usual reading where OpenCorpora lists it for that part of speech, else takes
    the form itself where it is such a lemma, else OpenCorpora's first lemma; a form's readings
    for a part of speech that would give the table's own answer for a lowercase and a
    capitalized word alike are left out (they change nothing, and would let the form itself
    win where it is a rare lemma: "лет" as the noun "лет" rather than "год")."""
    readings = {}
    for word, tag, lemma in sources.opencorpora():
        pos = opencorpora_pos(tag)
        if pos is None:
            continue
        key = fold_yo(fold_key(word))
        lemma = fold_yo(nfc(lemma).lower())
        if not key or not lemma or "\x1f" in key or "\n" in key:
            continue
        lemmas = readings.setdefault(key, {}).setdefault(pos, [])
        if lemma not in lemmas:
            lemmas.append(lemma)
    for key in sorted(readings):
        values = table.get(key, [])

        def usual(order):
            for tag in order:
                for value in values:
                    if value[0] == tag:
                        return fold_key(value[2])
            return None

        added = []
        for pos, lemmas in readings[key].items():
            if pos == "p":
                # Names take readings of capitalized source forms only.
                orders = [("n", "p")]
            else:
                orders = [("x", "n", "p"), ("n", "p", "x")]
            for order in orders:
                table_reading = usual(order)
                if table_reading in lemmas:
                    chosen = table_reading
                elif key in lemmas:
                    chosen = key
                else:
                    chosen = lemmas[0]
                if chosen != (table_reading or key):
                    added += [(pos, "m", lemma) for lemma in lemmas]
                    break
        if added:
            table.setdefault(key, []).extend(added)


def lookup_language(sources, code):
    """form -> lemma values from simplemma's table, then a spaCy lookup table for the forms
    simplemma lacks (no part of speech in either)."""
    table = {}
    primary = sources.simplemma(code) if code in SIMPLEMMA_LANGUAGES else {}
    if code == "ru":
        folded = {}
        for form, lemma in primary.items():
            folded.setdefault(fold_yo(form), fold_yo(lemma))
        primary = folded
    for form, lemma in primary.items():
        if not form or not lemma:
            continue
        key = fold_key(form)
        if key == fold_key(lemma) and form == lemma:
            continue  # the fallback (the word itself) gives it
        add(table, form, case_tag(form), "d", lemma)
    # A form that is its own lemma needs an entry where the same letters, in another case,
    # read otherwise ("Zimmer" is "Zimmer" though "zimmer" is a form of "zimmern"), where it
    # has a hyphen (so "États-Unis" is not read as "États" + a form of "unir"), and in the
    # languages whose unknown words are split against the known ones.
    for form, lemma in primary.items():
        key = fold_key(form)
        if form == lemma and (key in table or code in KNOWN_WORD_LANGUAGES or "-" in form):
            add(table, form, case_tag(form), "d", lemma)
    known = {fold_key(form) for form in primary}
    pairs = []
    for form, lemma in sources.spacy_table("%s_lemma_lookup" % code).items():
        if isinstance(lemma, list):
            lemma = lemma[0] if lemma else ""
        if fold_key(form) not in known and (not primary or code in SPACY_SUPPLEMENT):
            pairs.append((form, nfc(lemma)))
    # A form that is itself the lemma of other forms reads first as that lemma: "parte" is a
    # noun (the lemma of "partes") before it is a form of "partir".
    lemmas = {fold_key(lemma) for form, lemma in pairs if fold_key(form) != fold_key(lemma)}
    for form, lemma in pairs:
        key = fold_key(form)
        if key == fold_key(lemma):
            continue  # forms that are their own lemma need no entry: the fallback gives them
        # A capitalized form (a German noun, a name) is tagged as a noun, so that a lowercase
        # word prefers the readings of lowercase forms ("waren" is "sein", not "Ware").
        pos = case_tag(form)
        if key in lemmas and code in LEMMA_FIRST:
            add(table, form, pos, "d", form if form[:1].isupper() else key)
        add(table, form, pos, "l", lemma)
    for form, lemma in READINGS_FIRST.get(code, {}).items():
        values = [value for value in table.get(form, []) if value[2] != lemma]
        table[form] = [("x", "d", lemma)] + values
    if code in OPENCORPORA_LANGUAGES:
        opencorpora_readings(sources, table)
    for name, pos in POS_LEXICONS.get(code, {}).items():
        lexicon = sources.spacy_table("%s_lemma_lookup_%s" % (code, name))
        for form in sorted(lexicon):
            lemma = lexicon[form]
            lemma = nfc(lemma[0] if isinstance(lemma, list) and lemma else lemma or "")
            key = fold_key(form)
            if not key or not lemma or "\x1f" in key or "\n" in key:
                continue
            values = table.setdefault(key, [])
            if (pos, "m", lemma) not in values:
                values.append((pos, "m", lemma))
    return table


def russian(sources):
    return lookup_language(sources, "ru")


def capitalizable(word):
    """Whether word is its lowercase-first form with the first character uppercased, in a way
    the reader undoes exactly (one code point to one code point)."""
    first = word[:1]
    lower = first.lower()
    return (first != lower and len(lower) == 1 and lower.upper() == first)


def rule_of(key, pos, source, word):
    """The rule (POS, SOURCE, FLAGS, CUT, SUFFIX) that derives word from key: drop CUT trailing
    bytes of the key, append SUFFIX, and with FLAGS 1 uppercase the first character (so that
    "häuser" -> "Haus" shares its rule with every other noun in -äuser); None where the word
    cannot be stored."""
    flags = 0
    if capitalizable(word):
        flags, word = 1, word[:1].lower() + word[1:]
    key_bytes = key.encode("utf-8")
    word_bytes = word.encode("utf-8")
    common = 0
    limit = min(len(key_bytes), len(word_bytes))
    while common < limit and key_bytes[common] == word_bytes[common]:
        common += 1
    cut = len(key_bytes) - common
    suffix = word_bytes[common:]
    if cut > 255 or len(suffix) > 255:
        return None
    return (pos.encode(), source.encode(), flags, cut, suffix)


def apply_rule(key_bytes, rule):
    pos, source, flags, cut, suffix = rule
    word = (key_bytes[:len(key_bytes) - cut] + suffix).decode("utf-8")
    if flags & 1:
        word = word[:1].upper() + word[1:]
    return (pos.decode() if isinstance(pos, bytes) else pos,
            source.decode() if isinstance(source, bytes) else source, word)


def varint(number):
    out = bytearray()
    while True:
        byte = number & 0x7F
        number >>= 7
        if number:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def key_hash(key_bytes):
    """The 64-bit hash of a key (the reader computes the same): the length, then each 8-byte
    little-endian chunk of the key (the last padded with zeros) mixed in by a multiplication,
    then MurmurHash3's 64-bit finalizer."""
    h = len(key_bytes)
    for start in range(0, len(key_bytes), 8):
        chunk = int.from_bytes(key_bytes[start:start + 8], "little")
        h = ((h ^ chunk) * 0x9E3779B97F4A7C15) & MASK64
        h ^= h >> 32
    h ^= h >> 33
    h = (h * 0xFF51AFD7ED558CCD) & MASK64
    h ^= h >> 33
    h = (h * 0xC4CEB9FE1A85EC53) & MASK64
    h ^= h >> 33
    return h


def hash_index(entries, number, at):
    """The hash index of entries [(key bytes, rules)] (sorted), rules numbered by number, that
    starts at offset at of the file (a multiple of 4)."""
    records = []
    for key, rules in entries:
        values = b"".join(varint(number[rule] << 1 | (1 if position + 1 < len(rules) else 0))
                          for position, rule in enumerate(rules))
        records.append((key, values))
    long_area = bytearray()
    stored = {}  # key -> (HEAD, the entry's bytes in the data area)
    for key, values in records:
        if len(values) <= HASH_INLINE_VALUES and len(key) + len(values) <= HASH_INLINE:
            stored[key] = (len(key) | len(values) << 5, key + values)
        else:
            stored[key] = (HASH_LONG_HEAD, bytes([len(key)]) + struct.pack("<I", len(long_area)))
            long_area += bytes([len(key)]) + key + values
    room = HASH_BUCKET - HASH_HEADS - 1
    count = max(1, int(sum(len(e) for _, e in stored.values()) / HASH_LOAD / room) + 1)
    buckets = [(bytearray([0]), bytearray()) for _ in range(count)]  # FILTER + HEADs, data
    # Shortest records first, so that the keys most likely to be common (short words) are the
    # ones found in their first bucket, and small records fill the gaps.
    for key, _ in sorted(records, key=lambda item: (len(stored[item[0]][1]), item[0])):
        head, entry = stored[key]
        h = key_hash(key)
        bucket = ((h >> 32) * count) >> 32
        for _ in range(count):
            heads, data = buckets[bucket]
            if len(heads) <= HASH_HEADS and len(data) + len(entry) <= room:
                break
            heads[0] |= 1 << (h & 7)
            bucket = bucket + 1 if bucket + 1 < count else 0
        else:
            raise SystemExit("hash index: no bucket has room for %r" % key)
        heads.append(head)
        data += entry
    header_size = 24
    offset = header_size + (-(at + header_size) % HASH_BUCKET)
    header = HASH_MAGIC + struct.pack("<IIII", count, offset, len(long_area), 0)
    lines = (bytes(heads) + b"\0" * (1 + HASH_HEADS - len(heads)) + bytes(data)
             + b"\0" * (room - len(data)) for heads, data in buckets)
    return header + b"\0" * (offset - header_size) + b"".join(lines) + bytes(long_area)


def hash_lookup(data, index_start, key_bytes):
    """The values' offset in data for key_bytes through the hash index at index_start, or None
    (the reader's spec; write_table checks every key with it)."""
    count, offset, long_length = struct.unpack_from("<III", data, index_start + 8)
    buckets = index_start + offset
    long_area = buckets + HASH_BUCKET * count
    h = key_hash(key_bytes)
    bucket = ((h >> 32) * count) >> 32
    for _ in range(count):
        line = buckets + HASH_BUCKET * bucket
        at = line + 1 + HASH_HEADS
        for head in data[line + 1:line + 1 + HASH_HEADS]:
            if head == HASH_LONG_HEAD:
                size, record = data[at], long_area + struct.unpack_from("<I", data, at + 1)[0]
                if data[record] == size and data[record + 1:record + 1 + size] == key_bytes:
                    return record + 1 + size
            elif data[at:at + (head & 31)] == key_bytes:
                return at + (head & 31)
            at += (head & 31) + (head >> 5)
        if not data[line] & (1 << (h & 7)):
            return None
        bucket = bucket + 1 if bucket + 1 < count else 0
    return None


def write_table(table, path, with_hash_index=False):
    """Writes table (key -> [(pos, source, word)]) in the STMLEX3 layout; returns (keys, bytes).

    Every value is a rule shared across the table; rules are numbered by frequency, so the
    common ones take one byte. The file is read back and checked against the table."""
    entries = []
    frequency = {}
    for key in sorted(table, key=lambda k: k.encode("utf-8")):
        key_bytes = key.encode("utf-8")
        if not key_bytes or len(key_bytes) > 255:
            continue
        rules = [rule_of(key, *value) for value in table[key]]
        rules = [rule for rule in rules if rule is not None]
        if not rules:
            continue
        entries.append((key_bytes, rules))
        for rule in rules:
            frequency[rule] = frequency.get(rule, 0) + 1
    ordered = sorted(frequency, key=lambda r: (-frequency[r], r))
    number = {rule: index for index, rule in enumerate(ordered)}
    rule_bytes = bytearray()
    rule_offsets = [0]
    for pos, source, flags, cut, suffix in ordered:
        rule_bytes += pos + source + bytes([flags, cut]) + suffix
        rule_offsets.append(len(rule_bytes))
    blocks = []
    for start in range(0, len(entries), BLOCK):
        block = bytearray()
        previous = b""
        for index, (key, rules) in enumerate(entries[start:start + BLOCK]):
            shared = 0
            if index > 0:
                limit = min(len(previous), len(key))
                while shared < limit and previous[shared] == key[shared]:
                    shared += 1
            block += bytes([shared, len(key) - shared]) + key[shared:]
            for position, rule in enumerate(rules):
                more = 1 if position + 1 < len(rules) else 0
                block += varint(number[rule] << 1 | more)
            previous = key
        blocks.append(bytes(block))
    offsets = [0]
    for block in blocks:
        offsets.append(offsets[-1] + len(block))
    with open(path, "wb") as f:
        f.write(MAGIC + struct.pack("<IIII", len(entries), len(blocks), BLOCK, len(ordered)))
        f.write(struct.pack("<%dI" % len(rule_offsets), *rule_offsets))
        f.write(bytes(rule_bytes))
        f.write(b"\0" * (-len(rule_bytes) % 4))
        f.write(struct.pack("<%dI" % len(offsets), *offsets))
        f.write(b"".join(blocks))
        if with_hash_index:
            f.write(b"\0" * (-f.tell() % 4))
            index_start = f.tell()
            f.write(hash_index(entries, number, index_start))
    expected = {key.decode("utf-8"): [apply_rule(key, rule) for rule in rules]
                for key, rules in entries}
    if read_table(path) != expected:
        raise SystemExit("%s: the written table does not read back as built" % path)
    if with_hash_index:
        data = open(path, "rb").read()
        stored_rules = rules_of(data)[0]
        for key, rules in entries:
            at = hash_lookup(data, index_start, key)
            if at is None or read_values(data, at, key, stored_rules) != [
                    apply_rule(key, rule) for rule in rules]:
                raise SystemExit("%s: the hash index does not find %r" % (path, key))
        for key, _ in entries[::7]:
            for absent in (key + b"\x01", b"\x01" + key):
                if absent.decode("utf-8") not in table and hash_lookup(
                        data, index_start, absent) is not None:
                    raise SystemExit("%s: the hash index finds %r" % (path, absent))
    return len(entries), os.path.getsize(path)


def rules_of(data):
    """The rules of a table in the STMLEX3 layout and where its block offsets start."""
    rule_count = struct.unpack_from("<I", data, 20)[0]
    position = 24
    rule_offsets = struct.unpack_from("<%dI" % (rule_count + 1), data, position)
    position += 4 * (rule_count + 1)
    rules = []
    for index in range(rule_count):
        raw = data[position + rule_offsets[index]:position + rule_offsets[index + 1]]
        rules.append((chr(raw[0]), chr(raw[1]), raw[2], raw[3], raw[4:]))
    return rules, position + rule_offsets[-1] + (-rule_offsets[-1] % 4)


def read_values(data, at, key, rules, end=None):
    """The values of key whose varints start at data[at] ([(pos, source, word)]), and, with end
    given, the offset after them."""
    values = []
    more = 1
    while more:
        number, shift = 0, 0
        while True:
            byte = data[at]
            at += 1
            number |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        more = number & 1
        values.append(apply_rule(key, rules[number >> 1]))
    return (values, at) if end else values


def read_table(path):
    """key -> [(pos, source, word)] from a file in the STMLEX3 layout (the reader's spec)."""
    data = open(path, "rb").read()
    if data[:8] != MAGIC:
        raise ValueError("%s: not an STMLEX3 table" % path)
    count, block_count = struct.unpack_from("<II", data, 8)
    rules, position = rules_of(data)
    offsets = struct.unpack_from("<%dI" % (block_count + 1), data, position)
    base = position + 4 * (block_count + 1)
    table = {}
    for index in range(block_count):
        block = data[base + offsets[index]:base + offsets[index + 1]]
        at, key = 0, b""
        while at < len(block):
            shared, rest = block[at], block[at + 1]
            key = key[:shared] + block[at + 2:at + 2 + rest]
            at += 2 + rest
            values, at = read_values(block, at, key, rules, end=True)
            table[key.decode("utf-8")] = values
    if len(table) != count:
        raise ValueError("%s: %d keys, header says %d" % (path, len(table), count))
    return table


def write_c(built):
    lines = [
        "// Generated by dictionaries/build_lemmas.py: do not edit.",
        "// Embeds dictionaries/<code>/{lemmas,inflections}.bin (C23 #embed); the tables are",
        "// searched in place, so nothing is parsed at start-up.",
        '#include "stemma_data.h"',
        "#include <string.h>",
        "",
        "#pragma clang diagnostic ignored \"-Wc23-extensions\"",
        "",
    ]
    for code, kind in built:
        lines += ["__attribute__((aligned(64))) static const unsigned char %s_%s[] = {" % (kind, code),
                  '#embed "../../dictionaries/%s/%s.bin"' % (code, kind), "};"]
    lines += ["", "const unsigned char *stemma_data_lemma_table(const char *code, const char *kind,",
              "                                             long *length) {"]
    for code, kind in built:
        lines += ['  if (strcmp(code, "%s") == 0 && strcmp(kind, "%s") == 0) {' % (code, kind),
                  "    *length = (long)sizeof(%s_%s);" % (kind, code),
                  "    return %s_%s;" % (kind, code), "  }"]
    lines += ["  *length = 0;", "  return 0;", "}", ""]
    open(os.path.join(ROOT, "Sources/CStemmaData/lemmas.c"), "w", encoding="utf-8").write(
        "\n".join(lines))


SOURCES_BY_LANGUAGE = {
    "en": ["wordnet-base", "lemminflect", "textblob", "spacy-lookups-data", "closed.tsv"],
}
for _code in ("de", "fr", "es", "it", "pt", "nl", "ru"):
    SOURCES_BY_LANGUAGE[_code] = ["simplemma", "spacy-lookups-data"]
SOURCES_BY_LANGUAGE["ru"] += ["pymorphy3-dicts-ru", "pymorphy3", "dawg-python"]


def relayout(codes):
    """Writes the built tables of codes again from their own entries (read_table, then
    write_table): the bytes a build from the sources writes, for a change of layout alone."""
    for code in codes:
        for kind in ("lemmas", "inflections"):
            path = os.path.join(HERE, code, kind + ".bin")
            if not os.path.exists(path):
                continue
            count, size = write_table(
                read_table(path), path,
                with_hash_index=kind == "lemmas" and code in HASH_INDEX_LANGUAGES)
            print("%s %s: %d keys, %d bytes" % (code, kind, count, size), file=sys.stderr)
    existing = [(c, k) for c in LANGUAGES for k in ("lemmas", "inflections")
                if os.path.exists(os.path.join(HERE, c, k + ".bin"))]
    write_c(existing)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", help="download folder (default: a temporary one)")
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--from-built", action="store_true",
                        help="lay out the built tables again from themselves (no download): "
                             "the same entries, with or without the hash index")
    args = parser.parse_args()
    if args.from_built:
        relayout(args.languages.split(","))
        return
    work = args.work or tempfile.mkdtemp(prefix="stemma-lemmas-")
    os.makedirs(work, exist_ok=True)
    sources = Sources(work)
    built = []
    for code in args.languages.split(","):
        folder = os.path.join(HERE, code)
        os.makedirs(folder, exist_ok=True)
        if code == "en":
            table, inflections = english(sources)
            count, size = write_table(inflections, os.path.join(folder, "inflections.bin"))
            print("en inflections: %d lemmas, %d bytes" % (count, size), file=sys.stderr)
            built.append((code, "inflections"))
        elif code == "ru":
            table = russian(sources)
        else:
            table = lookup_language(sources, code)
        count, size = write_table(table, os.path.join(folder, "lemmas.bin"),
                                  with_hash_index=code in HASH_INDEX_LANGUAGES)
        print("%s lemmas: %d forms, %d bytes" % (code, count, size), file=sys.stderr)
        built.append((code, "lemmas"))
        names = SOURCES_BY_LANGUAGE.get(code, ["spacy-lookups-data"])
        with open(os.path.join(folder, "MANIFEST"), "w", encoding="utf-8") as f:
            f.write("# Built by dictionaries/build_lemmas.py from:\n")
            for name in names:
                if name in sources.provenance:
                    archive, digest = sources.provenance[name]
                    f.write("%s\t%s\tsha256:%s\n" % (name, archive, digest))
                else:
                    f.write("%s\tdictionaries/%s/%s\n" % (name, code, name))
            for name in POS_LEXICONS.get(code, {}):
                f.write("lexicon\tspacy-lookups-data %s_lemma_lookup_%s\n" % (code, name))
            f.write("forms\t%d\n" % count)
        if code in POS_LEXICONS:
            # The lexicon's terms (morph-it: CC BY-SA 2.0 or LGPL) travel with the built file.
            wheel = sources.pip("spacy-lookups-data", SPACY_LOOKUPS_VERSION,
                                "spacy_lookups_data-*.whl")
            with zipfile.ZipFile(wheel) as archive:
                text = archive.read("spacy_lookups_data/data/%s_license.txt" % code)
            open(os.path.join(folder, "LICENSE-lexicon.txt"), "wb").write(text)
        if code in OPENCORPORA_LANGUAGES:
            # The wheel carries no licence text for the data: OpenCorpora's terms are written
            # beside the built file by hand (LICENSE-lexicon.txt, checked in).
            assert os.path.exists(os.path.join(folder, "LICENSE-lexicon.txt"))
    existing = [(c, k) for c in LANGUAGES for k in ("lemmas", "inflections")
                if os.path.exists(os.path.join(HERE, c, k + ".bin"))]
    write_c(existing)


if __name__ == "__main__":
    main()
