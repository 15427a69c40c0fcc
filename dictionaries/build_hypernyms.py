#!/usr/bin/env python3
"""Builds dictionaries/hypernyms/en.tsv, the English noun hierarchy Stemma's Matcher uses for
broader terms ("animal" finds photos tagged "golden retriever") and synonyms ("couch" finds
"sofa").

Source (version and license in dictionaries/README.md and hypernyms/MANIFEST):
  * Debian's wordnet-base (WordNet 3.0): data.noun (synsets, their lemmas and hypernym
    pointers), index.noun (each lemma's senses, most frequent first) and cntlist.rev (the
    SemCor tag count of each sense).
  * dictionaries/hypernyms/en-patches.tsv: hypernym links WordNet 3.0 lacks (ours).

Usage: python3 dictionaries/build_hypernyms.py [--work DIR] [--report]

What is kept, and why:
  * Noun synsets only, linked by hypernym pointers (`@`). Instance hypernyms (`@i`: "Paris" is
    an instance of "city") are left out, and with them the synsets that are only instances:
    place and person names are matched by the location and people filters, and their chains
    ("Washington" -> "President") would be noise for photo tags.
  * Senses: every sense of a lemma is kept, but a lemma is *secondary* in a synset (written
    with a leading `~`) unless that sense is dominant: its SemCor tag count is at least a
    quarter of the count of the lemma's most frequent sense. When none of a lemma's senses
    was ever tagged, WordNet gives no evidence to prefer one, so all are dominant. "bus" is
    dominant in the vehicle synset (2 tags) and secondary in "bus topology" and "busbar";
    "van" (never tagged) is dominant in both the vehicle and the vanguard synsets. The mark
    only keeps rare senses out of the synonyms ("coach" is no synonym of "bus").
  * Sense shares: the probability that a lemma, read as a noun, means a synset is its SemCor
    tag count plus one over the lemma's total tags plus its number of noun senses (add-one,
    Laplace's rule of succession: a sense never tagged keeps a little mass, and a lemma never
    tagged gives each of its n senses 1/n). "cat": the feline 19/26, the caterpillar tractor
    1/26. The Matcher weighs a broader term by the shares of the senses relating the two
    words. The denominator counts every WordNet sense of the lemma, kept or not.
  * Part of speech: a word whose most frequent part of speech is not the noun ("young" and
    "white" adjectives, "stand" a verb) is marked with it, so that the Matcher can leave its
    noun hierarchy out of running text. Each part of speech weighs the smoothed counts of its
    senses (tags plus one per sense in index.noun/verb/adj/adv); ties go to the noun.
  * The generality cut-off: a synset is too general to be a broader term, and is dropped
    with every link to it, when
      - it lies at most 2 hypernym links below the root "entity" and has at least 100
        synsets below it (entity, physical entity, abstraction, object, matter, group,
        attribute, thing, ...; the odd leaves filed right under "thing" stay), or
      - more than 5,000 synsets lie below it (artifact, organism, living thing, whole,
        instrumentality, person, event, act: each would turn a query into "everything"), or
      - it lies 3 links below the root and more than 1,000 synsets lie below it (substance,
        part, state, cognition, location), or
      - it is named in STOP below (vague words the counts let through: genus, material,
        activity, action, condition, content).
    The counts measure how much lies below a synset, not whether people name it: "person"
    has 6,978 synsets below it (every occupation, role and relative) yet is the word a
    photo-search user types for a picture of a man, a child or a surfer. KEEP below is the
    allow-list of such basic-level categories (the everyday name for what is seen) that the
    counts would drop; each entry names the words that survive there; the synset's other words
    ("soul", "mortal", "someone") are left out of it but keep their other senses. Its ancestors (organism, causal
    agent, living thing, whole, ...) are still dropped, so a chain still ends below them.
    Of the categories a photo search asks for (COCO's supercategories and the like: person,
    animal, plant, food, vehicle, furniture, tool, device, container, structure, building,
    clothing, instrument, equipment, sport) only "person" is cut; the build checks that
    every KEEP entry is one the counts drop, so a stale entry fails loudly.
    The thresholds sit between the broad categories people search for ("plant" has 4,486
    synsets below it, "animal" 3,998, "food" 1,526, "vehicle" 519, "furniture" 196) and the
    abstract upper ontology. Every ancestor of a dropped synset is at least as general and
    is dropped too, so a chain simply stops below the cut-off. A word that names a dropped
    synset ("object", "whole", "thing", "person") is removed from every other synset as
    well: whoever searches for "object" means the general reading, not "aim, objective".
  * Taxa (everything under taxonomic_group.n.01: "genus Canis", "Canidae") are left out,
    and so are synsets left with a single word and no link: they relate nothing.
  * en-patches.tsv adds the few links photo search needs that WordNet 3.0 lacks ("bus" and
    "train" are vehicles; "fruit" is produce; mosses are plants; computers and cameras are
    electronic equipment; the everyday photo taxonomy of COCO's supercategories: skis and
    kites are sports equipment, cups and pans kitchenware, a remote control electronics),
    removes the links it contradicts ("CHILD<TAB>-PARENT": a skateboard is no vehicle), and
    adds the few words ("SYNSET<TAB>+word"): "people" in the person
    synset (the everyday plural, which WordNet files only as the group "people"), and
    "electronics" in the electronic device and equipment synsets (WordNet's "electronics" is
    only the branch of physics; the shop category is what photo search means). An added word
    is a dominant sense.

Built files (UTF-8 text, searched in place by Sources/Matcher/Hypernyms.swift: the Matcher
only finds the line starts, once per process, and parses the lines a lookup visits):
  en.tsv, one synset a line, sorted by its NLTK-style name such as "dog.n.01"; the line
  number, from 0, is the synset's id:
    LEMMAS <TAB> PARENTS
    LEMMAS   comma-separated, lowercase, words joined by spaces ("golden retriever", "self
             propelled vehicle": hyphens and underscores become spaces); a leading `~` marks
             a secondary sense of that word; `:N` after a word of several noun senses is the
             share of its noun uses that mean this synset, in thousandths (at least 1); a word
             without it has this one sense (or was added by en-patches.tsv: share 1)
    PARENTS  comma-separated line numbers of the synset's hypernyms (empty for none)
  en-words.tsv, one word a line, sorted by its UTF-8 bytes (binary-searched):
    WORD <TAB> SENSES [<TAB> POS]
    SENSES   comma-separated line numbers in en.tsv of the synsets holding the word, `~` before
             a secondary sense
    POS      the word's most frequent part of speech when it is not the noun: v, a or r
"""
import argparse
import collections
import glob
import hashlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "hypernyms")
WORDNET_VERSION = "1:3.0-37"  # Debian 12's package; the MANIFEST records what was used
MAX_DEPTH_CUT = 2
MIN_TOP_DESCENDANTS = 100  # odd leaves hang right under "thing" ("pacifier", "horror")
MAX_DESCENDANTS = 5000
SHALLOW_DEPTH = 3
SHALLOW_MAX_DESCENDANTS = 1000
DOMINANT_SHARE = 4  # a sense is dominant with at least 1/4 of the top sense's tag count
# Vague synsets below the numeric cut-off, by NLTK-style name.
STOP = {
    "genus.n.02",  # taxonomic genera: "Canis", not a thing in a photo
    "material.n.01",  # material, stuff
    "activity.n.01",
    "action.n.01",
    "condition.n.01",  # condition, status
    "content.n.05",  # content, cognitive content, mental object
    "physical_condition.n.01",
}
# Basic-level categories the numeric cut-off drops, by NLTK-style name -> the words kept.
KEEP = {
    "person.n.01": ("person", "individual"),  # 6,978 synsets below; "soul", "mortal" stay out
}


def run(command, cwd):
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def wordnet(work):
    """The wordnet-base folder and the (file, sha256) of the package it came from."""
    debs = glob.glob(os.path.join(work, "wordnet-base_*.deb"))
    if not debs:
        run(["apt-get", "download", "wordnet-base"], work)
        debs = glob.glob(os.path.join(work, "wordnet-base_*.deb"))
    folder = os.path.join(work, "wordnet")
    if not os.path.isdir(folder):
        run(["dpkg-deb", "-x", debs[0], folder], work)
    return os.path.join(folder, "usr/share/wordnet"), (os.path.basename(debs[0]), sha256(debs[0]))


class Synset:
    __slots__ = ("offset", "lexfile", "lemmas", "parents", "instance_of", "name")

    def __init__(self, offset, lexfile, lemmas, parents, instance_of):
        self.offset = offset
        self.lexfile = lexfile
        self.lemmas = lemmas  # [(lemma as written, lex id)]
        self.parents = parents
        self.instance_of = instance_of
        self.name = None


def clean(lemma):
    """WordNet's lemma as a Stemma key: lowercase, spaces for underscores and hyphens (the
    Analyzer splits "self-propelled" into two terms)."""
    return " ".join(lemma.lower().replace("_", " ").replace("-", " ").split())


def read_synsets(wn):
    synsets = {}
    with open(os.path.join(wn, "data.noun"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("  "):  # the license header
                continue
            fields = line.split(" | ", 1)[0].split()
            offset, lexfile, count = fields[0], int(fields[1]), int(fields[3], 16)
            lemmas = [(fields[4 + 2 * i], int(fields[5 + 2 * i], 16)) for i in range(count)]
            at = 4 + 2 * count
            pointers = int(fields[at])
            parents, instance_of = [], []
            for i in range(pointers):
                symbol, target, pos = fields[at + 1 + 4 * i: at + 4 + 4 * i]
                if pos == "n" and symbol == "@":
                    parents.append(target)
                elif pos == "n" and symbol == "@i":
                    instance_of.append(target)
            synsets[offset] = Synset(offset, lexfile, lemmas, parents, instance_of)
    return synsets


def read_senses(wn):
    """lemma (WordNet spelling, lowercase) -> its synset offsets, most frequent sense first."""
    senses = {}
    with open(os.path.join(wn, "index.noun"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("  "):
                continue
            fields = line.split()
            lemma, sense_count, pointer_count = fields[0], int(fields[2]), int(fields[3])
            senses[lemma] = fields[6 + pointer_count: 6 + pointer_count + sense_count]
    return senses


def read_counts(wn):
    counts = {}
    with open(os.path.join(wn, "cntlist.rev"), encoding="utf-8") as f:
        for line in f:
            key, _, count = line.split()
            counts[key] = int(count)
    return counts


def name_synsets(synsets, senses):
    for lemma, offsets in senses.items():
        for number, offset in enumerate(offsets, 1):
            synset = synsets[offset]
            if synset.lemmas[0][0].lower() == lemma:
                synset.name = "%s.n.%02d" % (lemma, number)


def dominance(synsets, senses, counts):
    """(lemma, offset) -> True when that sense is dominant for the lemma (see the docstring)."""
    tagged = {}
    for offset, synset in synsets.items():
        for lemma, lexid in synset.lemmas:
            key = "%s%%1:%02d:%02d::" % (lemma.lower(), synset.lexfile, lexid)
            tagged[(lemma.lower(), offset)] = counts.get(key, 0)
    dominant = {}
    for lemma, offsets in senses.items():
        top = max(tagged.get((lemma, o), 0) for o in offsets)
        for offset in offsets:
            count = tagged.get((lemma, offset), 0)
            dominant[(lemma, offset)] = top == 0 or (count > 0 and count * DOMINANT_SHARE >= top)
    return dominant


def sense_shares(synsets, senses, counts):
    """(lemma, offset) -> the probability that the lemma, read as a noun, means that synset:
    its SemCor tag count plus one over the lemma's tag counts plus its number of noun senses
    (Laplace's rule of succession). Senses never tagged share the remaining mass equally, and a
    lemma never tagged at all gets 1/n for each of its n senses."""
    shares = {}
    for lemma, offsets in senses.items():
        tags = []
        for offset in offsets:
            synset = synsets[offset]
            lexids = [lexid for name, lexid in synset.lemmas if name.lower() == lemma]
            key = "%s%%1:%02d:%02d::" % (lemma, synset.lexfile, lexids[0]) if lexids else None
            tags.append(counts.get(key, 0))
        total = sum(tags) + len(offsets)
        for offset, count in zip(offsets, tags):
            shares[(lemma, offset)] = (count + 1) / total
    return shares


POS_OF_SENSE_KEY = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}  # 5: satellite adjective


def noun_first_words(wn, counts):
    """The cleaned words whose most frequent part of speech is not the noun, with that part of
    speech ("v", "a" or "r"). Each part of speech weighs the smoothed count of its senses, as
    in sense_shares: its SemCor tags plus one per sense listed in index.<pos>, so that a word
    never tagged counts its senses; ties go to the noun."""
    mass = collections.defaultdict(collections.Counter)
    for pos, file in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
        with open(os.path.join(wn, "index." + file), encoding="utf-8") as f:
            for line in f:
                if line.startswith("  "):
                    continue
                fields = line.split()
                mass[clean(fields[0])][pos] += int(fields[2])
    for key, count in counts.items():
        lemma, _, rest = key.partition("%")
        mass[clean(lemma)][POS_OF_SENSE_KEY[rest[0]]] += count
    other = {}
    for word, by_pos in mass.items():
        best = max("var", key=lambda pos: by_pos[pos])
        if by_pos[best] > by_pos["n"]:
            other[word] = best
    return other


def depths_and_sizes(synsets):
    """Each synset's minimum depth below the root and the number of synsets below it."""
    children = collections.defaultdict(list)
    for offset, synset in synsets.items():
        for parent in synset.parents:
            children[parent].append(offset)
    depth = {}
    queue = collections.deque()
    for offset, synset in synsets.items():
        if not synset.parents and not synset.instance_of:
            depth[offset] = 0
            queue.append(offset)
    while queue:
        offset = queue.popleft()
        for child in children[offset]:
            if child not in depth:
                depth[child] = depth[offset] + 1
                queue.append(child)
    below = {}
    for offset in synsets:
        seen, stack = set(), [offset]
        while stack:
            for child in children[stack.pop()]:
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
        below[offset] = len(seen)
    return depth, below


def read_patches(by_name):
    """Extra (child, parent) links, removed (child, parent) links and (synset, word) additions
    from hypernyms/en-patches.tsv."""
    links, removed, words = [], [], []
    path = os.path.join(OUT, "en-patches.tsv")
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) >= 2 and fields[0] in by_name and fields[1].startswith("+") \
                    and clean(fields[1][1:]):
                words.append((by_name[fields[0]], fields[1][1:]))
                continue
            if len(fields) >= 2 and fields[0] in by_name and fields[1].startswith("-") \
                    and fields[1][1:] in by_name:
                removed.append((by_name[fields[0]], by_name[fields[1][1:]]))
                continue
            if len(fields) < 2 or fields[0] not in by_name or fields[1] not in by_name:
                sys.exit("%s:%d: expected CHILD<TAB>PARENT<TAB>WHY, CHILD<TAB>-PARENT<TAB>WHY or "
                         "SYNSET<TAB>+word<TAB>WHY with known synset names" % (path, number))
            links.append((by_name[fields[0]], by_name[fields[1]]))
    return links, removed, words


def below_taxonomy(synsets, offset, by_name):
    """Whether a synset is a taxon ("genus Canis", "Canidae"): under taxonomic_group.n.01."""
    root = by_name["taxonomic_group.n.01"]
    stack, seen = [offset], set()
    while stack:
        current = stack.pop()
        if current == root:
            return True
        for parent in synsets[current].parents:
            if parent not in seen:
                seen.add(parent)
                stack.append(parent)
    return False


def sort_key(name):
    lemma, _, number = name.rpartition(".n.")
    return (lemma, int(number))


def build(wn):
    synsets = read_synsets(wn)
    senses = read_senses(wn)
    name_synsets(synsets, senses)
    by_name = {s.name: o for o, s in synsets.items() if s.name}
    links, removed_links, added_words = read_patches(by_name)
    for child, parent in links:
        if parent not in synsets[child].parents:
            synsets[child].parents.append(parent)
    for child, parent in removed_links:
        if parent not in synsets[child].parents:
            sys.exit("en-patches.tsv removes %s -> %s, a link WordNet does not have"
                     % (synsets[child].name, synsets[parent].name))
        synsets[child].parents.remove(parent)
    depth, below = depths_and_sizes(synsets)
    missing = (STOP | set(KEEP)) - set(by_name)
    if missing:
        sys.exit("unknown synsets in STOP: %s" % sorted(missing))
    general = {o for o in synsets
               if o in depth  # not an instance-only synset
               and (depth[o] <= MAX_DEPTH_CUT and below[o] >= MIN_TOP_DESCENDANTS
                    or below[o] > MAX_DESCENDANTS
                    or (depth[o] == SHALLOW_DEPTH and below[o] > SHALLOW_MAX_DESCENDANTS)
                    or synsets[o].name in STOP)}
    kept_general = {by_name[name] for name in KEEP}
    stale = sorted(synsets[o].name for o in kept_general - general)
    if stale:
        sys.exit("KEEP names synsets the cut-off keeps anyway: %s" % stale)
    general -= kept_general
    # A word that names a too-general synset is not used in any sense: someone who searches
    # for "object" means the general reading, not "aim, objective".
    general_words = {clean(lemma) for o in general for lemma, _ in synsets[o].lemmas}
    general_words -= {word for words in KEEP.values() for word in words}
    counts = read_counts(wn)
    dominant = dominance(synsets, senses, counts)
    shares = sense_shares(synsets, senses, counts)
    # Each synset's members: (key, secondary, share in thousandths or None for a sole sense).
    members = {}
    for offset, synset in synsets.items():
        lemmas = []
        for lemma, _ in synset.lemmas:
            key = clean(lemma)
            if key in general_words or any(m[0] == key for m in lemmas):
                continue
            if synset.name in KEEP and key not in KEEP[synset.name]:
                continue  # "soul" keeps its own senses but does not name every person
            share = shares.get((lemma.lower(), offset), 1.0)
            permille = None if len(senses.get(lemma.lower(), ())) <= 1 else \
                max(1, min(1000, int(share * 1000 + 0.5)))
            lemmas.append((key, not dominant.get((lemma.lower(), offset), True), permille))
        members[offset] = lemmas
    for offset, word in added_words:
        key = clean(word)
        if key in general_words:
            sys.exit("en-patches.tsv adds %r, a word too general to use" % word)
        # The patch says what photo search means by the word: a dominant sense, share 1.
        members[offset] = [m for m in members[offset] if m[0] != key] + [(key, False, None)]
    other_pos = noun_first_words(wn, counts)
    kept = {o for o in synsets
            if o in depth and o not in general and not below_taxonomy(synsets, o, by_name)}
    children = collections.Counter(p for o in kept for p in synsets[o].parents if p in kept)
    # A synset with no link left and a single word says nothing: leave it out.
    kept = sorted((o for o in kept
                   if len(members[o]) > 1 or (members[o] or children[o]) and (
                       children[o] or any(p in kept for p in synsets[o].parents))),
                  key=lambda o: sort_key(synsets[o].name))
    line_of = {o: i for i, o in enumerate(kept)}
    lines = []
    senses_of = collections.defaultdict(list)
    for number, offset in enumerate(kept):
        parents = sorted(line_of[p] for p in synsets[offset].parents if p in line_of)
        items = ["%s%s%s" % ("~" if secondary else "", key, "" if share is None else ":%d" % share)
                 for key, secondary, share in members[offset]]
        lines.append("%s\t%s\n" % (",".join(items), ",".join(str(p) for p in parents)))
        for key, secondary, _ in members[offset]:
            senses_of[key].append(("~" if secondary else "") + str(number))
    words = sorted(senses_of, key=lambda w: w.encode("utf-8"))
    word_lines = ["%s\t%s%s\n" % (w, ",".join(senses_of[w]),
                                   "\t" + other_pos[w] if w in other_pos else "") for w in words]
    return lines, word_lines, {"synsets kept": len(kept), "synsets too general": len(general),
                   "general": sorted(synsets[o].name for o in general),
                   "general words": sorted(general_words)}


C_SOURCE = """\
// Generated by dictionaries/build_hypernyms.py: do not edit.
// Embeds dictionaries/hypernyms/<code>.tsv and <code>-words.tsv (C23 #embed): the noun
// hierarchy behind broader terms and synonyms, searched in place (nothing is parsed at
// start-up).
#include "stemma_hypernyms.h"
#include <string.h>

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char synsets_en[] = {
#embed "../../dictionaries/hypernyms/en.tsv"
};
static const char words_en[] = {
#embed "../../dictionaries/hypernyms/en-words.tsv"
};

const char *stemma_data_hypernyms(const char *code, const char *kind, long *length) {
  if (strcmp(code, "en") == 0 && strcmp(kind, "synsets") == 0) {
    *length = (long)sizeof(synsets_en);
    return synsets_en;
  }
  if (strcmp(code, "en") == 0 && strcmp(kind, "words") == 0) {
    *length = (long)sizeof(words_en);
    return words_en;
  }
  *length = 0;
  return 0;
}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--work", help="a folder for downloads (default: a temporary one)")
    parser.add_argument("--report", action="store_true", help="list the blocked synsets")
    args = parser.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="stemma-hypernyms-")
    os.makedirs(work, exist_ok=True)
    wn, (deb, digest) = wordnet(work)
    lines, word_lines, stats = build(wn)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "en.tsv"), "w", encoding="utf-8") as f:
        f.writelines(lines)
    with open(os.path.join(OUT, "en-words.tsv"), "w", encoding="utf-8") as f:
        f.writelines(word_lines)
    with open(os.path.join(OUT, "MANIFEST"), "w", encoding="utf-8") as f:
        f.write("# Built by dictionaries/build_hypernyms.py from:\n")
        f.write("wordnet-base\t%s\tsha256:%s\n" % (deb, digest))
        f.write("en-patches.tsv\tdictionaries/hypernyms/en-patches.tsv\n")
        f.write("synsets\t%d\n" % stats["synsets kept"])
    with open(os.path.join(ROOT, "Sources/CStemmaData/hypernyms.c"), "w", encoding="utf-8") as f:
        f.write(C_SOURCE)
    size = os.path.getsize(os.path.join(OUT, "en.tsv"))
    word_size = os.path.getsize(os.path.join(OUT, "en-words.tsv"))
    print("en.tsv: %d synsets, %d bytes; en-words.tsv: %d words, %d bytes; "
          "%d synsets and %d words too general"
          % (stats["synsets kept"], size, len(word_lines), word_size,
             stats["synsets too general"], len(stats["general words"])), file=sys.stderr)
    if args.report:
        print("too general:", " ".join(stats["general"]))
        print("words:", ", ".join(stats["general words"]))


if __name__ == "__main__":
    main()
