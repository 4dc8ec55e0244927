import itertools

import numpy as np
import pytest

from aoe_pass.search.config import parse_aoe_config
from aoe_pass.search.space import Space
from ge_bridge.errors import AoeError
from ge_bridge.targets import Target
from ge_bridge.tiling import PARAMS, space_size, stock_default

GEMM = {"m": 4096, "n": 4096, "k": 4096, "batch": 1, "trans_a": False, "trans_b": False, "bias": False}


def gemm_space(**kw):
    return Space.for_task("gemm", GEMM, "float16", Target(), **kw)


def test_full_gemm_space_is_not_enumerated_and_samples_valid():
    s = gemm_space()
    assert s.size == space_size("gemm") == 11_796_480
    rng = np.random.default_rng(0)
    configs = s.sample(rng, 500)
    assert len(configs) == 500 and len({s.key(c) for c in configs}) == 500
    t = Target()
    for c in configs:
        assert not t.violations("gemm", GEMM, "float16", c)
    assert s.is_valid(stock_default("gemm", GEMM, "float16"))
    assert not s.is_valid({**stock_default("gemm", GEMM, "float16"), "tile_m": 256, "tile_n": 256})


def test_valid_size_matches_brute_force_on_a_small_space():
    s = Space({"a": [1, 2, 3, 4], "b": [10, 20, 30], "c": ["x", "y"]},
              ["a * b >= 40", "c == 'y' or a == 1"])
    brute = [dict(zip("abc", v)) for v in itertools.product([1, 2, 3, 4], [10, 20, 30], ["x", "y"])
             if v[0] * v[1] >= 40 and (v[2] == "y" or v[0] == 1)]
    assert s.valid_size() == len(brute)
    assert sorted(map(s.key, s.enumerate())) == sorted(map(s.key, brute))
    got = s.sample(np.random.default_rng(1), 100)  # more than exist: all of them, once
    assert sorted(map(s.key, got)) == sorted(map(s.key, brute))


def test_sampling_stays_fast_when_999_per_mille_rejected():
    # one tiling triple out of 4096 x 3 pipelines is allowed: ~1e-4 acceptance
    s = gemm_space(user_constraints=["tile_m == 48 and tile_k == 32 and tile_n == 96 and pipeline == 'none'"])
    rng = np.random.default_rng(0)
    configs = s.sample(rng, 200)
    assert len(configs) == 200
    assert all((c["tile_m"], c["tile_k"], c["tile_n"], c["pipeline"]) == (48, 32, 96, "none") for c in configs)
    assert s.valid_size() == 2 * 2 * 4 * 4 * 5 * 3  # the free parameters stay free


def test_sampling_is_roughly_uniform_over_valid():
    s = Space({"a": list(range(10)), "b": list(range(10))}, ["a + b >= 15"])
    n_valid = s.valid_size()
    rng = np.random.default_rng(0)
    counts: dict = {}
    for _ in range(200):
        for c in s.sample(rng, 1):
            counts[s.key(c)] = counts.get(s.key(c), 0) + 1
    assert len(counts) == n_valid  # 15 valid points, 200 draws: each seen
    assert max(counts.values()) < 4 * 200 / n_valid


def test_unsatisfiable_reported_before_measurement():
    with pytest.raises(AoeError, match="no valid configuration.*'tile_m > 256' never holds"):
        gemm_space(user_constraints=["tile_m > 256"]).check_satisfiable()
    with pytest.raises(AoeError, match="no valid configuration.*not together"):
        gemm_space(user_constraints=["tile_m >= 256", "tile_n >= 256"]).check_satisfiable()
    gemm_space(user_constraints=["tile_m >= 128"]).check_satisfiable()


def test_overrides_and_user_constraints_with_shape_names():
    s = gemm_space(overrides={"tile_m": [64, 128], "pipeline": ["double_buffer"]},
                   user_constraints=["tile_k * in_bytes <= 128", "tile_n <= n // 16"])
    rng = np.random.default_rng(0)
    for c in s.sample(rng, 100):
        assert c["tile_m"] in (64, 128) and c["pipeline"] == "double_buffer" and c["tile_k"] <= 64
    with pytest.raises(AoeError, match="did you mean 'tile_m'"):
        gemm_space(overrides={"tile_mm": [64]})
    with pytest.raises(AoeError, match="outside the gemm vocabulary"):
        gemm_space(overrides={"tile_m": [300]})
    with pytest.raises(AoeError, match="unknown name 'seq'"):
        gemm_space(user_constraints=["seq > 3"])
    with pytest.raises(AoeError, match="quantization"):
        Space.for_task("gemm", GEMM, "int8", Target(), allow_int8=False)


def test_user_space_for_command_backend():
    s = Space({"BLOCK": [16, 32, 64], "VEC": [True, False], "ALGO": ["a", "b"]}, ["BLOCK * 2 >= 64 or not VEC"])
    assert s.size == 12 and s.valid_size() == 10
    with pytest.raises(AoeError, match="twice"):
        Space({"x": [1, 1]})
    with pytest.raises(AoeError, match="no values"):
        Space({"x": []})


def test_neighbours_are_valid_distinct_and_close():
    s = gemm_space()
    rng = np.random.default_rng(0)
    base = stock_default("gemm", GEMM, "float16")
    nb = s.neighbours(base, rng, 12)
    assert len(nb) == 12 and len({s.key(c) for c in nb}) == 12 and s.key(base) not in {s.key(c) for c in nb}
    for c in nb:
        assert s.is_valid(c)
        assert sum(c[k] != base[k] for k in base) <= 3


def test_encode_in_unit_range_and_log_scaled():
    s = gemm_space()
    configs = s.sample(np.random.default_rng(0), 50)
    x = s.encode(configs)
    assert x.shape == (50, s.n_features) and x.min() >= 0 and x.max() <= 1
    assert np.array_equal(x, s.encode(s.to_index(configs)))
    lo = s.encode([{**configs[0], "tile_m": 16}])[0, 0]
    mid = s.encode([{**configs[0], "tile_m": 64}])[0, 0]
    hi = s.encode([{**configs[0], "tile_m": 256}])[0, 0]
    assert lo == 0 and hi == 1 and 0.4 < mid < 0.6  # log scale: 64 is half way from 16 to 256


def test_other_kinds_build():
    for kind, shape in [("attention", {"batch": 1, "q_heads": 28, "kv_heads": 4, "seq_q": 2048, "seq_kv": 2048, "head_dim": 128, "causal": True}),
                        ("ffn", {"tokens": 2048, "hidden": 3584, "intermediate": 18944, "activation": "silu", "gated": True}),
                        ("rmsnorm", {"rows": 2048, "hidden": 3584})]:
        s = Space.for_task(kind, shape, "float16", "ascend910b")
        s.check_satisfiable()
        assert set(s.names) == set(PARAMS[kind])
        assert len(s.sample(np.random.default_rng(0), 20)) == 20


def test_parameter_kinds_ordered_by_default_categorical_when_declared():
    params = {"tile": [16, 32, 64, 128], "pipeline": [0, 1, 2], "mode": ["a", "b", "c"]}
    plain = Space(params)
    assert plain.ordered == {"tile": True, "pipeline": True, "mode": False}
    declared = Space(params, param_kinds={"pipeline": "categorical"})
    assert declared.ordered["pipeline"] is False
    enc = declared.encode(np.array([[0, 0, 0], [0, 1, 0], [0, 2, 0]]))
    # one-hot: every pair of pipeline codes is equally far apart (0 is not "next to" 1 only)
    d = [np.linalg.norm(enc[i] - enc[j]) for i, j in ((0, 1), (0, 2), (1, 2))]
    assert max(d) - min(d) < 1e-12
    enc_plain = plain.encode(np.array([[0, 0, 0], [0, 1, 0], [0, 2, 0]]))
    assert np.linalg.norm(enc_plain[0] - enc_plain[2]) > np.linalg.norm(enc_plain[0] - enc_plain[1])
    # a categorical's one-move neighbourhood holds every other option, an ordered one's only
    # the adjacent values
    row = np.array([1, 0, 0])
    near = declared.local_index(row)
    one_move = near[(near != row).sum(axis=1) == 1]
    assert {tuple(r) for r in one_move if r[0] == 1} == {(1, 1, 0), (1, 2, 0), (1, 0, 1), (1, 0, 2)}
    near_plain = plain.local_index(row)
    assert (1, 2, 0) not in {tuple(r) for r in near_plain[(near_plain != row).sum(axis=1) == 1]}


def test_parameter_kinds_from_config_and_errors():
    cfg = parse_aoe_config('{"search_space": {"pipeline": {"values": [0, 1, 2], "kind": "categorical"},'
                           ' "tile": [16, 32]}}')
    assert cfg.search_space == {"pipeline": [0, 1, 2], "tile": [16, 32]}
    assert cfg.param_kinds == {"pipeline": "categorical"}
    assert Space(cfg.search_space, param_kinds=cfg.param_kinds).ordered == {"pipeline": False, "tile": True}
    with pytest.raises(AoeError, match="kind must be one of ordered, categorical"):
        parse_aoe_config('{"search_space": {"p": {"values": [1, 2], "kind": "nominal"}}}')
    with pytest.raises(AoeError, match="unknown key 'value'"):
        parse_aoe_config('{"search_space": {"p": {"value": [1, 2]}}}')
    with pytest.raises(AoeError, match="not a parameter of the space"):
        Space({"a": [1, 2]}, param_kinds={"b": "ordered"})
