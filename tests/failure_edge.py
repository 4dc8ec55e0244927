"""The failure-edge landscape (exact costs, tiles over a buffer fail, bigger tiles are cheaper;
test_search_strategies.py's), and what bayes asks on it: for the tests of options that must
leave exact-cost runs as the default's, trial by trial."""
import functools

from aoe_pass.search import Space, make_strategy

TILE = list(range(16, 257, 16))


def space() -> Space:
    return Space({"tile_m": TILE, "tile_k": TILE, "tile_n": TILE, "db": [False, True]})


def cost(c: dict) -> float | None:
    if (c["tile_m"] + c["tile_n"]) * c["tile_k"] * (2 if c["db"] else 1) > 24576:
        return None
    return ((4096 / c["tile_m"] + 4096 / c["tile_n"] + 1024 / c["tile_k"] + 40)
            * (1.0 if c["db"] else 1.3) * (1.1 if c["tile_n"] % 32 else 1.0))


@functools.cache
def asked(seed: int, trials: int = 120, **opts) -> tuple[tuple[tuple, ...], int]:
    """The configurations bayes with ``opts`` asks, in order, and its repeats (each run once a
    session: several tests compare their options with the same default runs)."""
    st = make_strategy("bayes", space(), seed=seed, **opts)
    out = []
    for _ in range(trials):
        got = st.ask(1)
        out.append(tuple(sorted(got[0].items())))
        st.tell(got, [cost(got[0])])
    return tuple(out), st.repeats
