"""Plain-text output: the fixed-width tables and durations the commands print (and the HTML
report reuses)."""
from __future__ import annotations

from typing import Any, Sequence

__all__ = ["fmt_us", "table"]


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
