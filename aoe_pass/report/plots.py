"""The report's charts, drawn with matplotlib (object API, no pyplot) as inline SVG strings.

Each data series carries an SVG id ``<plot>.series.<name>`` (a bar chart: one id
``<plot>.series.<name>.bar<j>`` per bar) so the page (and its tests) can tell the series apart; every other id is prefixed with the plot id (references renamed with it)
so several SVGs can live in one HTML document without clashing. Output is deterministic (no
date metadata, fixed hash salt).
"""
from __future__ import annotations

import functools
import io
import re
from typing import Any, Callable, Sequence

from ge_bridge.errors import AoeError

from .data import TaskRow

MATPLOTLIB_HINT = "aoe_tune report needs matplotlib: pip install 'aoe-pass[report]'"
COLORS = {"best": "#1f6fb4", "trials": "#9ecae1", "default": "#d62728", "roofline": "#2ca02c",
          "failed": "#ff7f0e", "tuned": "#1f6fb4"}
EFFICIENCY_CLIP = 1.5  # the efficiency axis ends here


def require_matplotlib() -> None:
    """AoeError with the install hint if matplotlib is missing."""
    try:
        import matplotlib  # noqa: F401
        from matplotlib.figure import Figure  # noqa: F401
    except ImportError:
        raise AoeError(MATPLOTLIB_HINT) from None


def _plain_text(draw: Callable[..., str]) -> Callable[..., str]:
    """Draw with mathtext off: a ``$`` in a name is a dollar sign, not a formula to parse
    (matplotlib would fail on ``a$b`` or render ``$x^2$`` as math)."""
    @functools.wraps(draw)
    def wrapper(*args: Any, **kwargs: Any) -> str:
        import matplotlib

        with matplotlib.rc_context({"text.parse_math": False}):
            return draw(*args, **kwargs)
    return wrapper


def _figure(width: float, height: float) -> Any:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=96, layout="constrained")
    return fig


def _svg(fig: Any, plot_id: str) -> str:
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": f"aoe-{plot_id}",
                                "font.family": "sans-serif"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    start = text.find("<svg")  # drop the XML prolog and DOCTYPE: the SVG goes inline
    text = text[start:]
    # Make every id unique across the page (matplotlib numbers them per figure: line2d_1, ...)
    # and keep the references (url(#..), href="#..") pointing at the renamed ids.
    ids = {i for i in re.findall(r'\sid="([^"]+)"', text) if not i.startswith(plot_id + ".")}
    text = re.sub(r'(\sid="|url\(#|href="#)([^")]+)',
                  lambda m: m.group(1) + (f"{plot_id}.{m.group(2)}" if m.group(2) in ids
                                          else m.group(2)), text)
    return text.replace("<svg ", f'<svg class="plot" data-plot="{plot_id}" ', 1)


@_plain_text
def convergence(row: TaskRow, rank: int, plot_id: str) -> str:
    """Best cost so far against trial number; every ok trial as a dot, failures marked.

    Series: ``trials``, ``best``, ``default`` (if known), ``roofline`` (if known), ``failed``
    (if any failed).
    """
    fig = _figure(5.6, 3.0)
    ax = fig.add_subplot()
    ok = [p for p in row.history if p.ok]
    bad = [p for p in row.history if not p.ok]
    best_x: list[int] = []
    best_y: list[float] = []
    best = None
    for p in row.history:
        if p.ok and (best is None or p.cost < best):
            best = p.cost
        if best is not None:
            best_x.append(p.n)
            best_y.append(best)
    ax.scatter([p.n for p in ok], [p.cost for p in ok], s=10, color=COLORS["trials"],
               label="trial", zorder=2, gid=f"{plot_id}.series.trials")
    ax.step(best_x, best_y, where="post", color=COLORS["best"], lw=2, label="best so far",
            zorder=3, gid=f"{plot_id}.series.best")
    if row.default:
        ax.axhline(row.default, color=COLORS["default"], ls="--", lw=1.3,
                   label=f"default {row.default:.4g} us", gid=f"{plot_id}.series.default")
    if row.roofline:
        ax.axhline(row.roofline, color=COLORS["roofline"], ls=":", lw=1.6,
                   label=f"roofline {row.roofline:.4g} us", gid=f"{plot_id}.series.roofline")
    if bad:
        ax.plot([p.n for p in bad], [0.04] * len(bad), "x", color=COLORS["failed"], ms=5,
                transform=ax.get_xaxis_transform(), label=f"failed ({len(bad)})",
                gid=f"{plot_id}.series.failed")
    values = [p.cost for p in ok] + [v for v in (row.default, row.roofline) if v]
    if values and max(values) / min(values) > 20:
        ax.set_yscale("log")
    ax.set_xlabel("trial")
    ax.set_ylabel("cost (us)")
    weight = "" if row.weight is None else f"  ({row.weight} instance{'s' * (row.weight != 1)})"
    ax.set_title(f"#{rank} " + _short(row.label, 64) + weight, fontsize=9)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7, loc="best", framealpha=0.85)
    return _svg(fig, plot_id)


@_plain_text
def time_split(rows: Sequence[TaskRow], plot_id: str, cap: int = 10) -> str:
    """Where one end-to-end pass spends its time, default vs tuned: two stacked bars.

    Segments are the ``cap`` heaviest tasks (by default time) and one ``other`` segment; each
    segment is a series ``task<i>`` (``i``: the task's 1-based place in ``rows``, as in the
    table) or ``other``, with two bars: ``bar0`` default, ``bar1`` tuned.
    """
    ranked = [(i + 1, r) for i, r in enumerate(rows) if r.time("tuned") is not None]
    ranked.sort(key=lambda ir: -(ir[1].time("default") or ir[1].time("tuned")))
    head, tail = ranked[:cap], ranked[cap:]
    segments: list[tuple[str, str, float, float]] = []
    for rank, r in head:
        segments.append((f"task{rank}", f"#{rank} " + _short(r.label, 44),
                         r.time("default") or 0.0, r.time("tuned")))
    if tail:
        segments.append(("other", f"other ({len(tail)} tasks)",
                         sum(r.time("default") or 0.0 for _, r in tail),
                         sum(r.time("tuned") for _, r in tail)))
    from matplotlib import colormaps

    cmap = colormaps["tab20"]
    top = max(sum(seg[2] for seg in segments), sum(seg[3] for seg in segments))
    scale, unit = (1e-6, "s") if top >= 1e6 else (1e-3, "ms") if top >= 1e4 else (1.0, "us")
    segments = [(sid, label, d * scale, t * scale) for sid, label, d, t in segments]
    fig = _figure(11.0, max(2.4, 0.8 + 0.2 * len(segments)))
    ax = fig.add_subplot()
    ypos = [1, 0]  # default on top
    left = [0.0, 0.0]
    for i, (sid, label, d, t) in enumerate(segments):
        color = "#b0b0b0" if sid == "other" else cmap(i % 20)
        bars = ax.barh(ypos, [d, t], left=left, color=color, edgecolor="white", lw=0.5,
                       height=0.7, label=f"{label}: {d:.4g} \u2192 {t:.4g} {unit}")
        _bar_ids(bars, plot_id, sid)
        left = [left[0] + d, left[1] + t]
    for y, total in zip(ypos, left):
        ax.annotate(f" {total:.4g} {unit}", (total, y), va="center", fontsize=8)
    ax.set_yticks(ypos, ["default", "tuned"])
    ax.set_xlabel(f"modelled time of one pass, weight x cost ({unit})")
    ax.set_xlim(0, max(left) * 1.15 if max(left) > 0 else 1)
    ax.grid(True, axis="x", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return _svg(fig, plot_id)


@_plain_text
def efficiency(rows: Sequence[TaskRow], plot_id: str, cap: int = 30) -> str:
    """Each task's cost against its roofline (roofline / cost), default and tuned side by side.

    Series: ``default`` and ``tuned``, one bar per task each (``bar<j>``: the j-th task shown).
    """
    ranked = [(i + 1, r) for i, r in enumerate(rows) if r.efficiency("tuned") is not None][:cap]
    fig = _figure(9.0, 1.2 + 0.32 * len(ranked))
    ax = fig.add_subplot()
    y = list(range(len(ranked)))[::-1]
    h = 0.38
    # Costs below the roofline (efficiency > 1) mean the cost was not measured on the modelled
    # hardware; clip them so they do not squash every other bar, and say so on the bar.
    top = min(EFFICIENCY_CLIP, max([1.0] + [r.efficiency(w) or 0.0 for _, r in ranked
                                            for w in ("default", "tuned")]))
    _bar_ids(ax.barh([v + h / 2 for v in y],
                     [min(r.efficiency("default") or 0.0, top) for _, r in ranked],
                     height=h, color=COLORS["default"], alpha=0.75, label="default"),
             plot_id, "default")
    _bar_ids(ax.barh([v - h / 2 for v in y], [min(r.efficiency("tuned"), top) for _, r in ranked],
                     height=h, color=COLORS["tuned"], label="tuned"), plot_id, "tuned")
    for v, (_, r) in zip(y, ranked):
        e = r.efficiency("tuned")
        ax.annotate(f" {100 * e:.0f}%" + (" (clipped)" if e > top else ""), (min(e, top), v - h / 2),
                    va="center", fontsize=7)
    ax.set_yticks(y, [f"#{rank} " + _short(r.label, 44) for rank, r in ranked], fontsize=7)
    ax.axvline(1.0, color=COLORS["roofline"], ls=":", lw=1.2)
    ax.set_xlim(0, top * 1.15)
    ax.set_xlabel("efficiency: roofline / cost (1.0 = at the physical bound)")
    ax.grid(True, axis="x", alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    return _svg(fig, plot_id)


def _bar_ids(bars: Any, plot_id: str, series: str) -> None:
    """One unique id per bar: ``<plot>.series.<series>.bar<j>``."""
    for j, patch in enumerate(bars.patches):
        patch.set_gid(f"{plot_id}.series.{series}.bar{j}")


def _short(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "\u2026"
