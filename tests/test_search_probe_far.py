"""bayes's ``probe_far`` (on by default since the twentieth round): a categorical value with no
successful trial yet is probed where its failed trials are least alike, so a value that runs
only with some values of the other parameters (an interaction) is found within the probe
budget."""

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
    sp = _space()
    st = make_strategy("bayes", sp, seed=seed, probe_far=probe_far, redraw=0)
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
