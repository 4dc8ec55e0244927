"""The single-op objective: minimise time unless the run prints a rate; contradictions refused."""
import json

import pytest

from aoe_pass.backends.command import CommandBackend, metric_kind
from aoe_pass.cli import main
from ge_bridge.errors import AoeError

TILE_SRC = "/* toy */\n#define TILE 1\nint unrelated = 5;\n"
# the run prints the candidate's TILE value followed by a unit: the best candidate is known
PRINT = "echo \"$(grep -o 'TILE [0-9]*' {src} | cut -d' ' -f2) %s\""
VALUES = [7, 3, 9, 5]


def _config(path, **keys):
    path.write_text("// no optimization_objective unless given\n" + json.dumps(
        {"search_space": {"tile": VALUES}, "trials": 4, "strategy": "grid", **keys}))
    return str(path)


def _tune(tmp_path, unit, **keys):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    out = tmp_path / "best.c"
    rc = main(["--config", _config(tmp_path / "c.json", **keys), "--op-source", str(src),
               "--output", str(out), "--build-cmd", "", "--run-cmd", PRINT % unit, "--quiet"])
    return rc, (out.read_text() if out.exists() else None)


@pytest.mark.parametrize("unit", ["us", "ms", ""])
def test_a_printed_latency_with_no_objective_picks_the_fastest(tmp_path, unit):
    rc, best = _tune(tmp_path, unit)
    assert rc == 0
    assert best == TILE_SRC.replace("TILE 1", f"TILE {min(VALUES)}")


def test_a_printed_rate_with_no_objective_picks_the_highest(tmp_path):
    rc, best = _tune(tmp_path, "tokens/s")
    assert rc == 0
    assert best == TILE_SRC.replace("TILE 1", f"TILE {max(VALUES)}")


def test_a_throughput_objective_fed_a_time_is_refused_in_one_line(tmp_path, capsys):
    rc, best = _tune(tmp_path, "us", optimization_objective="throughput")
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and best is None
    assert len(err) == 1 and err[0].startswith("aoe_tune: error: the run printed a time")
    assert "optimization_objective" in err[0]


def test_a_latency_objective_fed_a_rate_is_refused():
    with pytest.raises(AoeError, match="printed a rate"):
        CommandBackend(None, run_cmd="echo 250 GFLOPS", objective="latency").measure(None, [{}])


def test_a_run_that_changes_its_kind_of_metric_is_refused(tmp_path):
    b = CommandBackend(None, run_cmd=f"cat {tmp_path / 'm.txt'}", objective=None)
    (tmp_path / "m.txt").write_text("12 us\n")
    assert b.measure(None, [{}])[0].cost == 12.0
    (tmp_path / "m.txt").write_text("12 tokens/s\n")
    with pytest.raises(AoeError, match="earlier run"):
        b.measure(None, [{}])


@pytest.mark.parametrize("line,kind", [
    ("164 us", "latency"), ("1.5 ms", "latency"), ("3e3 ns", "latency"), ("12", None),
    ("250 tokens/s", "throughput"), ("9.1 GB/s", "throughput"), ("88 GFLOPS", "throughput"),
    ('{"latency_us": 3}', "latency"), ('{"throughput": 3}', "throughput"),
    ('{"latency_us": 3, "throughput": 5}', None), ("7 widgets", None), ("2 ps", None),
])
def test_metric_kind_reads_the_unit(line, kind):
    assert metric_kind(line) == kind
