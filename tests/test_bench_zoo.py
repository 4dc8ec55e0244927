"""Smoke test of scripts/bench_search_zoo.py: the landscapes are what its docstring says."""
from __future__ import annotations

import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts"))

import bench_search_zoo as zoo  # noqa: E402


def test_zoo_halves_failure_rates_and_real_data():
    lands = zoo.zoo()
    names = [ld.name for _, ld in lands]
    assert len(set(names)) == len(names) >= 15
    halves = {s for s, _ in lands}
    assert halves - {zoo.HELD_OUT} == {"tune", "seen_1", "seen_2", "seen_3"}
    # each once-held-out set brought families no earlier set had (not only new constants)
    third = [ld.name for s, ld in lands if s == "seen_3"]
    families = {n.rsplit("_", 1)[0] for n in third} - {ld.name.rsplit("_", 1)[0] for s, ld in lands
                                                         if s not in ("seen_3", zoo.HELD_OUT)}
    assert len(third) >= 8 and len(families) >= 3, (third, families)
    for split, ld in lands:
        assert zoo.SPLIT[ld.name] == split
        if ld.samples is None and ld.space().size <= 50_000:
            ld.prepare()
            assert 0.3 <= ld.infeasible <= 0.7, (ld.name, ld.infeasible)
    real = [ld for _, ld in lands if ld.samples is not None]
    assert {ld.name for ld in real} == {"cpu_gemm", "cpu_rmsnorm", "cpu_attention"}
    for ld in real:
        ld.prepare()
        assert np.isfinite(ld.optimum) and ld.optimum > 0


def test_scores_never_beat_the_enumerated_optimum():
    land = dict((ld.name, ld) for _, ld in zoo.zoo())["norm_b"]
    land.prepare()
    for peer in ("random", "bayes"):
        tr = zoo.run_ours(peer, land, seed=0, budget=30)
        finite = [x for x in tr if np.isfinite(x)]
        assert finite and min(finite) >= 1.0
