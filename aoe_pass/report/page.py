"""The report as one self-contained HTML page: inline CSS and SVG, no scripts, no external links."""
from __future__ import annotations

import os
from datetime import datetime, timezone
from html import escape
from typing import Any, Sequence

from .. import __version__
from . import plots
from .data import ReportData, TaskRow
from .text import fmt_us

CSS = """
body{font-family:-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:24px;color:#222;
  max-width:1200px}
h1{font-size:22px;margin-bottom:4px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:12px}th,td{padding:3px 8px;border-bottom:1px solid #eee}
th{background:#f4f4f4;text-align:left}td.num{text-align:right;font-variant-numeric:tabular-nums}
dl.meta{display:grid;grid-template-columns:max-content auto;gap:2px 14px;font-size:13px}
dl.meta dt{color:#666}dl.meta dd{margin:0}
.notes{background:#fff8e1;border-left:4px solid #f0b400;padding:6px 12px;font-size:13px}
.grid{display:flex;flex-wrap:wrap;gap:8px}.grid svg{border:1px solid #eee}
.good{color:#1a7f37}.bad{color:#b3261e}code{font-size:11px}
details summary{cursor:pointer;color:#555;font-size:12px}
"""


def render(data: ReportData, max_convergence: int = 12, max_bars: int = 30) -> str:
    """The whole page; needs matplotlib (AoeError with the install hint otherwise)."""
    plots.require_matplotlib()
    notes = list(data.notes)
    body = ["<h1>aoe-pass tuning report</h1>", _meta(data)]
    d, t = data.total_time("default"), data.total_time("tuned")
    if d and t:
        body.append(f'<p>Modelled time of one pass over the tuned tasks: <b>{fmt_us(d)}</b> default '
                    f'&rarr; <b>{fmt_us(t)}</b> tuned (<b class="good">x{d / t:.2f}</b>).</p>')
    notes_at = len(body)

    body.append("<h2>Tasks</h2>")
    body.append(_table(data.rows))

    with_history = [(i + 1, r) for i, r in enumerate(data.rows) if r.history]
    shown = with_history[:max_convergence]
    body.append("<h2>Convergence</h2>")
    if shown:
        body.append("<p>Best cost so far against trial number (from the trial log); dots are "
                    "individual trials, crosses at the bottom are failed trials (buffer overflow, "
                    "compile/runtime error, timeout, wrong result).</p>")
        body.append('<div class="grid">' + "".join(
            plots.convergence(r, rank, f"conv{rank}") for rank, r in shown) + "</div>")
    if len(with_history) > len(shown):
        notes.append(f"Convergence is plotted for the {len(shown)} heaviest tasks only "
                     f"({len(with_history) - len(shown)} more have trials in the log).")
    no_history = len(data.rows) - len(with_history)
    if data.log_path and no_history:
        notes.append(f"{no_history} cache entries have no trials in {data.log_path}.")
    if not shown:
        body.append("<p>No trials to plot.</p>")

    body.append("<h2>Where the time goes</h2>")
    if any(r.time("tuned") is not None for r in data.rows):
        body.append("<p>Each task's share of one end-to-end pass (instances x cost), before "
                    "and after tuning.</p>")
        body.append(plots.time_split(data.rows, "split"))
        no_default = [r for r in data.rows if r.weight is not None and r.default is None]
        if no_default:
            notes.append(f"{len(no_default)} tasks have no default cost in the cache: their "
                         "share of the default bar is missing and no speedup is shown.")
    else:
        body.append("<p>No cache entry is a task of the model.</p>")

    body.append("<h2>Efficiency against the roofline</h2>")
    if any(r.efficiency() is not None for r in data.rows):
        body.append("<p>Roofline (the compute or memory bound of the modelled hardware) divided "
                    "by the cost: 100% is as fast as the hardware allows.</p>")
        body.append(plots.efficiency(data.rows, "eff", cap=max_bars))
        eff = [r for r in data.rows if r.efficiency() is not None]
        if len(eff) > max_bars:
            notes.append(f"The efficiency chart shows the {max_bars} heaviest tasks only "
                         f"({len(eff) - max_bars} more in the table).")
        above = [r for r in eff if r.efficiency() > 1.0]
        if above:
            notes.append(f"{len(above)} entries cost less than the roofline of "
                         f"{data.target['name']}: their costs were not measured on the modelled "
                         "hardware, so their efficiency is not meaningful.")
    else:
        body.append("<p>No roofline known for these entries.</p>")

    if notes:
        body.insert(notes_at, '<div class="notes">' + "".join(
            f"<p>{escape(n)}</p>" for n in notes) + "</div>")
    title = f"aoe-pass report: {os.path.basename(data.cache_path)}"
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"generator\" content=\"aoe-pass {__version__}\">"
            f"<title>{escape(title)}</title><style>{CSS}</style></head>\n<body>\n"
            + "\n".join(body) + "\n</body></html>\n")


def _meta(data: ReportData) -> str:
    tgt = data.target
    params = ", ".join(f"{k}={v}" for k, v in tgt.items() if k != "name")
    target = escape(str(tgt["name"]))
    if params:  # the target's parameters are long: folded under its name
        target = f"<details><summary>{target}</summary><code>{escape(params)}</code></details>"
    failed = sum(r.failed for r in data.rows)
    trials = f"{data.total_trials} (cache)"
    if data.log_path:
        trials += f"; {data.log_records} logged in {data.log_path}, {failed} failed"
    items = [
        ("cache", escape(data.cache_path)),
        ("target", target),
        ("backend", escape(", ".join(data.backends))),
        ("tool version", escape(", ".join(data.tool_versions) or "unknown")
         + f" (report by aoe-pass {__version__})"),
        ("entries", escape(str(len(data.rows)))),
        ("trials", escape(trials)),
        ("model", escape(data.model or "not given")),
        ("generated", datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")),
    ]
    return '<dl class="meta">' + "".join(f"<dt>{escape(k)}</dt><dd>{v}</dd>" for k, v in items) + "</dl>"


HEADER = ("task", "kind", "shape", "dtype", "weight", "default us", "tuned us", "speedup",
          "trials", "to best", "roofline us", "efficiency", "tiling")


def _table(rows: Sequence[TaskRow]) -> str:
    out = ["<table><thead><tr>" + "".join(f"<th>{escape(h)}</th>" for h in HEADER) + "</tr></thead><tbody>"]
    for i, r in enumerate(rows):
        sp = r.speedup
        eff = r.efficiency()
        # each cell is markup: data is escaped here (kind, dtype, counts) or where the
        # composite cells are built (_shape, _tiling); numbers are formatted by us
        cells: list[tuple[Any, bool]] = [
            (f"#{i + 1}", False), (escape(str(r.task.kind)), False),
            (_shape(r), False), (escape(str(r.task.dtype)), False),
            ("-" if r.weight is None else escape(str(r.weight)), True),
            (_num(r.default), True), (_num(r.tuned), True),
            (f'<span class="{"good" if sp > 1.0 else "bad" if sp < 1.0 else ""}">x{sp:.2f}</span>'
             if sp else "-", True),
            ("-" if r.trials is None else escape(str(r.trials)), True),
            ("-" if r.trials_to_best is None else escape(str(r.trials_to_best)), True),
            (_num(r.roofline), True),
            (("" if not r.tiny else '<span class="tiny" title="roofline below one memory access '
              'latency: not meaningful">tiny</span> ') + (f"{100 * eff:.0f}%" if eff is not None
                                                         else "-"), True),
            (_tiling(r.entry.get("tiling", {})), False),
        ]
        tds = "".join(f'<td class="num">{c}</td>' if num else f"<td>{c}</td>" for c, num in cells)
        out.append(f'<tr class="task" data-key="{escape(r.key)}" title="{escape(r.key)}">{tds}</tr>')
    out.append("</tbody></table>")
    return "\n".join(out)


def _shape(r: TaskRow) -> str:
    return escape(r.label.split(" ", 1)[1])


def _num(v: float | None) -> str:
    return "-" if v is None else f"{v:.4g}" if v < 1e5 else f"{v:.4e}"


def _tiling(tiling: dict[str, Any]) -> str:
    parts = [f"{k}={v}" for k, v in sorted(tiling.items())]
    short, text = ", ".join(parts[:3]), ", ".join(parts)
    if len(parts) <= 3:
        return f"<code>{escape(short)}</code>"
    return (f"<details><summary><code>{escape(short)}, &hellip;</code></summary>"
            f"<code>{escape(text)}</code></details>")
