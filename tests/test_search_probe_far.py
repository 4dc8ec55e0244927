"""bayes's ``probe_far`` (on by default since the twentieth round): a categorical value with no
successful trial yet is probed where its failed trials are least alike, so a value that runs
only with some values of the other parameters (an interaction) is found within the probe
budget."""

import numpy as np

from aoe_pass.search import Space, make_strategy


def _space():
    return Space({"algo": ["on_the_fly", "fused"], "dtype": ["fp16", "fp32"], "chunk": [1, 2],
                  "tile": [64, 128, 256], "threads": [32, 64, 128, 256], "pool": ["volume", "features"]},
                 param_kinds={"algo": "categorical", "dtype": "categorical", "chunk": "categorical"})


def _cost(c):
    """``fused`` (5x faster) runs only with fp16 and one image a chunk (a workspace that fits
    only then): one in four of its configurations; ``on_the_fly`` always runs, flat in the
    tile (held_out_13's corr_volume_n in small)."""
    if c["algo"] == "fused":
        if c["dtype"] != "fp16" or c["chunk"] != 1:
            return None
        return 1.0 + 0.01 * abs(c["tile"] - 64) / 16
    return 5.0 + 0.01 * abs(c["tile"] - 64) / 16


def _first_fused(probe_far, seed, trials=40):
    sp = _space()  # swap=0: the swap probe (on by default) would come first and hide probe_far
    st = make_strategy("bayes", sp, seed=seed, probe_far=probe_far, redraw=0, swap=0)
    for t in range(trials):
        cfg = st.ask(1)[0]
        cost = _cost(cfg)
        st.tell([cfg], [cost])
        if cost is not None and cfg["algo"] == "fused":
            return t + 1
    return None


def test_probes_spread_away_from_the_values_failures():
    """With random probes the fused value is sometimes ruled out after its probe budget of
    failures (fp32, or two images a chunk); probes spread away from those failures find where
    it runs within 40 trials on more seeds (measured while writing this, seeds 0-19: spread 19,
    at trials 1-18; random 17; the seeds where the random first trials hit it are the same)."""
    far = [_first_fused(1, s) for s in range(20)]
    near = [_first_fused(0, s) for s in range(20)]
    hits_far, hits_near = sum(h is not None for h in far), sum(h is not None for h in near)
    assert hits_far >= 18 and hits_far > hits_near, (far, near)


def _told(swap):
    """bayes after six trials where ``algo=fused`` never ran (every fused trial failed) and
    the cheapest success is known: the state in which a categorical probe is due."""
    sp = _space()
    st = make_strategy("bayes", sp, seed=0, swap=swap, redraw=0)
    rows = [{"algo": a, "dtype": d, "chunk": 2, "tile": t, "threads": 64, "pool": "volume"}
            for a, d, t in [("on_the_fly", "fp16", 64), ("on_the_fly", "fp32", 128), ("fused", "fp32", 64),
                            ("on_the_fly", "fp16", 256), ("fused", "fp16", 128), ("on_the_fly", "fp32", 64)]]
    st.tell(rows, [_cost(r) for r in rows])
    return sp, st, rows


def test_swap_probes_the_incumbent_with_only_the_unproven_value_changed():
    """``swap`` (on by default since the twenty-second round): the probe of a categorical
    value that has never run is first the incumbent with only that value swapped in (here
    on_the_fly/fp16/tile 64 -> fused/fp16/tile 64, which the other fused trials' chunk and
    dtype hid); once asked, fused gets no second swap and the next goes to the next value that
    never ran (``chunk=1``); with ``swap=0`` the probe is among the candidates holding the
    least-tried unproven value (``chunk=1``, never tried, before ``fused``, failed twice)."""
    sp, st, rows = _told(1)
    cand = sp.unflat(np.arange(sp.size))  # every configuration, as index rows
    j, mask, swap = st._unproven(cand)
    assert sp.names[j] == "algo" and mask.sum() == sp.size // 2
    inc = rows[int(np.argmin([_cost(r) if _cost(r) is not None else np.inf for r in rows]))]
    assert sp.from_index(swap[None, :])[0] == {**inc, "algo": "fused"}
    st.asked.add(int(sp.flat(swap[None, :])[0]))  # once asked, fused gets no second swap
    j2, _, swap2 = st._unproven(cand)
    assert sp.names[j2] == "chunk" and sp.from_index(swap2[None, :])[0] == {**inc, "chunk": 1}
    j0, mask0, swap0 = _told(0)[1]._unproven(cand)  # swap=0: candidates of the least-tried value
    assert sp.names[j0] == "chunk" and swap0 is None and mask0.sum() == sp.size // 2
