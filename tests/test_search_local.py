"""The incumbent's one- and two-move neighbourhood that bayes scores and polishes."""
import numpy as np

from aoe_pass.search.space import Space


def space():
    return Space({"a": [16, 32, 64, 128], "b": [1, 2, 4], "mode": ["x", "y", "z"], "flag": [False, True]},
                 constraints=["a * b <= 256"])


def test_local_index_is_every_valid_one_and_two_move_neighbour():
    sp = space()
    base = sp.to_index([{"a": 32, "b": 2, "mode": "x", "flag": False}])[0]
    rows = sp.local_index(base)
    diffs = (rows != base).sum(axis=1)
    assert rows.size and set(diffs) == {1, 2}
    assert sp.valid_mask(rows).all()
    assert len(set(sp.flat(rows).tolist())) == len(rows)
    # numbers move to adjacent values only; enums and bools to any other value
    a_vals = {sp.from_index(r[None, :])[0]["a"] for r in rows}
    assert a_vals == {16, 32, 64}
    singles = {tuple(r) for r in rows[diffs == 1]}
    expected = 0
    for j, (lo, hi) in enumerate([(0, 3), (0, 2), (0, 2), (0, 1)]):
        for t in range(lo, hi + 1):
            if t == base[j] or (j < 2 and abs(t - base[j]) != 1):
                continue
            row = base.copy()
            row[j] = t
            if sp.valid_mask(row[None, :])[0]:
                expected += 1
                assert tuple(row) in singles
    assert len(singles) == expected


def test_local_index_respects_constraints_and_exclusions():
    sp = space()
    base = sp.to_index([{"a": 64, "b": 4, "mode": "y", "flag": True}])[0]  # 64*4 = 256: at the limit
    rows = sp.local_index(base)
    cfgs = sp.from_index(rows)
    assert all(c["a"] * c["b"] <= 256 for c in cfgs)
    assert not any(c["a"] == 128 and c["b"] == 4 for c in cfgs)
    excluded = {int(f) for f in sp.flat(rows[:5])}
    rest = sp.local_index(base, exclude=excluded)
    assert len(rest) == len(rows) - 5
    assert not (set(sp.flat(rest).tolist()) & excluded)
    assert np.array_equal(sp.local_index(base, exclude=set()), rows)


def test_a_constraint_that_divides_by_zero_is_refused_before_any_measurement():
    import pytest

    from ge_bridge.errors import AoeError
    for expr in ("a / (b - b) > 1", "a % 0 == 0", "a // (b - 1) >= 0"):
        with pytest.raises(AoeError, match="divides by zero"):
            Space({"a": [16, 32], "b": [1, 2]}, constraints=[expr]).check_satisfiable()


def test_batch_and_scalar_evaluation_agree_past_int64():
    sp = Space({"a": [1, 2, 4]}, constraints=["a * 4611686018427387904 > 0"])
    assert sp.is_valid({"a": 4}) and sp.violations({"a": 4}) == []
    assert sp.valid_size() == 3


def test_line_index_is_every_valid_single_parameter_change():
    sp = space()
    base = sp.to_index([{"a": 32, "b": 2, "mode": "x", "flag": False}])[0]
    rows = sp.line_index(base)
    every = sp.unflat(np.arange(sp.size))
    # ground truth by enumeration: valid, exactly one parameter differs, any value of it
    want = every[((every != base).sum(axis=1) == 1) & sp.valid_mask(every)]
    assert set(sp.flat(rows).tolist()) == set(sp.flat(want).tolist())
    assert len(rows) == len(want)
    # far jumps of a number are in (a: 32 -> 128, two steps), unlike local_index's moves
    assert {c["a"] for c in sp.from_index(rows)} == {16, 32, 64, 128}
    assert not any(c["a"] == 128 for c in sp.from_index(sp.local_index(base)) if c["b"] == 2
                   and c["mode"] == "x" and not c["flag"])
    excluded = {int(f) for f in sp.flat(rows[:3])}
    rest = sp.line_index(base, exclude=excluded)
    assert len(rest) == len(rows) - 3 and not (set(sp.flat(rest).tolist()) & excluded)
