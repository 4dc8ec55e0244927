"""The zoo's ``seen_1`` set: the seven original families of :mod:`zoo.tune` with other constants.

``seen_1`` (was ``held_out``: every original family with other constants, and two recorded
landscapes): held out for one round and reported once, and looked at since, so it is now a *seen*
set, usable for tuning like ``tune``.
"""
from __future__ import annotations

from .landscape import Landscape
from .tune import (
    attention_params,
    attention_waves,
    categorical_codes,
    categorical_params,
    conv_divisible,
    conv_params,
    edge_optimum,
    edge_params,
    few_matter,
    few_params,
    gemm_cliff,
    gemm_params,
    norm_params,
    norm_rows,
)


def seen_1_synthetic() -> list[tuple[str, Landscape]]:
    """``seen_1``'s synthetic part: the seven families of ``tune`` with other constants."""
    L = Landscape
    return [
        ("seen_1", L("gemm_cliff_b", gemm_params(), gemm_cliff(2048, 1536, 7168, 24, 192, 64, 48.0, (0.0, 0.4, 0.95)), 0.03)),
        ("seen_1", L("conv_divisible_b", conv_params(), conv_divisible(28, 28, 384, 16, 20), 0.04)),
        ("seen_1", L("categorical_b", categorical_params(),
                       categorical_codes([1.2, 1.5, 1.1, 1.0, 1.35, 1.6], [1.1, 1.25, 1.0, 1.3], 3000, 5120, 20), 0.03,
                       kinds={"schedule": "categorical", "layout": "categorical"})),
        ("seen_1", L("few_matter_b", few_params(), few_matter(("p0", "p5", "p6"), 2), 0.02)),
        ("seen_1", L("attention_b", attention_params(), attention_waves(56, 4096, 64, 24, 64), 0.02)),
        ("seen_1", L("edge_b", edge_params(), edge_optimum(1536, 4096, 3072, 24, 48), 0.05)),
        ("seen_1", L("norm_b", norm_params(), norm_rows(2500, 8192, 40), 0.01)),
    ]
