"""``aoe_tune report``: the HTML page, its plots and its failure modes.

The cache and trial log are built here from the tasks of the built-in ``tiny-llama`` model with
costs derived from the sim's roofline, so every expected number below is computed from the
inputs, not copied from a run.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from aoe_pass.cli import main
from aoe_pass.tuning.trial_log import Trial, TrialLog
from ge_bridge.cache import update_cache
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task
from ge_bridge.tiling import stock_default

SVG_NS = "{http://www.w3.org/2000/svg}"
MODEL = "tiny-llama"
TARGET = {"name": "ascend910b"}
# A cache entry that is no task of tiny-llama: no weight when --model is given.
STRAY = Task("gemm", {"m": 512, "n": 1024, "k": 256, "batch": 1, "trans_a": False,
                      "trans_b": True, "bias": False}, "float16")


def _model_tasks() -> list[Task]:
    from aoe_pass.graph_pass import extract
    from aoe_pass.modelref import open_model

    graph, _ = open_model(MODEL, {})
    return extract(graph).tasks


def _trial_plan(i: int, default: float) -> list[tuple[str, float | None]]:
    """Task i's logged trials: the default first, then a mix of better, worse and failed."""
    plan: list[tuple[str, float | None]] = [("ok", default)]
    for j in range(1, 5 + i):
        if j % 3 == 2:
            plan.append(("invalid", None))
        else:
            plan.append(("ok", default * (0.4 + 0.6 * ((j * 7) % 5) / 5)))
    return plan


def _write_inputs(directory: str, tasks: list[Task], log_all: bool = False) -> dict:
    """Cache + log; every task but the last gets trials in the log (unless ``log_all``)."""
    from aoe_pass.backends.sim import SimBackend

    sim = SimBackend()
    cache_path = os.path.join(directory, "tiling.json")
    entries, plans = {}, {}
    with TrialLog(cache_path + ".trials.jsonl") as log:
        for i, t in enumerate(tasks):
            default = 40.0 * sim.roofline(t)
            plan = _trial_plan(i, default)
            if log_all or i < len(tasks) - 1:
                plans[t.key] = plan
                for j, (status, cost) in enumerate(plan):
                    log.append(Trial(t.key, {"j": j}, status, cost, kind=t.kind,
                                     target=TARGET["name"], backend="sim"))
            best = min(c for s, c in plan if s == "ok")
            entries[t.key] = {"kind": t.kind, "shape": t.shape, "dtype": t.dtype,
                              "tiling": stock_default(t.kind, t.shape, t.dtype),
                              "cost": best, "default_cost": default, "unit": "us",
                              "trials": len(plan), "backend": "sim", "tool_version": "0.1.0"}
    update_cache(cache_path, TARGET, entries)
    return {"cache": cache_path, "entries": entries, "plans": plans}


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    """The report of the tiny-llama cache (+ one stray entry), rendered once for the module."""
    pytest.importorskip("matplotlib")
    from aoe_pass.report import write_report

    d = str(tmp_path_factory.mktemp("report"))
    tasks = _model_tasks()
    inputs = _write_inputs(d, tasks + [STRAY])
    out = os.path.join(d, "report.html")
    data = write_report(inputs["cache"], out, model=MODEL)
    with open(out, encoding="utf-8") as f:
        html = f.read()
    return {**inputs, "tasks": tasks, "data": data, "html": html, "out": out, "dir": d}


# -- reading the page back -------------------------------------------------------------------

class _Rows(HTMLParser):
    """The summary table's task rows: (data-key, [cell texts])."""

    def __init__(self):
        super().__init__()
        self.rows: list[tuple[str, list[str]]] = []
        self._cell: list[str] | None = None
        self._in_svg = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "tr" and a.get("class") == "task":
            self.rows.append((a["data-key"], []))
        elif tag == "td" and self.rows:
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "td" and self._cell is not None:
            self.rows[-1][1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def _table(html: str) -> list[tuple[str, list[str]]]:
    p = _Rows()
    p.feed(html)
    return p.rows


def _svgs(html: str) -> dict[str, ET.Element]:
    out = {}
    for text in re.findall(r"<svg .*?</svg>", html, flags=re.S):
        el = ET.fromstring(text)  # must be well-formed XML to survive inlining
        out[el.get("data-plot")] = el
    return out


def _series(svg: ET.Element) -> dict[str, list[ET.Element]]:
    """Series name -> its elements (one per bar for bar charts)."""
    out: dict[str, list[ET.Element]] = {}
    for el in svg.iter():
        m = re.fullmatch(r"[^.]+\.series\.([A-Za-z0-9]+)(?:\.bar\d+)?", el.get("id", ""))
        if m:
            out.setdefault(m.group(1), []).append(el)
    return out


def _uses(el: ET.Element) -> int:
    return sum(1 for _ in el.iter(SVG_NS + "use"))


def _paths(el: ET.Element) -> list[ET.Element]:
    return list(el.iter(SVG_NS + "path"))


def _header_index(name: str) -> int:
    from aoe_pass.report.page import HEADER

    return HEADER.index(name)


# -- the page ---------------------------------------------------------------------------------

def test_table_rows_match_the_cache_heaviest_first(report):
    rows = _table(report["html"])
    weights = {t.key: t.weight for t in report["tasks"]}
    entries = report["entries"]
    assert sorted(k for k, _ in rows) == sorted(entries)
    # heaviest (weight x default cost) first; the stray entry is in no model task: last, no weight
    in_model = [k for k, _ in rows if k in weights]
    times = [weights[k] * entries[k]["default_cost"] for k in in_model]
    assert times == sorted(times, reverse=True)
    assert rows[-1][0] == STRAY.key and rows[-1][1][_header_index("weight")] == "-"
    for key, cells in rows[:-1]:
        e = entries[key]
        assert cells[_header_index("weight")] == str(weights[key])
        assert cells[_header_index("trials")] == str(e["trials"])
        assert cells[_header_index("speedup")] == f"x{e['default_cost'] / e['cost']:.2f}"
        assert cells[_header_index("efficiency")].endswith("%")


def test_one_convergence_plot_per_logged_task_with_its_series(report):
    svgs = _svgs(report["html"])
    rows = report["data"].rows
    expected = {f"conv{i + 1}": r for i, r in enumerate(rows) if r.key in report["plans"]}
    assert len(expected) == len(report["plans"]) == len(rows) - 1
    assert {p for p in svgs if p.startswith("conv")} == set(expected)
    for plot, row in expected.items():
        plan = report["plans"][row.key]
        n_ok = sum(s == "ok" for s, _ in plan)
        n_bad = len(plan) - n_ok
        series = _series(svgs[plot])
        assert set(series) == {"trials", "best", "default", "roofline"} | ({"failed"} if n_bad else set())
        assert all(len(v) == 1 for v in series.values())
        assert _uses(series["trials"][0]) == n_ok
        if n_bad:
            assert _uses(series["failed"][0]) == n_bad
        for name in ("best", "default", "roofline"):
            assert _paths(series[name][0]), f"{plot}: empty series {name}"
        # best-so-far never rises: in SVG coordinates (y grows downwards) y never decreases
        d = _paths(series["best"][0])[0].get("d")
        ys = [float(y) for y in re.findall(r"[ML] [-\d.e]+ ([-\d.e]+)", d)]
        assert len(ys) >= 2 and all(b >= a - 1e-6 for a, b in zip(ys, ys[1:]))
        assert ys[-1] > ys[0] + 1.0  # and it did improve on the default


def test_time_split_and_efficiency_plots(report):
    svgs = _svgs(report["html"])
    rows = report["data"].rows
    weights = {t.key: t.weight for t in report["tasks"]}
    split = _series(svgs["split"])
    # one series per task of the model (the stray entry has no weight), two bars each
    assert set(split) == {f"task{i + 1}" for i, r in enumerate(rows) if r.key in weights}
    assert all(len(bars) == 2 and all(_paths(b) for b in bars) for bars in split.values())
    text = "".join(svgs["split"].itertext())
    for field in ("default_cost", "cost"):
        total = sum(weights[k] * report["entries"][k][field] for k in weights)
        shown = {f"{total * scale:.4g} {unit}" for scale, unit in ((1, "us"), (1e-3, "ms"), (1e-6, "s"))}
        assert any(s in text for s in shown), shown
    eff = _series(svgs["eff"])
    assert set(eff) == {"default", "tuned"}
    assert len(eff["default"]) == len(eff["tuned"]) == len(rows)
    assert len(svgs) == len(report["plans"]) + 2


def test_page_is_self_contained(report):
    html = report["html"]
    assert "<script" not in html
    assert not re.search(r'(?:src|href)="(?!#)', html)  # only in-page references
    assert not re.search(r"url\((?!#)", html)
    ids = re.findall(r'\sid="([^"]+)"', html)
    assert len(ids) == len(set(ids))  # many SVGs in one document: no clashing ids
    assert oct(os.stat(report["out"]).st_mode & 0o777) == oct(0o644)


def test_many_tasks_are_capped_heaviest_first(tmp_path):
    pytest.importorskip("matplotlib")
    from aoe_pass.report import collect, render

    tasks = [Task("rmsnorm", {"rows": 16 * (i + 1), "hidden": 64}, "float16") for i in range(12)]
    inputs = _write_inputs(str(tmp_path), tasks, log_all=True)
    with TrialLog(inputs["cache"] + ".trials.jsonl") as log:  # another target's trial: ignored
        log.append(Trial(tasks[0].key, {}, "ok", 1e-3, kind="rmsnorm", target="cpu"))
    data = collect(inputs["cache"])
    assert [r.weight for r in data.rows] == [1] * 12  # no model: every weight is 1
    assert all(len(r.history) == len(inputs["plans"][r.key]) for r in data.rows)
    defaults = [r.default for r in data.rows]
    assert defaults == sorted(defaults, reverse=True)
    html = render(data, max_convergence=3)
    svgs = _svgs(html)
    assert sorted(p for p in svgs if p.startswith("conv")) == ["conv1", "conv2", "conv3"]
    assert "3 heaviest tasks only (9 more" in html
    assert "No --model given" in html
    # the time split keeps the 10 heaviest and folds the rest into one segment
    assert set(_series(svgs["split"])) == {f"task{i}" for i in range(1, 11)} | {"other"}
    assert "other (2 tasks)" in "".join(svgs["split"].itertext())


def test_other_target_has_no_roofline(tmp_path):
    pytest.importorskip("matplotlib")
    from aoe_pass.report import collect, render

    t = Task("rmsnorm", {"rows": 32, "hidden": 64}, "float32")
    u = Task("rmsnorm", {"rows": 64, "hidden": 64}, "float32")  # its default failed: no default_cost
    cache = str(tmp_path / "cpu.json")
    update_cache(cache, {"name": "cpu", "arch": "x86_64"},
                 {t.key: {"kind": t.kind, "shape": t.shape, "dtype": t.dtype, "tiling": stock_default(t.kind, t.shape, t.dtype),
                          "cost": 2.0, "default_cost": 3.0, "backend": "cpu", "trials": 1},
                  u.key: {"kind": u.kind, "shape": u.shape, "dtype": u.dtype, "tiling": stock_default(u.kind, u.shape, u.dtype),
                          "cost": 5.0, "default_cost": None, "backend": "cpu", "trials": 4}})
    data = collect(cache)
    assert all(r.roofline is None for r in data.rows) and data.log_path is None
    assert data.total_time("tuned") == 7.0 and data.total_time("default") is None
    html = render(data)
    assert set(_svgs(html)) == {"split"}
    assert "No roofline for target &#x27;cpu&#x27;" in html and "no convergence plots" in html
    assert "1 tasks have no default cost" in html
    speedups = {k: cells[_header_index("speedup")] for k, cells in _table(html)}
    assert speedups == {t.key: "x1.50", u.key: "-"}


# -- the command line -------------------------------------------------------------------------

def test_cli_default_log_and_errors(report, tmp_path, capsys):
    cache = report["cache"]
    out = str(tmp_path / "r.html")
    assert main(["report", cache, "-o", out]) == 0  # picks up <cache>.trials.jsonl
    with open(out, encoding="utf-8") as f:
        html = f.read()
    assert len([p for p in _svgs(html) if p.startswith("conv")]) == len(report["plans"])
    capsys.readouterr()

    def fails(argv, needle):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and needle in err, err

    fails(["report", cache, "--log", str(tmp_path / "nope.jsonl"), "-o", out], "does not exist")
    fails(["report", cache, "-o", str(tmp_path / "no" / "r.html")], "does not exist")
    fails(["report", cache, "--dim", "seq=8", "-o", out], "--model")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "aoe-tiling-cache", ')
    before = os.stat(out).st_mtime_ns
    fails(["report", str(bad), "-o", out], "corrupt")
    assert os.stat(out).st_mtime_ns == before  # the previous report is untouched
    empty = tmp_path / "empty.json"
    update_cache(str(empty), TARGET, {})
    fails(["report", str(empty), "-o", out], "no entries")


def test_without_matplotlib_one_line_hint(tmp_path, monkeypatch, capsys):
    from aoe_pass.report import MATPLOTLIB_HINT, write_report

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib -> ImportError
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(AoeError, match=re.escape(MATPLOTLIB_HINT)):
        write_report(str(tmp_path / "any.json"), str(tmp_path / "r.html"))
    assert main(["report", str(tmp_path / "any.json"), "-o", str(tmp_path / "r.html")]) == 2
    assert capsys.readouterr().err == f"aoe_tune: error: {MATPLOTLIB_HINT}\n"
    assert not (tmp_path / "r.html").exists()


# -- a real browser ---------------------------------------------------------------------------

def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def test_headless_browser_renders_the_report(report, tmp_path):
    browser = _chromium()
    if browser is None:
        pytest.skip("chromium not on PATH (apt-get install -y chromium)")
    import matplotlib.image
    import numpy as np

    flags = [browser, "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             "--no-first-run", f"--user-data-dir={tmp_path / 'profile'}"]
    url = "file://" + os.path.abspath(report["out"])
    dom = subprocess.run(flags + ["--dump-dom", url], capture_output=True, text=True, timeout=120)
    assert dom.returncode == 0, dom.stderr[-2000:]
    # every plot survives the HTML parser as an SVG element with its drawn series
    assert dom.stdout.count("<svg") == report["html"].count("<svg") == len(report["plans"]) + 2
    assert dom.stdout.count(".series.best") == len(report["plans"])
    png = tmp_path / "shot.png"
    shot = subprocess.run(flags + [f"--screenshot={png}", "--window-size=1200,3000", url],
                          capture_output=True, text=True, timeout=120)
    assert shot.returncode == 0 and png.exists(), shot.stderr[-2000:]
    img = matplotlib.image.imread(str(png))[..., :3]
    assert img.shape[:2] == (3000, 1200)
    pixels = (img.reshape(-1, 3) * 255).round().astype(np.uint8)
    packed = (pixels[:, 0].astype(np.uint32) << 16) | (pixels[:, 1].astype(np.uint32) << 8) | pixels[:, 2]
    assert len(np.unique(packed)) > 200  # text, lines, markers and bars in their colours, anti-aliased
    non_white = (pixels < 240).any(axis=1).mean()
    assert 0.03 < non_white < 0.9
    # the plots' colours are on screen: the best-so-far blue and the default red
    for hex_colour in ("#1f6fb4", "#d62728"):
        rgb = np.array([int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)])
        assert (np.abs(pixels.astype(int) - rgb).sum(axis=1) < 12).sum() > 200, hex_colour


def test_a_dim_list_weighs_each_task_over_every_profile(tmp_path):
    """--dim seq=64,128 on report: a task's weight is its instances summed over the profiles, the
    same as the two single-profile reports' weights added up."""
    from aoe_pass.report import collect

    cache = str(tmp_path / "p.json")
    assert main(["tune", "tiny-llama", "--cache", cache, "--dim", "seq=64,128", "--trials", "12",
                 "--no-progress"]) == 0
    both = {r.key: r.weight for r in collect(cache, model="tiny-llama", dim_items=["seq=64,128"]).rows}
    one = [{r.key: r.weight for r in collect(cache, model="tiny-llama", dim_items=[f"seq={s}"]).rows}
           for s in (64, 128)]
    assert set(both) == set(one[0]) and len(both) > len([k for k in one[0] if one[0][k]])
    for key, weight in both.items():
        assert weight == (one[0][key] or 0) + (one[1][key] or 0) and weight > 0
