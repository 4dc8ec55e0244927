"""What the user reads after a run: the per-task table and the model line."""
from __future__ import annotations

from typing import Any, Sequence

from ge_bridge.kinds import shape_text
from ge_bridge.opkey import Task

__all__ = ["fmt_us", "shape_text", "table", "tokens_per_pass"]


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain fixed-width text table (right-aligned numbers)."""
    cells = [[str(c) for c in header]] + [[_cell(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    numeric = [all(_is_num(r[i]) for r in rows) and bool(rows) for i in range(len(header))]
    lines = []
    for j, r in enumerate(cells):
        parts = [c.rjust(w) if numeric[i] else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))]
        lines.append("  ".join(parts).rstrip())
        if j == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _is_num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) or v in ("-", None)


def _cell(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.2f}" if abs(v) < 1e5 else f"{v:.4g}"
    return str(v)


def fmt_us(us: float | None) -> str:
    if us is None:
        return "-"
    if us >= 1e6:
        return f"{us / 1e6:.3f} s"
    if us >= 1e3:
        return f"{us / 1e3:.3f} ms"
    return f"{us:.2f} us"


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
