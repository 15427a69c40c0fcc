"""Tests of run.py's scoring and folding on hand-made cases (python -m unittest test_run)."""

import json
import unittest

import run

D = "2026-10-20T00:00:00Z"


def case(expected, entries=None, required=True, input="x", kind="contactName"):
    entries = entries or [{"text": "Ada Obi", "uses": 5, "lastUsed": D}]
    return {"id": "t-001", "kind": kind, "language": "en", "entries": entries, "input": input,
            "required": required, "expected": expected, "tier": "exact", "note": ""}


class PassesTests(unittest.TestCase):
    def test_right_value_passes_wrong_value_fails(self):
        c = case({"outcome": "success", "value": "Ada Obi"})
        self.assertTrue(run.passes(c, run.answer("success", [("Ada Obi", None)])))
        self.assertFalse(run.passes(c, run.answer("success", [("Ada Eze", None)])))

    def test_outcome_must_match(self):
        c = case({"outcome": "success", "value": "Ada Obi"})
        self.assertFalse(run.passes(c, run.answer("confirmationRequired", [("Ada Obi", None)])))
        self.assertFalse(run.passes(c, run.answer("unsupported")))

    def test_ids_compared_when_given(self):
        c = case({"outcome": "confirmationRequired", "value": "Ada Obi", "id": "c-1"})
        self.assertTrue(run.passes(c, run.answer("confirmationRequired", [("Ada Obi", "c-1")])))
        self.assertFalse(run.passes(c, run.answer("confirmationRequired", [("Ada Obi", "c-2")])))
        self.assertFalse(run.passes(c, run.answer("confirmationRequired", [("Ada Obi", None)])))
        # the forms-only score ignores ids
        self.assertTrue(run.passes(c, run.answer("confirmationRequired", [("Ada Obi", None)]),
                                   strict=False))

    def test_no_expected_id_ignores_answer_ids(self):
        c = case({"outcome": "success", "value": "Ada Obi"})
        self.assertTrue(run.passes(c, run.answer("success", [("Ada Obi", "c-9")])))

    def test_candidates_ordered_and_unordered(self):
        ordered = case({"outcome": "disambiguation", "candidates": ["A", "B"], "ordered": True})
        tie = case({"outcome": "disambiguation", "candidates": ["A", "B"], "ordered": False})
        ab = run.answer("disambiguation", [("A", None), ("B", None)])
        ba = run.answer("disambiguation", [("B", None), ("A", None)])
        self.assertTrue(run.passes(ordered, ab))
        self.assertFalse(run.passes(ordered, ba))
        self.assertTrue(run.passes(tie, ba))
        self.assertFalse(run.passes(tie, run.answer("disambiguation", [("A", None)])))
        self.assertFalse(run.passes(tie, run.answer("disambiguation",
                                                    [("A", None), ("B", None), ("C", None)])))

    def test_candidate_ids(self):
        c = case({"outcome": "disambiguation", "candidates": ["Lagos", "Lagos"],
                  "ordered": False, "candidateIds": ["a-1", "a-2"]})
        self.assertTrue(run.passes(c, run.answer("disambiguation",
                                                 [("Lagos", "a-2"), ("Lagos", "a-1")])))
        self.assertFalse(run.passes(c, run.answer("disambiguation",
                                                  [("Lagos", "a-1"), ("Lagos", "a-1")])))
        self.assertFalse(run.passes(c, run.answer("disambiguation",
                                                  [("Lagos", None), ("Lagos", None)])))
        self.assertFalse(run.passes(c, run.answer("disambiguation", [("Lagos", "a-1")]),
                                    strict=False))

    def test_empty_outcomes(self):
        c = case({"outcome": "notRequired"}, required=False, input="  ")
        self.assertTrue(run.passes(c, run.answer("notRequired")))
        self.assertFalse(run.passes(c, run.answer("needsValue")))


class MatcherTests(unittest.TestCase):
    def test_fold(self):
        self.assertEqual(run.fold("Zofia Wójcik"), "zofia wojcik")
        self.assertEqual(run.fold("Emre Yıldız"), "emre yildiz")
        self.assertEqual(run.fold("ﾓﾘﾀ ｱｵｲ"), run.fold("もりた あおい"))
        self.assertEqual(run.fold("O’Brien-Smith."), "obrien smith")

    def test_baselines_carry_ids(self):
        entries = [{"text": "Ada Obi", "uses": 5, "lastUsed": D, "id": "c-1"},
                   {"text": "Ada Obi", "uses": 5, "lastUsed": D, "id": "c-2"}]
        c = case({"outcome": "disambiguation", "candidates": ["Ada Obi", "Ada Obi"],
                  "ordered": False, "candidateIds": ["c-1", "c-2"]},
                 entries=entries, input="ada obi")
        self.assertTrue(run.passes(c, run.wratio_matcher(c)))
        self.assertTrue(run.passes(c, run.stemsub_matcher(c)))

    def test_empty_input(self):
        c = case({"outcome": "needsValue"}, input=" ")
        self.assertEqual(run.wratio_matcher(c)["outcome"], "needsValue")
        self.assertEqual(run.stemsub_matcher(c)["outcome"], "needsValue")

    def test_cli_output_parsed(self):
        got = run.parse_cli({"outcome": "disambiguation", "value": None,
                             "candidates": ["A", "B"], "score": 1, "tier": "exact"})
        self.assertEqual(got["items"], [("A", None), ("B", None)])
        got = run.parse_cli({"outcome": "success", "value": "A", "id": "c-1"})
        self.assertEqual(got["items"], [("A", "c-1")])

    def test_cli_ids_as_stemma_prints_them(self):
        # `stemma vocab resolve` since entries carry ids: "id" and "candidateIds" (parallel to
        # "candidates", null for an entry without one).
        line = ('{"input":"Ada Obi","outcome":"disambiguation","value":null,'
                '"candidates":["Ada Obi","Ada Obi","Ada Obi"],"score":1,"tier":"exact",'
                '"id":null,"candidateIds":["c-2","c-1",null]}')
        got = run.parse_cli(json.loads(line))
        self.assertEqual(got["items"], [("Ada Obi", "c-2"), ("Ada Obi", "c-1"), ("Ada Obi", None)])
        c = case({"outcome": "disambiguation", "candidates": ["Ada Obi", "Ada Obi"],
                  "ordered": False, "candidateIds": ["c-1", "c-2"]})
        two = run.parse_cli(json.loads(line.replace(',null]', ']').replace(',"Ada Obi"]', ']')))
        self.assertTrue(run.passes(c, two))
        self.assertFalse(run.passes(c, got))
        one = run.parse_cli({"outcome": "success", "value": "Ada Obi", "id": None,
                             "candidates": [], "candidateIds": []})
        self.assertEqual(one["items"], [("Ada Obi", None)])


if __name__ == "__main__":
    unittest.main()
