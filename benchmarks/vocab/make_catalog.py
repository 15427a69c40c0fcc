#!/usr/bin/env python3
"""Writes a synthetic photo catalog (the JSON Lines catalog format of the Matcher
documentation article "The Catalog Format") for timing `stemma vocab rank`.

Usage: python3 benchmarks/vocab/make_catalog.py --photos 1000000 > /tmp/catalog.jsonl

Deterministic (seeded): each photo has a creation date in the last five years, 0-5 tags drawn
from a Zipf-like vocabulary of 5,000 tags written in several spellings (case, hyphens, plurals),
0-2 albums out of 2,000 and 0-3 people out of 3,000, plus fields `vocab rank` skips (location,
attributes, title, favorite).
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

SYLLABLES = ["ka", "lo", "ri", "ta", "me", "su", "no", "vi", "ra", "pe", "do", "mi", "sa", "tu",
             "be", "ga", "ne", "zo", "li", "ku", "fa", "ho", "ye", "wa"]


def word(rng):
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def spellings(rng, text):
    """A few ways people write the same tag."""
    return [text, text.title(), text.upper(), text.replace(" ", "-"), text + "s"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--photos", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tags = [" ".join(word(rng) for _ in range(rng.choice([1, 1, 1, 2]))) for _ in range(5_000)]
    albums = [" ".join(word(rng).title() for _ in range(rng.randint(1, 3))) for _ in range(2_000)]
    people = ["%s %s" % (word(rng).title(), word(rng).title()) for _ in range(3_000)]
    weights = [1.0 / (rank + 1) for rank in range(len(tags))]
    start = datetime(2020, 1, 1, tzinfo=timezone.utc)
    out = sys.stdout
    for index in range(args.photos):
        created = start + timedelta(seconds=rng.randint(0, 5 * 365 * 86_400))
        photo_tags = []
        for tag in rng.choices(tags, weights=weights, k=rng.randint(0, 5)):
            photo_tags.append(rng.choice(spellings(rng, tag)))
        photo = {
            "id": "IMG_%07d" % index,
            "created": created.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "favorite": rng.random() < 0.1,
            "albums": rng.sample(albums, rng.randint(0, 2)),
            "tags": photo_tags,
            "people": rng.sample(people, rng.randint(0, 3)),
            "location": rng.choice(["Yosemite", "Lisbon", "Tahoe", "Kyoto", "Paris"]),
            "attributes": rng.sample(["panorama", "hdr", "selfie", "live", "portraitMode"], 1),
            "title": "photo %d" % index,
        }
        out.write(json.dumps(photo, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
