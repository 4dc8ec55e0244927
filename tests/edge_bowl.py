"""A 10 x 10 landscape whose optimum sits on a buffer's edge, for the tests of bayes's options
that let a stalled search past the feasibility gate (``gate_stall``, ``edge``)."""
from aoe_pass.search import Space


def space() -> Space:
    return Space({"a": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "b": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]})


def fails(c: dict) -> bool:
    return c["a"] + c["b"] > 14  # a buffer limit: the large corner overflows


def cost(c: dict) -> float:
    # a smooth bowl whose floor (a 7, b 7) sits on the buffer's edge
    return 1 + 0.05 * (c["a"] - 7) ** 2 + 0.05 * (c["b"] - 7) ** 2
