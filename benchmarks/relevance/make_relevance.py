#!/usr/bin/env python3
"""Makes Stemma's relevance test collection: photos described the way people caption photos,
queries, and the judged relevant photos of each query.

Usage: python3 benchmarks/relevance/make_relevance.py [--photos 3000] [--seed 7] [--out DIR]

Every photo shows one to three objects from the categories below (the ground truth: what a
judge looking at the picture would see). Its caption mentions each object with probability
0.8, in one of the many ways people write it: singular or plural ("a dog", "two dogs"),
irregular plurals ("geese", "mice", "children", "people"), possessives ("the dog's ball"),
a narrower word ("poodle", "sedan", "lasagna", "armchair"), or a compound ("golden
retriever", "school bus"). Some photos also carry classifier tags or a title. Distractors
share letters or words with a category without showing it: "hot dog", "teddy bear", "zebra
crossing", "carrot", "busy", "planet", "catwalk", "bird's eye view", "orange shirt".

Queries (written to queries.tsv as QUERY<TAB>KIND<TAB>CATEGORY-OR-GROUP):
  name       each category's name ("dog", "bus")
  plural     its plural, regular or irregular ("dogs", "buses", "mice", "geese", "people")
  broader    a group of categories ("animals", "vehicle", "food", "furniture", "fruit")
A photo is relevant to a query when it shows an object of the query's category (or of any
category of the group), whether or not its text says so, as judges of a photo collection
mark it. So no system reaches a MAP of 1: about a fifth of the relevant photos never name
their object.

The word lists are written from everyday English, not from WordNet or from Stemma's data:
they test the matcher, they are not tuned to it. Output: photos.jsonl (the catalog format of
the Matcher documentation article "The Catalog Format", with an extra "objects" field the index ignores) and queries.tsv.
"""
import argparse
import json
import os
import random

# category: (group, plural, [how captions name it: (word, plural or None, weight)])
CATEGORIES = {
    "dog": ("animal", "dogs", [("dog", "dogs", 6), ("puppy", "puppies", 2), ("pup", "pups", 1),
                               ("poodle", "poodles", 1), ("terrier", "terriers", 1),
                               ("golden retriever", "golden retrievers", 1),
                               ("labrador", "labradors", 1), ("beagle", "beagles", 1)]),
    "cat": ("animal", "cats", [("cat", "cats", 6), ("kitten", "kittens", 2), ("kitty", "kitties", 1),
                               ("tabby", "tabbies", 1)]),
    "horse": ("animal", "horses", [("horse", "horses", 6), ("pony", "ponies", 2),
                                   ("foal", "foals", 1), ("stallion", "stallions", 1)]),
    "bird": ("animal", "birds", [("bird", "birds", 5), ("seagull", "seagulls", 2),
                                 ("pigeon", "pigeons", 2), ("parrot", "parrots", 1),
                                 ("sparrow", "sparrows", 1), ("owl", "owls", 1)]),
    "goose": ("animal", "geese", [("goose", "geese", 6), ("gosling", "goslings", 1)]),
    "sheep": ("animal", "sheep", [("sheep", "sheep", 6), ("lamb", "lambs", 2), ("ewe", "ewes", 1)]),
    "cow": ("animal", "cows", [("cow", "cows", 5), ("cattle", None, 2), ("calf", "calves", 1),
                               ("bull", "bulls", 1)]),
    "mouse": ("animal", "mice", [("mouse", "mice", 6), ("field mouse", "field mice", 1)]),
    "elephant": ("animal", "elephants", [("elephant", "elephants", 6)]),
    "bear": ("animal", "bears", [("bear", "bears", 5), ("grizzly", "grizzlies", 1),
                                 ("polar bear", "polar bears", 1), ("cub", "cubs", 1)]),
    "zebra": ("animal", "zebras", [("zebra", "zebras", 6)]),
    "giraffe": ("animal", "giraffes", [("giraffe", "giraffes", 6)]),
    "fish": ("animal", "fish", [("fish", "fish", 5), ("salmon", "salmon", 1), ("trout", "trout", 1),
                                ("goldfish", "goldfish", 1)]),
    "car": ("vehicle", "cars", [("car", "cars", 6), ("sedan", "sedans", 1), ("taxi", "taxis", 2),
                                ("automobile", "automobiles", 1), ("convertible", "convertibles", 1),
                                ("jeep", "jeeps", 1), ("minivan", "minivans", 1)]),
    "bus": ("vehicle", "buses", [("bus", "buses", 6), ("school bus", "school buses", 1),
                                 ("double decker bus", "double decker buses", 1),
                                 ("minibus", "minibuses", 1)]),
    "truck": ("vehicle", "trucks", [("truck", "trucks", 6), ("lorry", "lorries", 1),
                                    ("pickup truck", "pickup trucks", 1),
                                    ("fire engine", "fire engines", 1)]),
    "motorcycle": ("vehicle", "motorcycles", [("motorcycle", "motorcycles", 5),
                                              ("motorbike", "motorbikes", 2),
                                              ("scooter", "scooters", 1), ("moped", "mopeds", 1)]),
    "bicycle": ("vehicle", "bicycles", [("bicycle", "bicycles", 4), ("bike", "bikes", 4),
                                        ("tandem", "tandems", 1)]),
    "train": ("vehicle", "trains", [("train", "trains", 6), ("locomotive", "locomotives", 2),
                                    ("streetcar", "streetcars", 1)]),
    "airplane": ("vehicle", "airplanes", [("airplane", "airplanes", 3), ("plane", "planes", 3),
                                          ("jet", "jets", 2), ("airliner", "airliners", 1)]),
    "boat": ("vehicle", "boats", [("boat", "boats", 5), ("sailboat", "sailboats", 2),
                                  ("canoe", "canoes", 1), ("kayak", "kayaks", 1),
                                  ("ferry", "ferries", 1), ("yacht", "yachts", 1)]),
    "pizza": ("food", "pizzas", [("pizza", "pizzas", 6), ("slice of pizza", "slices of pizza", 1)]),
    "sandwich": ("food", "sandwiches", [("sandwich", "sandwiches", 5), ("burger", "burgers", 2),
                                        ("hamburger", "hamburgers", 1), ("sub", "subs", 1)]),
    "hot dog": ("food", "hot dogs", [("hot dog", "hot dogs", 6)]),
    "cake": ("food", "cakes", [("cake", "cakes", 5), ("cupcake", "cupcakes", 2),
                               ("cheesecake", "cheesecakes", 1)]),
    "donut": ("food", "donuts", [("donut", "donuts", 4), ("doughnut", "doughnuts", 2)]),
    "pasta": ("food", "pasta", [("pasta", None, 3), ("spaghetti", None, 2), ("lasagna", None, 1),
                                ("noodles", None, 1)]),
    "banana": ("fruit", "bananas", [("banana", "bananas", 6)]),
    "apple": ("fruit", "apples", [("apple", "apples", 6)]),
    "orange": ("fruit", "oranges", [("orange", "oranges", 5), ("tangerine", "tangerines", 1)]),
    "strawberry": ("fruit", "strawberries", [("strawberry", "strawberries", 6)]),
    "broccoli": ("vegetable", "broccoli", [("broccoli", None, 6)]),
    "carrot": ("vegetable", "carrots", [("carrot", "carrots", 6)]),
    "tomato": ("vegetable", "tomatoes", [("tomato", "tomatoes", 6)]),
    "chair": ("furniture", "chairs", [("chair", "chairs", 5), ("armchair", "armchairs", 1),
                                      ("stool", "stools", 1), ("rocking chair", "rocking chairs", 1)]),
    "couch": ("furniture", "couches", [("couch", "couches", 3), ("sofa", "sofas", 3),
                                       ("loveseat", "loveseats", 1)]),
    "bed": ("furniture", "beds", [("bed", "beds", 5), ("crib", "cribs", 1),
                                  ("bunk bed", "bunk beds", 1)]),
    "table": ("furniture", "tables", [("table", "tables", 5), ("desk", "desks", 2),
                                      ("dining table", "dining tables", 1)]),
    "bench": ("furniture", "benches", [("bench", "benches", 6)]),
    "laptop": ("electronics", "laptops", [("laptop", "laptops", 6),
                                          ("notebook computer", "notebook computers", 1)]),
    "phone": ("electronics", "phones", [("phone", "phones", 3), ("cell phone", "cell phones", 2),
                                        ("smartphone", "smartphones", 2),
                                        ("cellphone", "cellphones", 1)]),
    "television": ("electronics", "televisions", [("television", "televisions", 3),
                                                  ("tv", "tvs", 3)]),
    "camera": ("electronics", "cameras", [("camera", "cameras", 6)]),
    "child": ("person", "children", [("child", "children", 3), ("kid", "kids", 3),
                                     ("boy", "boys", 2), ("girl", "girls", 2),
                                     ("toddler", "toddlers", 1), ("baby", "babies", 1)]),
    "woman": ("person", "women", [("woman", "women", 5), ("lady", "ladies", 2)]),
    "man": ("person", "men", [("man", "men", 5), ("guy", "guys", 1), ("gentleman", "gentlemen", 1)]),
    "knife": ("kitchenware", "knives", [("knife", "knives", 6)]),
    "cup": ("kitchenware", "cups", [("cup", "cups", 4), ("mug", "mugs", 2), ("teacup", "teacups", 1)]),
    "umbrella": ("accessory", "umbrellas", [("umbrella", "umbrellas", 5), ("parasol", "parasols", 1)]),
    "kite": ("toy", "kites", [("kite", "kites", 6)]),
    "teddy bear": ("toy", "teddy bears", [("teddy bear", "teddy bears", 5), ("teddy", "teddies", 1)]),
}

GROUP_QUERIES = {
    "animal": ["animal", "animals"], "vehicle": ["vehicle", "vehicles"], "food": ["food"],
    "fruit": ["fruit", "fruits"], "vegetable": ["vegetable", "vegetables"],
    "furniture": ["furniture"], "electronics": ["electronics"], "person": ["person", "people"],
}
# Which categories each group holds, beyond those whose group it is: fruit and vegetables are
# food; the person group is the people categories.
GROUP_EXTRA = {"food": ["fruit", "vegetable"]}

SCENES = [
    "on a beach", "in a park", "in the kitchen", "on a city street", "in a field",
    "next to a lake", "in the living room", "at the zoo", "on a farm", "at the station",
    "in the snow", "near the harbor", "at a market", "in the backyard", "on a mountain trail",
    "at a birthday party", "in an office", "under a tree", "by the river", "at night",
]
VERBS = ["sitting", "standing", "lying", "resting", "playing", "waiting", "parked", "shown",
         "seen", "gathered"]
DISTRACTORS = [
    "a zebra crossing", "a bird's eye view", "a catwalk", "an orange shirt", "a busy road",
    "a planet poster", "a carpet", "a dog park sign", "a horseshoe", "a bear market chart",
    "a training session", "the cattle grid", "a mousepad", "a fisheye lens", "a cartoon",
    "a benchmark", "a tablecloth", "an apple logo", "a cake stand", "a bus stop",
]
ADJECTIVES = ["small", "large", "old", "white", "black", "brown", "red", "happy", "tired",
              "young", "wet", "little", "big"]
NUMBERS = ["two", "three", "several", "a group of", "a few", "many"]


def pick(rng, forms):
    total = sum(weight for _, _, weight in forms)
    point = rng.uniform(0, total)
    for word, plural, weight in forms:
        point -= weight
        if point <= 0:
            return word, plural
    return forms[-1][0], forms[-1][1]


def article(word):
    return "an" if word[0] in "aeiou" else "a"


def phrase(rng, category):
    """One way of naming an object of `category` in a caption."""
    word, plural = pick(rng, CATEGORIES[category][2])
    roll = rng.random()
    if plural and roll < 0.35:
        return f"{rng.choice(NUMBERS)} {plural}"
    if plural is None and roll < 0.35:
        return f"some {word}"
    if roll < 0.5:
        return f"the {word}'s {rng.choice(['toy', 'shadow', 'owner', 'reflection', 'spot'])}"
    if roll < 0.75:
        adjective = rng.choice(ADJECTIVES)
        return f"{article(adjective)} {adjective} {word}"
    return f"{article(word)} {word}"


def caption(rng, mentioned, scene):
    parts = [phrase(rng, category) for category in mentioned]
    if rng.random() < 0.25:
        parts.append(rng.choice(DISTRACTORS))
    if not parts:
        parts = [rng.choice(["a view", "a scene", "a picture", "an afternoon"])]
    if len(parts) == 1:
        body = parts[0]
    else:
        body = ", ".join(parts[:-1]) + " and " + parts[-1]
    verb = rng.choice(VERBS)
    text = f"{body} {verb} {scene}" if rng.random() < 0.7 else f"{body} {scene}"
    return text[0].upper() + text[1:] + "."


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--photos", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    names = sorted(CATEGORIES)
    # Some categories are common, most are not (Zipf-like), as in real collections.
    weights = [1.0 / (rank + 3) for rank in range(len(names))]
    rng.shuffle(weights)
    photos = []
    for number in range(args.photos):
        count = rng.choice([1, 1, 2, 2, 3])
        objects = sorted(set(rng.choices(names, weights=weights, k=count)))
        mentioned = [category for category in objects if rng.random() < 0.8]
        rng.shuffle(mentioned)
        scene = rng.choice(SCENES)
        photo = {"id": f"R{number:05d}", "caption": caption(rng, mentioned, scene),
                 "objects": objects}
        if rng.random() < 0.2:
            photo["tags"] = [pick(rng, CATEGORIES[c][2])[0] for c in objects if rng.random() < 0.7]
        if rng.random() < 0.1:
            photo["title"] = scene.split(" ", 1)[1].title()
        photos.append(photo)
    with open(os.path.join(args.out, "photos.jsonl"), "w") as out:
        for photo in photos:
            out.write(json.dumps(photo, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out, "queries.tsv"), "w") as out:
        for category in names:
            out.write(f"{category}\tname\t{category}\n")
            plural = CATEGORIES[category][1]
            if plural != category:
                out.write(f"{plural}\tplural\t{category}\n")
        for group, queries in GROUP_QUERIES.items():
            for query in queries:
                out.write(f"{query}\tbroader\t{group}\n")
    with open(os.path.join(args.out, "groups.tsv"), "w") as out:
        for group in GROUP_QUERIES:
            members = [c for c in names if CATEGORIES[c][0] == group
                       or CATEGORIES[c][0] in GROUP_EXTRA.get(group, [])]
            out.write(f"{group}\t{','.join(members)}\n")


if __name__ == "__main__":
    main()
