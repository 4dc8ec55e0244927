"""``aoe_tune report``: one self-contained HTML page about a tuning run.

:func:`collect` gathers the data (cache, trial log, model weights, the target's roofline),
:func:`render` draws it (matplotlib, inline SVG), :func:`write_report` does both and writes
the page atomically.
"""
from __future__ import annotations

import os

from ge_bridge.cache import atomic_write_text
from ge_bridge.errors import AoeError

from .data import ReportData, TaskRow, TrialPoint, collect
from .page import render
from .plots import MATPLOTLIB_HINT, require_matplotlib

__all__ = ["MATPLOTLIB_HINT", "ReportData", "TaskRow", "TrialPoint", "collect", "render",
           "write_report"]


def write_report(cache_path: str, out_path: str, log_path: str | None = None,
                 model: str | None = None, dim_items: list[str] | None = None,
                 tensor_parallel: int = 1, max_convergence: int = 12) -> ReportData:
    """Collect, render and atomically write the report to ``out_path``; returns the data."""
    require_matplotlib()  # before any work: the one missing piece a user must install
    directory = os.path.dirname(os.path.abspath(out_path))
    if not os.path.isdir(directory):
        raise AoeError(f"cannot write report {out_path!r}: directory {directory!r} does not exist")
    data = collect(cache_path, log_path, model, dim_items, tensor_parallel)
    atomic_write_text(out_path, render(data, max_convergence=max_convergence))
    try:
        os.chmod(out_path, 0o644)  # a page to share: the temp file it came from was 0600
    except OSError:
        pass
    return data
