"""Confirmation: re-measure the best candidates, pick by mean, drop one that fails again."""
from aoe_pass.search.confirm import Confirmation


def test_plan_round_robins_the_best_and_best_is_the_lowest_mean():
    c = Confirmation()
    for key, cost in (("a", 10.0), ("b", 8.0), ("c", 9.0), ("d", 12.0), ("e", None)):
        c.add(key, {"x": key}, cost)
    plan = c.plan(5)
    assert [p["x"] for p in plan] == ["b", "c", "a", "b", "c"]  # best three by single measurement
    for key, cost in (("b", 14.0), ("c", 9.2), ("a", 10.0), ("b", 13.0), ("c", 8.8)):
        c.add(key, {"x": key}, cost)
    best = c.best()
    assert best.config == {"x": "c"} and best.mean == 9.0 and len(best.samples) == 3
    assert best.spread() == "mean of 3: 8.8 .. 9.2 (+-2.2%)"


def test_a_candidate_failing_on_remeasurement_is_dropped():
    c = Confirmation()
    c.add("a", {"x": 1}, 5.0)
    c.add("b", {"x": 2}, 6.0)
    c.add("a", {"x": 1}, None)  # crashed the second time
    c.add("b", {"x": 2}, 6.2)
    assert c.best().config == {"x": 2}
    assert [p["x"] for p in c.plan(2)] == [2, 2]
