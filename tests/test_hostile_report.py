"""``aoe_tune report`` on a cache and log written by someone else (High 2): every byte from the
data is escaped (cells, attributes, SVG text), plots treat ``$`` as text, and what cannot be
shown is refused in one line."""
import json
from html.parser import HTMLParser

import pytest
from hostile_util import aoe, assert_one_line_error, gemm_entry, run_case, write_cache

pytest.importorskip("matplotlib")

XSS = '<img src=x onerror="alert(1)">'
SCRIPT = "</code></td><script>alert(2)</script>"
# The only elements the page itself emits (HTML + the SVG matplotlib writes).
ALLOWED = {"html", "head", "meta", "title", "style", "body", "h1", "h2", "p", "b", "div", "dl",
           "dt", "dd", "details", "summary", "code", "table", "thead", "tbody", "tr", "th", "td",
           "span", "svg", "g", "path", "defs", "use", "text", "clippath", "rect", "metadata",
           "rdf:rdf", "cc:work", "dc:format", "dc:type", "dc:date", "dc:creator", "cc:agent", "dc:title",
           "polyline", "line", "tspan", "circle", "symbol"}


class _Audit(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.handlers, self.texts = set(), [], []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        self.handlers += [(tag, a) for a, _ in attrs if a.lower().startswith("on")]

    def handle_data(self, data):
        self.texts.append(data)


def audit(html: str) -> _Audit:
    a = _Audit()
    a.feed(html)
    assert a.tags <= ALLOWED, sorted(a.tags - ALLOWED)
    assert not a.handlers, a.handlers
    return a


def test_hostile_strings_in_cache_and_log_are_escaped(tmp_path):
    k, e = gemm_entry(cost=12.0)
    e = dict(e, backend=XSS, tool_version=SCRIPT, trials=7,
             tiling=dict(e["tiling"], layout=XSS))
    k2, e2 = gemm_entry(m=128, cost=20.0)
    e2 = dict(e2, tiling=dict(e2["tiling"], schedule=SCRIPT))
    target = {"name": XSS, "soc": SCRIPT, "clock_ghz": SCRIPT}
    cache = write_cache(tmp_path / "c.json", {k: e, k2: e2}, target)
    with open(cache + ".trials.jsonl", "w") as f:
        for i in range(6):
            f.write(json.dumps({"key": k, "kind": "gemm", "target": XSS, "backend": XSS,
                                "config": {"x": SCRIPT}, "status": "ok" if i % 2 else SCRIPT,
                                "cost": 10.0 + i, "error": XSS, "t": 1.0}) + "\n")
    out = tmp_path / "r.html"
    res = aoe("report", cache, "-o", out)
    assert res.returncode == 0, res.stderr
    page = out.read_text()
    assert XSS not in page and "<script>" not in page
    a = audit(page)
    shown = "".join(a.texts)
    assert XSS in shown and SCRIPT in shown  # shown, as text


def test_a_tiling_parameter_the_kind_does_not_have_is_refused(tmp_path):
    k, e = gemm_entry()
    cache = write_cache(tmp_path / "c.json", {k: dict(e, tiling=dict(e["tiling"], extra=SCRIPT))},
                        {"name": "npu"})
    res = aoe("report", cache, "-o", tmp_path / "r.html")
    assert_one_line_error(res, "tiling parameter 'extra' is not one of the gemm parameters")
    assert not (tmp_path / "r.html").exists()


def test_a_hostile_dtype_in_a_key_is_refused(tmp_path):
    """The issue's case: a non-sim target's entry with markup as its dtype."""
    k, e = gemm_entry()
    bad_key = k.replace("float16", XSS)
    cache = write_cache(tmp_path / "c.json", {bad_key: dict(e, dtype=XSS)}, {"name": "npu"})
    res = aoe("report", cache, "-o", tmp_path / "r.html")
    assert_one_line_error(res, "malformed OpKey")
    assert not (tmp_path / "r.html").exists()


def test_unusable_target_figures_are_noted_not_crashed_on(tmp_path, capsys):
    k, e = gemm_entry()
    bad = {"clock_ghz": "fast", "hbm_gbps": -5, "l0a_bytes": 1.5, "l2_gbps": 1e400,
           "l0c_bytes": True, "l1_bytes": 0}
    cache = write_cache(tmp_path / "c.json", {k: e}, {"name": "ascend910b", **bad})
    assert run_case("report on unusable target figures",
                    ["report", cache, "-o", tmp_path / "r.html"], capsys) == 0
    note = "unusable values for " + ", ".join(f for f in (
        "l0a_bytes", "l0c_bytes", "l1_bytes", "clock_ghz", "hbm_gbps", "l2_gbps") if f in bad)
    assert note in (tmp_path / "r.html").read_text()


def test_non_finite_or_non_numeric_costs_are_one_line(tmp_path, capsys):
    from aoe_pass.cli import main

    k, e = gemm_entry()
    for cost in ("1e999", "-1", "0", '"12"', "NaN"):
        cache = write_cache(tmp_path / "c.json", {k: e})
        text = open(cache).read().replace('"cost": 10.0', f'"cost": {cost}')
        open(cache, "w").write(text)
        assert run_case(f"cost {cost}", ["report", cache, "-o", tmp_path / "r.html"], capsys) == 2
        main(["report", cache, "-o", str(tmp_path / "r.html")])
        assert "'cost' must be a positive finite number" in capsys.readouterr().err


def test_dollar_signs_in_plot_text_are_text():
    """Mathtext is off: '$' in a label neither fails nor turns into a formula."""
    from aoe_pass.report import plots
    from aoe_pass.report.data import TaskRow, TrialPoint
    from ge_bridge.opkey import Task

    shape = {"tokens": 64, "hidden": 64, "intermediate": 128, "activation": "a$b^{2}$c",
             "gated": False}
    row = TaskRow("k", Task("ffn", shape, "float16"), {"cost": 1.0, "default_cost": 2.0}, 1,
                  roofline=0.5, history=[TrialPoint(i + 1, "ok", 2.0 - i / 10) for i in range(5)])
    for svg in (plots.convergence(row, 1, "c1"), plots.time_split([row], "s1"),
                plots.efficiency([row], "e1")):
        assert "a$b^{2}$c" in svg
