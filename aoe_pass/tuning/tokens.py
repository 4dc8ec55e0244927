"""Tokens per pass of a model's graph: what turns modelled operator time into throughput."""
from __future__ import annotations

from typing import Sequence

from ge_bridge.opkey import Task

__all__ = ["tokens_per_pass"]


def tokens_per_pass(tasks: Sequence[Task], phase: str | None, dims: dict[str, int]) -> tuple[float | None, str]:
    """Tokens one pass of the graph produces, and the phase it was inferred as.

    Prefill: batch * seq tokens per pass; decode: batch tokens per step. Taken from the model's
    bound dims when they say so, else from the attention tasks (seq_q == 1 means decode).
    """
    att = [t for t in tasks if t.kind == "attention"]
    if phase is None and att:
        phase = "decode" if all(t.shape["seq_q"] == 1 for t in att) else "prefill"
    batch = dims.get("batch") or (att[0].shape["batch"] if att else None)
    if phase == "decode":
        return (float(batch) if batch else None), "decode"
    seq = dims.get("seq") or (att[0].shape["seq_q"] if att else None)
    if batch and seq:
        return float(batch * seq), phase or "prefill"
    return None, phase or "unknown"
