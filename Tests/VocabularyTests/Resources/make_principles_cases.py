#!/usr/bin/env python3
"""Writes principles_cases.jsonl: the held-out resolution suite of issue 23.

Every expectation below was decided from the principles in issue 23 ("What to build", item 1)
and, where the issue is silent, from the calibration rules of Resources/README.md; never from
the resolver's output. See PRINCIPLES_SUITE.md. Deterministic: the same script writes the same
bytes. Run `python3 make_principles_cases.py` (writes the file) or `--check` (validates it).

Never edit a case to match the resolver's output; a case found wrong may be fixed only with a
written reason in the commit message.
"""

import json
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "principles_cases.jsonl"
D = "2026-10-20T00:00:00Z"  # the default lastUsed: 12 days before `now`

# Background entries of each kind: realistic vocabularies that share no word, sound code or
# nickname with any case's input (the --check step looks for overlaps).
POOL = {
    "contactName": ["Ngozi Okeke", "Rahul Deshpande", "Agnieszka Mazur", "Mehmet Aydın",
                    "Beatriz Almeida", "Layla Haddad", "Svetlana Orlova", "Kwame Asante"],
    "photoAlbumName": ["Pottery Studio", "Marathon Finish", "Northern Lights", "Quilting Bee"],
    "photoTag": ["Lighthouse", "Graffiti", "Waterfall", "Tortoise", "Fireworks"],
    "workoutActivityName": ["Trail Run", "Kickboxing", "Aqua Aerobics", "Elliptical"],
    "carProfileName": ["Commuter", "Long Haul", "Sport Plus"],
    "contactGroupName": ["Neighborhood Watch", "Carpool Crew", "Choir Altos"],
    "recipeName": ["Shakshuka", "Lamb Tagine", "Mango Lassi", "Pierogi Ruskie"],
    "playlistName": ["Sunday Slowdown", "Gym Bangers", "Bossa Nova Nights"],
}
POOL_JA = ["おがわ りょう", "フジタ ミナミ", "石井 大翔"]

CASES = []
COUNTER = {}


def E(text, uses=5, date=D, id=None, kind=None):
    """One vocabulary entry."""
    e = {"text": text, "uses": uses, "lastUsed": date}
    if kind:
        e["kind"] = kind
    if id:
        e["id"] = id
    return e


def case(principle, kind, entries, input, outcome, value=None, candidates=None, ordered=None,
         tier="exact", note="", tags=(), language="en", required=True, pool=True, id=None,
         candidateIds=None):
    """Adds one case. `value`/`candidates` name display forms; ids are filled in from the
    entries when the display form names exactly one entry carrying an id, and must be given
    when display forms are shared."""
    n = COUNTER.get(principle, 0) + 1
    COUNTER[principle] = n
    ents = [x if isinstance(x, dict) else E(x) for x in entries]
    if pool:
        extra = POOL_JA if language == "ja" else POOL.get(kind, [])
        ents += [E(t) for t in extra]
    expected = {"outcome": outcome}
    same_kind = [x for x in ents if x.get("kind", kind) == kind]
    if value is not None:
        expected["value"] = value
        if id is None:
            owners = [x for x in same_kind if x["text"] == value]
            if len(owners) == 1 and "id" in owners[0]:
                id = owners[0]["id"]
        if id is not None:
            expected["id"] = id
    if candidates is not None:
        expected["candidates"] = list(candidates)
        expected["ordered"] = bool(ordered)
        if candidateIds is None and any("id" in x for x in same_kind):
            ids = []
            for c in candidates:
                owners = [x for x in same_kind if x["text"] == c]
                assert len(owners) == 1, f"{principle}-{n}: give candidateIds for {c}"
                if "id" in owners[0]:
                    ids.append(owners[0]["id"])
            candidateIds = ids or None
        if candidateIds is not None:
            expected["candidateIds"] = list(candidateIds)
    CASES.append({
        "id": f"{principle}-{n:03d}", "kind": kind, "language": language, "entries": ents,
        "input": input, "required": required, "expected": expected, "tier": tier,
        "principle": principle, "tags": list(tags), "note": note,
    })


A, T, W, CAR = "photoAlbumName", "photoTag", "workoutActivityName", "carProfileName"
P, G, R, PL = "contactName", "contactGroupName", "recipeName", "playlistName"
S, C, DIS, U = "success", "confirmationRequired", "disambiguation", "unsupported"

# ---------------------------------------------------------------------------------------------
# filler-words: words with no identity for the kind (stop words, the kind's own nouns,
# possessives) are set aside when they match nothing; they still count when they do match.
f = "filler-words"
case(f, A, ["Cappadocia Balloons"], "my cappadocia balloons album", S, "Cappadocia Balloons",
     tier="filler", note="'my' and the kind's noun 'album' match nothing and are set aside")
case(f, A, ["Cappadocia Balloons"], "the cappadocia balloons album", S, "Cappadocia Balloons",
     tier="filler", note="'the' and 'album' set aside")
case(f, A, ["Cappadocia Balloons"], "pictures from the cappadocia balloons", S,
     "Cappadocia Balloons", tier="filler", note="'pictures', 'from', 'the' set aside")
case(f, T, ["Sunflowers"], "photos of sunflowers", S, "Sunflowers", tier="filler",
     note="'photos' and 'of' carry no identity for a photo tag")
case(f, T, ["Koi Pond"], "my koi pond pictures", S, "Koi Pond", tier="filler",
     note="'my' and 'pictures' set aside")
case(f, W, ["Spin Class"], "my spin class workout", S, "Spin Class", tier="filler",
     note="'my' and the kind's noun 'workout' set aside")
case(f, W, ["Kettlebell Swings"], "the kettlebell swings workout", S, "Kettlebell Swings",
     tier="filler", note="'the' and 'workout' set aside")
case(f, CAR, ["Track Day"], "my track day profile", S, "Track Day", tier="filler",
     note="'my' and 'profile' set aside")
case(f, CAR, ["Mountain Pass"], "the mountain pass car profile", S, "Mountain Pass",
     tier="filler", note="'the', 'car', 'profile' set aside")
case(f, G, ["Running Group", "Running Buddies"], "my running buddies group", S,
     "Running Buddies", tier="filler", tags=["fillerMatters"],
     note="only Running Buddies matches every word with identity; 'group' and 'my' set aside "
          "(Running Group leaves 'buddies' unmatched)")
case(f, G, ["Running Group", "Running Buddies"], "running group", S, "Running Group",
     tags=["fillerMatters"],
     note="'group' matches an entry word here, so it counts: the exact match wins")
case(f, G, ["Chess Club"], "my chess club group", S, "Chess Club", tier="filler",
     note="'my' and 'group' set aside")
case(f, A, ["The Lake House", "Lake House Renovation"], "the lake house", S, "The Lake House",
     tags=["fillerMatters"], note="'the' matches the entry's own word: exact beats the "
     "longer album that leaves a word over")
case(f, A, ["The Lake House", "Lake House Renovation"], "lake house renovation album", S,
     "Lake House Renovation", tier="filler", note="'album' set aside; exact otherwise")
case(f, A, ["Best of Nairobi", "Nairobi Markets"], "best of nairobi", S, "Best of Nairobi",
     tags=["fillerMatters"], note="'best of' are the entry's own words and count")
case(f, A, ["Best of Nairobi", "Nairobi Markets"], "the nairobi markets pictures", S,
     "Nairobi Markets", tier="filler", note="'the' and 'pictures' set aside")
case(f, R, ["Egusi Soup"], "my egusi soup", S, "Egusi Soup", tier="filler",
     tags=["appDefinedKind"], note="possessive 'my' set aside for an app-defined kind too")
case(f, PL, ["Rainy Day Jazz"], "the rainy day jazz", S, "Rainy Day Jazz", tier="filler",
     tags=["appDefinedKind"], note="stop word 'the' set aside")
case(f, A, ["The Lake House", "Best of Nairobi", "Cappadocia Balloons"],
     "the mombasa album", U, tier="none", tags=["hardNegative"],
     note="fillers never make a match on their own: 'mombasa' matches nothing, and 'the' "
          "matching The Lake House does not make it a candidate")

# ---------------------------------------------------------------------------------------------
# position: a whole-word match is as strong at any position; usage decides among equals.
p = "position"
case(p, A, [E("Old Harbor", 40), E("Harbor Lights", 3)], "harbor", S, "Old Harbor",
     tier="part", tags=["usage"],
     note="'harbor' is a whole word of both; position does not matter; 13x usage decides")
case(p, A, [E("Old Harbor", 3), E("Harbor Lights", 40)], "harbor", S, "Harbor Lights",
     tier="prefix", tags=["usage"], note="the mirror case: usage, not position, decides")
case(p, A, [E("Old Harbor", 5), E("Harbor Lights", 5)], "harbor", DIS,
     candidates=["Old Harbor", "Harbor Lights"], ordered=False, tier="part",
     note="equal matches at different positions, equal usage: a genuine tie")
case(p, A, [E("Harbor", 2), E("Old Harbor", 40)], "harbor", S, "Harbor",
     note="exact beats a match that leaves a word over, whatever the usage")
case(p, T, [E("Street Art", 30), E("Art Deco", 2)], "art", S, "Street Art", tier="part",
     tags=["usage"], note="last word of Street Art vs first of Art Deco: usage 15x decides")
case(p, T, [E("Street Art", 2), E("Art Deco", 30)], "art", S, "Art Deco", tier="prefix",
     tags=["usage"], note="mirror")
case(p, W, [E("Outdoor Cycling", 5), E("Cycling Intervals", 5)], "cycling", DIS,
     candidates=["Outdoor Cycling", "Cycling Intervals"], ordered=False, tier="part",
     note="equal at any position, equal usage")
case(p, W, [E("Outdoor Cycling", 6), E("Cycling Intervals", 4)], "cycling", DIS,
     candidates=["Outdoor Cycling", "Cycling Intervals"], ordered=True, tier="part",
     note="1.5x usage: under 2x, both listed, the more used first")
case(p, R, [E("Coconut Rice", 5), E("Rice Pudding", 5)], "rice", DIS,
     candidates=["Coconut Rice", "Rice Pudding"], ordered=False, tier="part",
     tags=["appDefinedKind"], note="app-defined kind, same rule")
case(p, P, [E("Grace Olatunji", 5), E("Olatunji Ibe", 5)], "olatunji", DIS,
     candidates=["Grace Olatunji", "Olatunji Ibe"], ordered=False, tier="part",
     note="surname of one, given name of the other: both match the spoken word equally")
case(p, P, ["Chiamaka Eze Nwosu"], "nwosu", S, "Chiamaka Eze Nwosu", tier="part",
     note="last word of a three-word name, the only person it names")
case(p, CAR, [E("Weekend Cruise", 5), E("Cruise Control Off", 5)], "weekend cruise", S,
     "Weekend Cruise", pool=False,
     note="exact beats the entry where 'cruise' is a word at another position")

# ---------------------------------------------------------------------------------------------
# literal-beats-derived: the words as spoken, then a direct nickname, then anything further.
l = "literal-beats-derived"
ted = ["Ted Halvorsen", "Theodore Akande", "Edward Sobczak"]
case(l, P, ted, "ted", S, "Ted Halvorsen", tier="prefix",
     note="literal Ted suppresses Theodore and Edward, reached only through nicknames")
case(l, P, [E("Ted Halvorsen", 1), E("Theodore Akande", 50), E("Edward Sobczak", 50)], "ted",
     S, "Ted Halvorsen", tier="prefix", tags=["usage"],
     note="literal beats derived whatever the usage")
case(l, P, ["Theodore Akande", "Edward Sobczak"], "ted", DIS,
     candidates=["Theodore Akande", "Edward Sobczak"], ordered=False, tier="nickname",
     note="no literal Ted: two direct nickname matches of equal strength and usage")
case(l, P, ted, "edward", S, "Edward Sobczak", tier="prefix",
     note="the literal given name")
case(l, P, ["Bob Adeyemi", "Robert Kowalczyk"], "bob", S, "Bob Adeyemi", tier="prefix",
     note="literal Bob beats Robert reached through the nickname")
case(l, P, ["Bob Adeyemi", "Robert Kowalczyk"], "robert", S, "Robert Kowalczyk",
     tier="prefix", note="literal Robert beats Bob reached through the nickname")
case(l, P, ["Peggy Nwachukwu", "Margaret Lindqvist"], "peggy", S, "Peggy Nwachukwu",
     tier="prefix", note="literal Peggy beats Margaret (nickname)")
case(l, P, ["Peggy Nwachukwu", "Margaret Lindqvist"], "meg", S, "Margaret Lindqvist",
     tier="nickname",
     note="Meg is a direct nickname of Margaret; Peggy is only two hops away (Meg-Margaret-"
          "Peggy): direct beats further")
case(l, P, [E("Jack Thornton", 1), E("John Abiodun", 60)], "jack", S, "Jack Thornton",
     tier="prefix", tags=["usage"], note="literal Jack beats John (nickname) used 60x more")
case(l, P, ["Will Nakashima", "William Nakashima"], "will nakashima", S, "Will Nakashima",
     note="exact, although William Nakashima is a nickname match")
case(l, T, ["Flour", "Flowers"], "flour", S, "Flour",
     note="exact beats the sound-alike Flowers")
case(l, T, ["Flour", "Flowers"], "flower", S, "Flowers", tier="lemma",
     note="the lemma match beats the sound-alike Flour")
case(l, T, ["Pear", "Pair Skating"], "pair", S, "Pair Skating", tier="prefix",
     note="a strong whole-word match beats the sound-alike Pear")

# nickname: a direct nickname is a strong match.
nk = "nickname"
case(nk, P, ["James Adebayo"], "jim adebayo", S, "James Adebayo", tier="nickname",
     note="Jim is a listed nickname of James")
case(nk, P, ["Katherine Oyelaran"], "kate", S, "Katherine Oyelaran", tier="nickname",
     note="Kate for Katherine; the only Katherine")
case(nk, P, ["Henry Mwangi"], "hank mwangi", S, "Henry Mwangi", tier="nickname",
     note="Hank for Henry")
case(nk, P, ["Rebecca Szymańska"], "becky szymanska", S, "Rebecca Szymańska",
     tier="nickname", tags=["diacritics"], note="Becky for Rebecca, ń folded")
case(nk, P, ["Timothy Nwosu"], "tony nwosu", U, tier="none", tags=["hardNegative"],
     note="Tony is no nickname of Timothy and does not sound like it")
case(nk, P, ["Patricia Okoye"], "peggy okoye", U, tier="none", tags=["hardNegative"],
     note="Peggy is Margaret's nickname, not Patricia's")

# ---------------------------------------------------------------------------------------------
# unique-part: a given name or a surname that identifies exactly one person is success.
u = "unique-part"
case(u, P, ["Oluwaseun Bello"], "bello", S, "Oluwaseun Bello", tier="part",
     tags=["nigerian"], note="surname alone, one person")
case(u, P, ["Oluwaseun Bello"], "oluwaseun", S, "Oluwaseun Bello", tier="prefix",
     tags=["nigerian"], note="given name alone")
case(u, P, ["Arjun Venkataraman"], "venkataraman", S, "Arjun Venkataraman", tier="part",
     tags=["indian"], note="surname alone")
case(u, P, ["Zofia Wójcik"], "wojcik", S, "Zofia Wójcik", tier="part",
     tags=["polish", "diacritics"], note="surname without its accent")
case(u, P, ["Emre Yıldız"], "yildiz", S, "Emre Yıldız", tier="part",
     tags=["turkish", "diacritics"], note="dotless ı folds to i")
case(u, P, ["João Carvalho"], "joao", S, "João Carvalho", tier="prefix",
     tags=["brazilian", "diacritics"], note="given name without its tilde")
case(u, P, ["Youssef El-Amrani"], "el amrani", S, "Youssef El-Amrani", tier="part",
     tags=["arabic", "hyphen"], note="the hyphenated surname, spoken as two words")
case(u, P, ["Youssef El-Amrani"], "youssef", S, "Youssef El-Amrani", tier="prefix",
     tags=["arabic"], note="given name alone")
case(u, P, ["Chen Xiaoling"], "xiaoling", S, "Chen Xiaoling", tier="part",
     tags=["chinese"], note="given name in pinyin; it comes last in this order")
case(u, P, ["Choi Minseo"], "choi", S, "Choi Minseo", tier="prefix", tags=["korean"],
     note="family name alone")
case(u, P, ["Chidinma Okoro"], "okoro", S, "Chidinma Okoro", tier="part",
     tags=["nigerian"], note="surname alone")
case(u, P, ["Mariusz Zieliński"], "zielinski", S, "Mariusz Zieliński", tier="part",
     tags=["polish", "diacritics"], note="surname, ń folded")
case(u, P, ["Gabriela Nascimento"], "nascimento", S, "Gabriela Nascimento", tier="part",
     tags=["brazilian"], note="surname alone")
case(u, P, ["Ayşe Demir"], "ayse", S, "Ayşe Demir", tier="prefix",
     tags=["turkish", "diacritics"], note="given name, ş folded")
case(u, G, ["Lagos Cousins"], "cousins", S, "Lagos Cousins", tier="part",
     note="one group names the word; a unique part is success for groups too")
case(u, P, ["Kavya Subramanian", "Kavya Reddy"], "kavya", DIS,
     candidates=["Kavya Subramanian", "Kavya Reddy"], ordered=False, tier="prefix",
     tags=["indian"], note="the given name names two people equally used: not unique")
case(u, P, ["Kavya Subramanian", "Kavya Reddy"], "kavya reddy", S, "Kavya Reddy",
     tags=["indian"], note="the full name names one")

# ---------------------------------------------------------------------------------------------
# risk-by-kind: for people (contacts, contact groups) a guess between entries that all match
# the spoken words is at most confirmationRequired; for photo tags and albums the clearly
# dominant entry may be success.
r = "risk-by-kind"
case(r, P, [E("Priyanka Iyer", 25), E("Priyanka Menon", 3)], "priyanka", C, "Priyanka Iyer",
     tier="prefix", note="8x usage picks the favourite, but a person: confirm, never silently")
case(r, P, [E("Priyanka Iyer", 25), E("Priyanka Menon", 3)], "priyanka menon", S,
     "Priyanka Menon", note="the full name matches only one: no guess, success")
case(r, P, [E("Diego Ramos", 30), E("Diego Ferraz", 3)], "diego", C, "Diego Ramos",
     tier="prefix", tags=["brazilian"], note="10x usage: the favourite, to confirm")
case(r, P, [E("Diego Ramos", 5), E("Diego Ferraz", 5)], "diego", DIS,
     candidates=["Diego Ramos", "Diego Ferraz"], ordered=False, tier="prefix",
     note="tie: disambiguation")
case(r, P, [E("Diego Ramos", 6), E("Diego Ferraz", 4)], "diego", DIS,
     candidates=["Diego Ramos", "Diego Ferraz"], ordered=True, tier="prefix",
     note="1.5x: disambiguation, more used first")
case(r, P, [E("Aisha Danjuma", 40), E("Musa Danjuma", 4)], "danjuma", C, "Aisha Danjuma",
     tier="part", tags=["nigerian"], note="surname of two people; 10x usage: confirm")
case(r, P, [E("Katherine Oyelaran", 40), E("Katherine Brandt", 2)], "kate", C,
     "Katherine Oyelaran", tier="nickname",
     note="two Katherines through the same nickname; 20x usage: confirm the favourite")
case(r, G, [E("Soccer Parents", 30), E("Soccer Coaches", 2)], "soccer", C, "Soccer Parents",
     tier="prefix", note="contact groups are people: confirm the dominant one")
case(r, G, [E("Soccer Parents", 5), E("Soccer Coaches", 5)], "soccer", DIS,
     candidates=["Soccer Parents", "Soccer Coaches"], ordered=False, tier="prefix",
     note="tie")
case(r, G, [E("Soccer Parents", 30), E("Soccer Coaches", 2)], "soccer coaches", S,
     "Soccer Coaches", note="exact: no guess")
case(r, A, [E("Seoul Nights", 40), E("Seoul Temples", 3)], "seoul", S, "Seoul Nights",
     tier="prefix", note="an album: the clearly dominant entry (13x) may be success")
case(r, A, [E("Seoul Nights", 5), E("Seoul Temples", 5)], "seoul", DIS,
     candidates=["Seoul Nights", "Seoul Temples"], ordered=False, tier="prefix", note="tie")
case(r, A, [E("Seoul Nights", 6), E("Seoul Temples", 4)], "seoul", DIS,
     candidates=["Seoul Nights", "Seoul Temples"], ordered=True, tier="prefix",
     note="1.5x: both, more used first")
case(r, T, [E("Dog Park", 30), E("Dog Beach", 2)], "dog", S, "Dog Park", tier="prefix",
     note="a photo tag: dominant (15x) entry is success")
case(r, T, [E("Cat Cafe", 30), E("Cat Tower", 3)], "cat", S, "Cat Cafe", tier="prefix",
     note="photo tag, 10x")
case(r, T, [E("Cat Cafe", 5), E("Cat Tower", 5)], "cat", DIS,
     candidates=["Cat Cafe", "Cat Tower"], ordered=False, tier="prefix", note="tie")

# ---------------------------------------------------------------------------------------------
# sound-alike-every-kind: homophones from speech recognition, in every kind, are weak matches.
sa = "sound-alike-every-kind"
case(sa, A, ["Sea Glass"], "see glass", C, "Sea Glass", tier="phonetic",
     note="see/sea: same sound, an album")
case(sa, A, ["Rain Forest Hike"], "reign forest hike", C, "Rain Forest Hike", tier="phonetic",
     note="reign/rain")
case(sa, T, ["Pear Tree"], "pair tree", C, "Pear Tree", tier="phonetic", note="pair/pear")
case(sa, T, ["Whale Watching"], "wail watching", C, "Whale Watching", tier="phonetic",
     note="wail/whale")
case(sa, W, ["Stair Climb"], "stare climb", C, "Stair Climb", tier="phonetic",
     note="stare/stair, a workout")
case(sa, W, ["Bear Crawls"], "bare crawls", C, "Bear Crawls", tier="phonetic",
     note="bare/bear")
case(sa, CAR, ["Night Drive"], "knight drive", C, "Night Drive", tier="phonetic",
     note="knight/night, a car profile")
case(sa, CAR, ["Tow Mode"], "toe mode", C, "Tow Mode", tier="phonetic", note="toe/tow")
case(sa, G, ["Board Members"], "bored members", C, "Board Members", tier="phonetic",
     note="bored/board, a contact group")
case(sa, R, ["Leek Soup"], "leak soup", C, "Leek Soup", tier="phonetic",
     tags=["appDefinedKind"], note="leak/leek")
case(sa, R, ["Thyme Chicken"], "time chicken", C, "Thyme Chicken", tier="phonetic",
     tags=["appDefinedKind"], note="time/thyme")
case(sa, PL, ["Heavy Metal"], "heavy medal", C, "Heavy Metal", tier="phonetic",
     tags=["appDefinedKind"], note="medal/metal")
case(sa, PL, ["Soul Kitchen"], "sole kitchen", C, "Soul Kitchen", tier="phonetic",
     tags=["appDefinedKind"], note="sole/soul")
case(sa, P, ["Geoffrey Mwangi"], "jeffrey mwangi", C, "Geoffrey Mwangi", tier="phonetic",
     note="Jeffrey/Geoffrey sound alike (not a direct nickname pair)")
case(sa, P, ["Catarina Souza"], "katarina souza", C, "Catarina Souza", tier="phonetic",
     tags=["brazilian"], note="K/C")
case(sa, P, ["Aaliyah Osei"], "aliyah osei", C, "Aaliyah Osei", tier="phonetic",
     note="a spelling heard the same")
case(sa, T, ["Pier"], "peer", C, "Pier", tier="phonetic", note="peer/pier, one word")

# ---------------------------------------------------------------------------------------------
# short-typo: one edit on a 3–4-letter word only when the sound codes agree.
st = "short-typo"
case(st, P, ["Zaid Khoury"], "zayd khoury", C, "Zaid Khoury", tier="edit",
     tags=["arabic"], note="one edit in a 4-letter word, same sound: weak")
case(st, T, ["Tide Pools"], "tyde pools", C, "Tide Pools", tier="edit",
     note="tyde/tide, same sound")
case(st, W, ["Spin"], "spinn", C, "Spin", tier="edit", note="one letter doubled, same sound")
case(st, A, ["Zion Canyon"], "zyon canyon", C, "Zion Canyon", tier="edit",
     note="zyon/zion, same sound")
case(st, CAR, ["Jeep Trail"], "jeap trail", C, "Jeep Trail", tier="edit",
     note="jeap/jeep, same sound")
case(st, R, ["Dal Makhani"], "dahl makhani", C, "Dal Makhani", tier="edit",
     tags=["appDefinedKind", "indian"], note="dahl/dal, same sound")
case(st, PL, ["Jazz Brunch"], "jaz brunch", C, "Jazz Brunch", tier="edit",
     tags=["appDefinedKind"], note="jaz/jazz")
case(st, G, ["Golf Pals"], "gulf pals", C, "Golf Pals", tier="edit", note="gulf/golf")
case(st, T, ["Lake"], "lace", U, tier="none", tags=["hardNegative"],
     note="one edit in a 4-letter word but a different sound: beyond the allowance")
case(st, P, ["Yuna Takeda"], "luna takeda", U, tier="none", tags=["hardNegative"],
     note="Luna is not Yuna (different sound); the matching surname does not rescue a wrong "
          "given name")
case(st, W, ["Swim"], "slim", U, tier="none", tags=["hardNegative"],
     note="one edit, different sound")
case(st, A, ["Bali"], "baku", U, tier="none", tags=["hardNegative"],
     note="another place: two edits in a 4-letter word, different sound")
case(st, R, ["Roti"], "rosti", U, tier="none", tags=["hardNegative", "appDefinedKind"],
     note="Rösti is not Roti: different sound")
case(st, CAR, ["Tow Mode"], "low mode", U, tier="none", tags=["hardNegative"],
     note="low/tow differ in sound")
case(st, W, ["Spin"], "skin", U, tier="none", tags=["hardNegative"],
     note="one edit, different sound")

# ---------------------------------------------------------------------------------------------
# edit-every-kind: edit distance (one edit for 5–8 letters, two for 9+) in every kind, weak.
ed = "edit-every-kind"
case(ed, A, ["Santorini"], "santorinni", C, "Santorini", tier="edit",
     note="one edit in a 9-letter word")
case(ed, A, ["Santorini"], "santarinni", C, "Santorini", tier="edit",
     note="two edits in a 9-letter word: within the allowance")
case(ed, W, ["Plyometrics"], "plyometrix", C, "Plyometrics", tier="edit",
     note="two edits in an 11-letter word")
case(ed, CAR, ["Highway"], "higway", C, "Highway", tier="edit",
     note="one edit in a 7-letter word")
case(ed, G, ["Volunteers"], "voluntiers", C, "Volunteers", tier="edit",
     note="one edit in a 10-letter word")
case(ed, R, ["Jollof Rice"], "jolof rice", C, "Jollof Rice", tier="edit",
     tags=["appDefinedKind", "nigerian"], note="one edit in a 6-letter word")
case(ed, R, ["Biryani"], "biriyani", C, "Biryani", tier="edit",
     tags=["appDefinedKind", "indian"], note="one edit in a 7-letter word")
case(ed, PL, ["Afrobeats"], "afrobeets", C, "Afrobeats", tier="edit",
     tags=["appDefinedKind"], note="one edit in a 9-letter word")
case(ed, P, ["Magdalena Kaczmarek"], "magdalena kaczmarec", C, "Magdalena Kaczmarek",
     tier="edit", tags=["polish"], note="one edit in the surname: a person, weak")
case(ed, T, ["Sandcastle"], "sandcastel", C, "Sandcastle", tier="edit",
     note="two edits in a 10-letter word")
case(ed, A, ["Carnival"], "cardinal", U, tier="none", tags=["hardNegative"],
     note="two edits in an 8-letter word, different sound: beyond")
case(ed, W, ["Boxing"], "baking", U, tier="none", tags=["hardNegative"],
     note="two edits in a 6-letter word")
case(ed, T, ["Sandcastle"], "sandcrab", U, tier="none", tags=["hardNegative"],
     note="far beyond the allowance")

# ---------------------------------------------------------------------------------------------
# spoken-numbers: "twenty nineteen" and "two thousand nineteen" are 2019; "from"/"of" before
# a year is filler.
sn = "spoken-numbers"
years = ["Marrakesh 2018", "Oaxaca 2022", "Fjords Cruise"]
case(sn, A, years, "marrakesh twenty eighteen", S, "Marrakesh 2018", tier="spoken",
     note="year spoken in pairs")
case(sn, A, years, "marrakesh two thousand eighteen", S, "Marrakesh 2018", tier="spoken",
     note="year spoken as a cardinal")
case(sn, A, years, "oaxaca twenty twenty two", S, "Oaxaca 2022", tier="spoken",
     note="twenty twenty two = 2022")
case(sn, A, years, "pictures from oaxaca two thousand twenty two", S, "Oaxaca 2022",
     tier="spoken", note="fillers and a spoken year")
case(sn, A, years, "marrakesh from 2018", S, "Marrakesh 2018", tier="filler",
     note="'from' before a year is filler")
case(sn, A, ["Marrakesh 2018", "Marrakesh 2023"], "marrakesh twenty twenty three", S,
     "Marrakesh 2023", tier="spoken", note="the spoken year picks one of two Marrakesh albums")
case(sn, A, years, "twenty twenty two", S, "Oaxaca 2022", tier="spoken",
     note="the year alone is a whole word of exactly one album")
case(sn, A, ["Class of 2009"], "class of two thousand nine", S, "Class of 2009",
     tier="spoken", note="two thousand nine = 2009; 'of' is the entry's own word")
case(sn, A, ["Tokyo 2010"], "tokyo twenty ten", S, "Tokyo 2010", tier="spoken",
     note="twenty ten = 2010")
case(sn, A, ["Reunion 1999"], "reunion nineteen ninety nine", S, "Reunion 1999",
     tier="spoken", note="nineteen ninety nine = 1999")
case(sn, PL, ["Top 40 Hits"], "top forty hits", S, "Top 40 Hits", tier="spoken",
     tags=["appDefinedKind"], note="a spoken cardinal")
case(sn, CAR, ["Driver 1", "Driver 2"], "driver two", S, "Driver 2", tier="spoken",
     note="two = 2 picks the profile")
case(sn, W, ["7 Minute Abs"], "seven minute abs", S, "7 Minute Abs", tier="spoken",
     note="seven = 7")
case(sn, A, ["Marrakesh 2018", "Oaxaca 2022"], "oaxaca twenty eighteen", U, tier="none",
     tags=["hardNegative"], note="the words belong to two different albums")

# ---------------------------------------------------------------------------------------------
# spelled-letters: letters spoken one by one match the acronym.
sl = "spelled-letters"
case(sl, W, ["AMRAP", "Tabata"], "a m r a p", S, "AMRAP", tier="spoken",
     note="letters one by one")
case(sl, W, ["EMOM Rows"], "e m o m rows", S, "EMOM Rows", tier="spoken",
     note="spelled acronym then a word")
case(sl, A, ["NYC Weekend"], "n y c weekend", S, "NYC Weekend", tier="spoken",
     note="spelled acronym in an album")
case(sl, A, ["NYC Weekend"], "N.Y.C. weekend", S, "NYC Weekend", tags=["punctuation"],
     note="dotted acronym: punctuation is no difference")
case(sl, G, ["PTA Parents"], "p t a parents", S, "PTA Parents", tier="spoken",
     note="spelled acronym in a group")
case(sl, T, ["BBQ"], "b b q", S, "BBQ", tier="spoken", note="a tag spelled out")
case(sl, CAR, ["EV Mode"], "e v mode", S, "EV Mode", tier="spoken", note="a car profile")
case(sl, R, ["BLT Sandwich"], "b l t sandwich", S, "BLT Sandwich", tier="spoken",
     tags=["appDefinedKind"], note="app-defined kind")
case(sl, PL, ["DJ Sets"], "d j sets", S, "DJ Sets", tier="spoken",
     tags=["appDefinedKind"], note="two letters")
case(sl, W, ["AMRAP", "Tabata"], "e m o m", U, tier="none", tags=["hardNegative"],
     note="another acronym: EMOM is not AMRAP")

# ---------------------------------------------------------------------------------------------
# identity: entries may carry the app's identifier; different ids never merge.
i = "identity"
case(i, P, [E("Amara Okafor", id="c-101"), E("Amara Okafor", id="c-202")], "amara okafor",
     DIS, candidates=["Amara Okafor", "Amara Okafor"], ordered=False,
     candidateIds=["c-101", "c-202"], tags=["sameName"],
     note="two people, one name: different ids never merge; a tie")
case(i, P, [E("Amara Okafor", id="c-101"), E("Amara Okafor", id="c-202")], "amara", DIS,
     candidates=["Amara Okafor", "Amara Okafor"], ordered=False,
     candidateIds=["c-101", "c-202"], tier="prefix", tags=["sameName"],
     note="the given name of both")
case(i, P, [E("Amara Okafor", 20, id="c-101"), E("Amara Okafor", 2, id="c-202")],
     "amara okafor", C, "Amara Okafor", id="c-101", tags=["sameName"],
     note="10x usage picks c-101, but a person shared by name: confirm")
case(i, P, [E("Amara Okafor", 2, id="c-101"), E("Amara Okafor", 20, id="c-202")],
     "amara okafor", C, "Amara Okafor", id="c-202", tags=["sameName"],
     note="mirror: the id says which one")
case(i, A, [E("Lagos", 40, id="alb-1"), E("Lagos", 3, id="alb-2")], "lagos", S, "Lagos",
     id="alb-1", tags=["sameName"], note="two albums, one title; an album may be success "
     "for the dominant (13x) one, named by its id")
case(i, A, [E("Lagos", 5, id="alb-1"), E("Lagos", 5, id="alb-2")], "lagos", DIS,
     candidates=["Lagos", "Lagos"], ordered=False, candidateIds=["alb-1", "alb-2"],
     tags=["sameName"], note="tie between two ids")
case(i, A, [E("Kyoto Autumn", 8, id="alb-7"), E("kyoto autumn", 2, id="alb-7")],
     "kyoto autumn", S, "Kyoto Autumn", id="alb-7", tags=["merge"],
     note="variants of one id merge, shown in the most used spelling")
case(i, P, [E("Chidi Eze", id="c-31"), E("CHIDI EZE", id="c-32")], "chidi eze", DIS,
     candidates=["Chidi Eze", "CHIDI EZE"], ordered=False, candidateIds=["c-31", "c-32"],
     tags=["sameName"], note="texts that would merge without ids stay two people")
case(i, A, [E("Kite Festival", 5), E("kite festival", 1)], "kite festival", S,
     "Kite Festival", tags=["merge"], note="no ids: variants merge as before")
case(i, P, [E("Tom Kowalski", id="c-41"), E("Thomas Kowalski", id="c-42")], "tom kowalski",
     S, "Tom Kowalski", id="c-41", note="literal Tom; the id is carried")
case(i, P, [E("Tom Kowalski", id="c-41"), E("Thomas Kowalski", id="c-42")],
     "thomas kowalski", S, "Thomas Kowalski", id="c-42", note="literal Thomas")
case(i, P, [E("Tom Kowalski", id="c-41"), E("Thomas Kowalski", id="c-42")], "kowalski", DIS,
     candidates=["Tom Kowalski", "Thomas Kowalski"], ordered=False,
     candidateIds=["c-41", "c-42"], tier="part", note="the shared surname: a tie")
case(i, G, [E("Book Club", 30, id="g-1"), E("Book Club", 3, id="g-2")], "book club", C,
     "Book Club", id="g-1", tags=["sameName"],
     note="two groups, one name: a group is people, so the favourite is confirmed")
case(i, R, [E("Chin Chin", id="r-1"), E("Chin Chin", id="r-2")], "chin chin", DIS,
     candidates=["Chin Chin", "Chin Chin"], ordered=False, candidateIds=["r-1", "r-2"],
     tags=["sameName", "appDefinedKind"], note="two recipes, one name")
case(i, P, [E("Ngozi Eze", id="c-77")], "ngozi", S, "Ngozi Eze", id="c-77", tier="prefix",
     pool=False, note="an ordinary success carries the id")
case(i, P, [E("José Ortega", id="c-51"), E("Jose Ortega", id="c-52")], "jose ortega", DIS,
     candidates=["José Ortega", "Jose Ortega"], ordered=False, candidateIds=["c-51", "c-52"],
     tags=["sameName", "diacritics"], note="forms that fold alike, two ids: two people")

# ---------------------------------------------------------------------------------------------
# japanese: katakana, hiragana and half-width spellings are one name; honorifics set aside;
# a given or family name alone works; kana input is matched against the entries' words.
j = "japanese"
JA = ["もりた あおい", "いのうえ まい", "コバヤシ ダイキ", "松本 陽菜", "はしもと りな"]


def ja(input, outcome, value=None, tier="exact", note="", entries=JA, **kw):
    case(j, P, entries, input, outcome, value, tier=tier, note=note, language="ja",
         tags=["japanese"] + kw.pop("tags", []), **kw)


ja("アオイちゃん", S, "もりた あおい", "honorific",
   "katakana given name + ちゃん: the given name of one person")
ja("モリタ", S, "もりた あおい", "prefix", "katakana family name alone, one person")
ja("もりたさん", S, "もりた あおい", "honorific", "family name + さん run together")
ja("ﾓﾘﾀ ｱｵｲ", S, "もりた あおい", "exact", "half-width katakana", tags=["width"])
ja("あおい", S, "もりた あおい", "part", "given name alone")
ja("こばやしくん", S, "コバヤシ ダイキ", "honorific",
   "hiragana input, katakana entry, くん set aside")
ja("ダイキ", S, "コバヤシ ダイキ", "part", "given name alone")
ja("ｺﾊﾞﾔｼさん", S, "コバヤシ ダイキ", "honorific", "half-width with dakuten, さん",
   tags=["width"])
ja("いのうえ様", S, "いのうえ まい", "honorific", "様 set aside")
ja("マイさん", S, "いのうえ まい", "honorific", "katakana given name, さん")
ja("松本先生", S, "松本 陽菜", "honorific", "kanji family name + 先生")
ja("陽菜ちゃん", S, "松本 陽菜", "honorific", "kanji given name + ちゃん")
ja("はしもとりなさん", S, "はしもと りな", "honorific",
   "full name run together + さん: matched against the entry's own words")
ja("ハシモト リナ", S, "はしもと りな", "exact", "katakana for a hiragana entry", tags=["kana"])
ja("さとう", U, tier="none", note="no Satō", tags=["hardNegative"])
ja("かとうさん", U, tier="none", note="no Katō; the honorific alone matches nothing",
   tags=["hardNegative"])
ja("もりたさん", DIS, candidates=["もりた あおい", "モリタ ケンジ"], ordered=False,
   tier="honorific", entries=[E("もりた あおい"), E("モリタ ケンジ")],
   note="the family name of two people, equal usage")
ja("もりたさん", C, "もりた あおい", "honorific",
   entries=[E("もりた あおい", 30), E("モリタ ケンジ", 3)],
   note="10x usage: the favourite, but a person: confirm")
ja("まいちゃん", DIS, candidates=["いのうえ まい", "いのうえ まい"], ordered=False,
   candidateIds=["j-1", "j-2"], tier="honorific", tags=["sameName"],
   entries=[E("いのうえ まい", id="j-1"), E("いのうえ まい", id="j-2")],
   note="two people with one name and two ids")
ja("陽菜さん", S, "松本 陽菜", "honorific", "kanji given name + さん run together")
ja("ケンジくん", S, "モリタ ケンジ", "honorific",
   entries=[E("もりた あおい"), E("モリタ ケンジ")], note="the given name names one of two Moritas")

# ---------------------------------------------------------------------------------------------
# usage: among equally matched entries, decayed usage decides when lopsided (>=4x), lists
# both when close (<2x).
us = "usage"
case(us, A, [E("Fjords Cruise", 40), E("Fjords Hike", 5)], "fjords", S, "Fjords Cruise",
     tier="prefix", note="8x")
case(us, A, [E("Fjords Cruise", 5), E("Fjords Hike", 40)], "fjords", S, "Fjords Hike",
     tier="prefix", note="8x the other way")
case(us, A, [E("Fjords Cruise", 6), E("Fjords Hike", 5)], "fjords", DIS,
     candidates=["Fjords Cruise", "Fjords Hike"], ordered=True, tier="prefix",
     note="1.2x: both, more used first")
case(us, T, [E("Reef Dive", 10, "2026-10-28T00:00:00Z"),
             E("Reef Walk", 10, "2019-06-01T00:00:00Z")], "reef", S, "Reef Dive",
     tier="prefix", tags=["recency"],
     note="same count; last used 7 years apart: >=4x for any half-life up to 365 days")
case(us, P, [E("Hana Kovač", 10, "2026-10-30T00:00:00Z"),
             E("Hana Petrović", 10, "2019-10-30T00:00:00Z")], "hana", C, "Hana Kovač",
     tier="prefix", tags=["recency"], note="recency makes Kovač the favourite; a person: confirm")
case(us, W, [E("Tempo Run", 5), E("Tempo Ride", 5)], "tempo", DIS,
     candidates=["Tempo Run", "Tempo Ride"], ordered=False, tier="prefix", note="tie")
case(us, PL, [E("Focus Flow", 5), E("Focus Piano", 5)], "focus", DIS,
     candidates=["Focus Flow", "Focus Piano"], ordered=False, tier="prefix",
     tags=["appDefinedKind"], note="tie, app-defined kind")
case(us, CAR, [E("Alpine Sport", 6), E("Alpine Comfort", 4)], "alpine", DIS,
     candidates=["Alpine Sport", "Alpine Comfort"], ordered=True, tier="prefix",
     note="1.5x: both, more used first")
case(us, T, [E("Mint", 1), E("Mint Tea", 50)], "mint", S, "Mint",
     note="exact beats a longer entry used 50x more")

# ---------------------------------------------------------------------------------------------
# negative: inputs that must stay unsupported.
n = "negative"
case(n, P, [], "patrick", U, tier="none", tags=["hardNegative"],
     note="no Patrick, nothing near or alike")
case(n, A, ["Oaxaca 2022", "Fjords Cruise"], "oaxaca cruise", U, tier="none",
     tags=["hardNegative"], note="words of two different albums")
case(n, A, ["Zanzibar"], "zanzibar spice farm tour", U, tier="none", tags=["hardNegative"],
     note="more words with identity than the entry has")
case(n, G, [], "poker night", U, tier="none", tags=["hardNegative"], note="no such group")
case(n, PL, ["Heavy Metal", "Rainy Day Jazz"], "heavy rain", U, tier="none",
     tags=["hardNegative", "appDefinedKind"],
     note="'heavy' matches, 'rain' does not ('rainy' belongs to another entry)")
case(n, P, [E("Lagos Cousins", kind=G)], "lagos cousins", U, tier="none",
     tags=["kindFilter"], note="a contact group never answers a contact request")
case(n, A, [E("Waterfall", kind=T)], "waterfall album", U, tier="none",
     tags=["kindFilter"], pool=False, note="a photo tag never answers an album request")
case(n, W, [], "tai chi", U, tier="none", tags=["hardNegative"], note="no such workout")
case(n, R, [], "moussaka", U, tier="none", tags=["hardNegative", "appDefinedKind"],
     note="no such recipe")
case(n, CAR, [], "racing", U, tier="none", tags=["hardNegative"],
     note="no such car profile")
case(n, T, [], "volcano", U, tier="none", tags=["hardNegative"], note="no such tag")
case(n, P, ["Ifeoma Chukwu"], "ifeoma okonjo", U, tier="none", tags=["hardNegative"],
     note="a known given name with an unknown surname: a different person")

# ---------------------------------------------------------------------------------------------
# empty: empty after removing white space and punctuation.
em = "empty"
case(em, P, ["Oluwaseun Bello"], "", "needsValue", tier="empty", note="empty, required")
case(em, A, ["Seoul Nights"], "   ", "needsValue", tier="empty", note="spaces only")
case(em, T, ["Dog Park"], "?", "needsValue", tier="empty", note="punctuation only")
case(em, R, [], "", "needsValue", tier="empty", pool=False,
     tags=["appDefinedKind"], note="no vocabulary, required")
case(em, P, ["Oluwaseun Bello"], "", "notRequired", tier="empty", required=False,
     tags=["optional"], note="empty, optional")
case(em, W, ["Spin Class"], " . ", "notRequired", tier="empty", required=False,
     tags=["optional"], note="punctuation and spaces, optional")
case(em, P, JA, "\u3000", "notRequired", tier="empty", required=False, language="ja",
     tags=["optional", "japanese"], note="an ideographic space only")
case(em, CAR, ["Track Day"], "track day", S, "Track Day", required=False,
     tags=["optional"], note="a non-empty input resolves the same when optional")


# ---------------------------------------------------------------------------------------------
def fold(s):
    s = unicodedata.normalize("NFKC", s).casefold()
    s = s.replace("ı", "i").replace("ł", "l").replace("ø", "o")
    s = "".join(ch for ch in unicodedata.normalize("NFKD", s)
                if not unicodedata.combining(ch))
    return s


def check(cases):
    """Structural checks (the runner's `problems`, plus the extensions)."""
    errors = []
    seen = set()
    outcomes = {"success", "disambiguation", "confirmationRequired", "needsValue",
                "unsupported", "notRequired"}
    for c in cases:
        cid = c["id"]
        if cid in seen:
            errors.append(f"{cid}: duplicate id")
        seen.add(cid)
        for key in ["id", "kind", "language", "entries", "input", "required", "expected",
                    "tier", "principle", "note"]:
            if key not in c:
                errors.append(f"{cid}: missing {key}")
        mine = [e for e in c["entries"] if e.get("kind", c["kind"]) == c["kind"]]
        texts = {e["text"] for e in mine}
        ids = {e["id"] for e in mine if "id" in e}
        x = c["expected"]
        o = x["outcome"]
        if o not in outcomes:
            errors.append(f"{cid}: outcome {o}")
        if o in ("success", "confirmationRequired"):
            if x.get("value") not in texts:
                errors.append(f"{cid}: value {x.get('value')} is no entry of the kind")
            owners = [e for e in mine if e["text"] == x.get("value")]
            if any("id" in e for e in owners) and x.get("id") not in {e.get("id") for e in owners}:
                errors.append(f"{cid}: id missing or not an owner of the value")
            if "candidates" in x:
                errors.append(f"{cid}: candidates for {o}")
        elif o == "disambiguation":
            cands = x.get("candidates") or []
            if len(cands) < 2 or not set(cands) <= texts:
                errors.append(f"{cid}: candidates")
            if "ordered" not in x:
                errors.append(f"{cid}: ordered missing")
            cids = x.get("candidateIds")
            if ids and any(e["text"] in cands for e in mine if "id" in e):
                if not cids or len(cids) != len(cands) or not set(cids) <= ids:
                    errors.append(f"{cid}: candidateIds")
                else:
                    for form, ident in zip(cands, cids):
                        if not any(e["text"] == form and e.get("id") == ident for e in mine):
                            errors.append(f"{cid}: candidateIds[{ident}] is not {form}")
            if len(set(cands)) < len(cands) and not cids:
                errors.append(f"{cid}: shared display forms need candidateIds")
        else:
            if "value" in x or "candidates" in x:
                errors.append(f"{cid}: {o} takes no value")
            if o == "needsValue" and not c["required"]:
                errors.append(f"{cid}: needsValue not required")
            if o == "notRequired" and c["required"]:
                errors.append(f"{cid}: notRequired but required")
        empty = not "".join(ch for ch in c["input"] if ch.isalnum())
        if empty != (o in ("needsValue", "notRequired")):
            errors.append(f"{cid}: empty input iff needsValue/notRequired")
        for e in c["entries"]:
            if not isinstance(e["uses"], int) or e["uses"] < 0 or not e["lastUsed"].endswith("Z"):
                errors.append(f"{cid}: bad entry {e}")
    return errors


def overlaps(cases):
    """With the optional libraries (metaphone, snowballstemmer): every word of the input that
    is not in the expected entry must not share a word, a stem or a sound code with a
    background entry; printed as warnings to read, not errors."""
    try:
        from metaphone import doublemetaphone
        import snowballstemmer
    except ImportError:
        return ["(metaphone/snowballstemmer not installed: overlap check skipped)"]
    stem = snowballstemmer.stemmer("english").stemWord
    warnings = []
    for c in cases:
        if c["language"] != "en":
            continue
        x = c["expected"]
        chosen = {x.get("value")} | set(x.get("candidates") or [])
        words = [w for w in fold(c["input"]).replace(".", " ").split() if len(w) > 1]
        for e in c["entries"]:
            if e["text"] in chosen or e.get("kind", c["kind"]) != c["kind"]:
                continue
            if e["text"] not in POOL.get(c["kind"], []):
                continue
            for ew in fold(e["text"]).split():
                for w in words:
                    codes = {k for k in doublemetaphone(w) if k} & \
                        {k for k in doublemetaphone(ew) if k}
                    if w == ew or stem(w) == stem(ew) or codes:
                        warnings.append(f"{c['id']}: input word {w!r} ~ background {ew!r}")
    return warnings


def main():
    lines = [json.dumps(c, ensure_ascii=False) for c in CASES]
    if "--check" in sys.argv:
        on_disk = OUT.read_text(encoding="utf-8").splitlines()
        cases = [json.loads(l) for l in on_disk if l.strip()]
        errors = check(cases)
        if on_disk != lines:
            errors.append("principles_cases.jsonl differs from what this script writes")
        for w in overlaps(cases):
            print("warning:", w)
        for e in errors:
            print("error:", e)
        print(f"{len(cases)} cases, {len(errors)} errors")
        sys.exit(1 if errors else 0)
    errors = check(CASES)
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} cases to {OUT.name}")


if __name__ == "__main__":
    main()
