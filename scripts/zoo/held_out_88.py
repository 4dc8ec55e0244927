"""The zoo's ``held_out_88`` set: the unseen one, never used for tuning.

``held_out_88`` (:data:`HELD_OUT`, :func:`held_out_88`): the unseen set, never used for
tuning; the bar applies there. Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Its landscapes are to follow.
"""
from __future__ import annotations

from .landscape import Landscape, _data_dir, recorded_set

HELD_OUT_88_DIR = _data_dir("zoo_held_out_88")


def held_out_88() -> list[tuple[str, Landscape]]:
    """The eighty-eighth held-out set, written and committed before any strategy ran on it (only
    enumerated: optimum, infeasible share, spread, configurations within 5% of the optimum): the
    cpu-backend landscapes recorded into ``data/zoo_held_out_88/`` by
    ``scripts/record_cpu_landscapes.py`` (see the module docstring for their provenance). The
    current unseen set: never used for tuning."""
    recorded = recorded_set("held_out_88", HELD_OUT_88_DIR)
    return recorded
