"""The zoo's ``held_out_87`` set: the unseen one, never used for tuning.

``held_out_87`` (:data:`HELD_OUT`, :func:`held_out_87`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its landscapes are to follow.
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_87_DIR = _data_dir("zoo_held_out_87")


def held_out_87() -> list[tuple[str, Landscape]]:
    """The eighty-seventh held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_87/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_87", HELD_OUT_87_DIR)
    return recorded
