"""The reference AOE single-operator flow: aoe_tune --config ... --op-source ... --output ..."""
import json
import os
import re
import shutil
import subprocess

import pytest

from aoe_pass.backends.source_rewrite import current_values
from aoe_pass.cli import main
from aoe_pass.commands import single_op
from aoe_pass.search import load_aoe_config
from ge_bridge.errors import AoeError

EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "aoe_pass", "examples")
KERNEL = os.path.join(EXAMPLES, "gemm_kernel.c")
CONFIG = os.path.join(EXAMPLES, "aoe_config.json")
needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")

# A kernel-less "source": the run prints the TILE value, so the best candidate is known.
TILE_SRC = "/* toy */\n#define TILE 1\nint unrelated = 5;\n"
PRINT_TILE = "grep -o 'TILE [0-9]*' {src} | cut -d' ' -f2"


def write_config(path, **keys):
    items = list(keys.items())
    lines = [f"  {json.dumps(k)}: {json.dumps(v)}{',' if i < len(items) - 1 else ''}  // {k}"
             for i, (k, v) in enumerate(items)]
    path.write_text("// test config\n{\n" + "\n".join(lines) + "\n}\n")
    return str(path)


def tune(*argv):
    return main(["--config", *argv, "--quiet"])


@needs_cc
def test_shipped_example_end_to_end(tmp_path, capsys):
    out = tmp_path / "optimized_kernel.c"
    rc = tune(CONFIG, "--op-source", KERNEL, "--output", str(out), "--trials", "4",
              "--strategy", "random", "--seed", "3")
    printed = capsys.readouterr().out
    assert rc == 0, printed
    assert "4 trials" in printed and "source as written" in printed
    with open(KERNEL) as f:
        original = f.read()
    tuned = out.read_text()
    cfg = load_aoe_config(CONFIG)
    values = current_values(tuned, cfg.search_space)
    assert set(values) == set(cfg.search_space)
    assert all(values[n] in cfg.search_space[n] for n in values)
    assert (values["tile_m"] * values["tile_k"] + values["tile_k"] * values["tile_n"]) * 4 <= 65536
    best = re.search(r"best: (.*): latency", printed).group(1)
    assert best == ", ".join(f"{k}={v}" for k, v in values.items())
    # only the tunable lines differ from the original
    diff = [(a, b) for a, b in zip(original.splitlines(), tuned.splitlines()) if a != b]
    assert len(original.splitlines()) == len(tuned.splitlines())
    assert all("TILE_" in a or "aoe:tune" in a for a, _ in diff)
    binary = tmp_path / "tuned"
    subprocess.run(["cc", "-O2", "-o", str(binary), str(out)], check=True)
    run = subprocess.run([str(binary)], capture_output=True, text=True, check=True)
    assert float(run.stdout.strip().splitlines()[-1]) > 0


def test_objective_direction_and_space_exhaustion(tmp_path, capsys):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    cfg = write_config(tmp_path / "lat.json", search_space={"tile": [7, 3, 9, 5]},
                       optimization_objective="latency", trials=50, strategy="random")
    out = tmp_path / "best.c"
    assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                "--run-cmd", PRINT_TILE) == 0
    assert out.read_text() == TILE_SRC.replace("TILE 1", "TILE 3")
    assert "exhausted" in capsys.readouterr().out
    cfg = write_config(tmp_path / "tp.json", search_space={"tile": [7, 3, 9, 5]},
                       optimization_objective="throughput", trials=4, strategy="random")
    assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                "--run-cmd", PRINT_TILE) == 0
    assert out.read_text() == TILE_SRC.replace("TILE 1", "TILE 9")


def test_target_throughput_stops_early(tmp_path, capsys):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    space = list(range(10, 210, 10))
    cfg = write_config(tmp_path / "c.json", search_space={"TILE": space}, trials=20,
                       target_throughput=150, strategy="random", seed=1)
    out = tmp_path / "best.c"
    assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                "--run-cmd", PRINT_TILE) == 0
    printed = capsys.readouterr().out
    assert "target reached" in printed
    trials = int(re.search(r"(\d+) trials", printed).group(1))
    assert trials < len(space)
    assert current_values(out.read_text(), ["TILE"])["TILE"] >= 150


def test_every_candidate_failing_writes_nothing(tmp_path, capsys):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    cfg = write_config(tmp_path / "c.json", search_space={"tile": [1, 2, 3]},
                       optimization_objective="latency", trials=3, strategy="grid")
    out = tmp_path / "best.c"
    out.write_text("precious\n")
    rc = tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
              "--run-cmd", "echo oops >&2; exit 3")
    captured = capsys.readouterr()
    assert rc == 1
    assert "runtime_error: 3" in captured.out and "oops" in captured.out
    assert "not written" in captured.err
    assert out.read_text() == "precious\n"
    rc = tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
              "--run-cmd", "sleep 10", "--measure-timeout", "0.3", "--trials", "1")
    assert rc == 1 and "timeout: 1" in capsys.readouterr().out
    assert out.read_text() == "precious\n"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".aoe_tmp")] == []


@pytest.mark.parametrize("keys, extra, message", [
    ({"search_space": {"tile_q": [1, 2]}}, [], "tile_q"),
    ({"search_space": {"tile": [1, 2]}, "backend": "sim"}, [], "command backend"),
    ({"search_space": {"tile": [1, 2]}, "trails": 3}, [], "trials"),
    ({"search_space": {"tile": [1, 2]}, "constraints": ["tile > 5"]}, [], "constraint"),
    ({"search_space": {"tile": [1, 2]}}, ["--op-source", "/nonexistent/k.c"], "cannot read"),
    ({"search_space": {"tile": [1, 2]}}, ["--output", "/nonexistent/dir/out.c"], "does not exist"),
    ({}, [], "search_space"),
])
def test_user_errors_are_one_line_exit_2(tmp_path, capsys, keys, extra, message):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    cfg = write_config(tmp_path / "c.json", **keys)
    argv = [cfg, "--op-source", str(src), "--output", str(tmp_path / "o.c"), "--build-cmd", "",
            "--run-cmd", PRINT_TILE, *extra]
    assert tune(*argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("aoe_tune: error:") and err.count("\n") == 1, err
    assert message in err
    assert not (tmp_path / "o.c").exists()


def test_write_atomic_never_leaves_a_half_written_file(tmp_path, monkeypatch):
    target = tmp_path / "out.c"
    target.write_text("old\n")
    single_op.write_atomic(str(target), "new\n")
    assert target.read_text() == "new\n"

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(single_op.os, "replace", broken_replace)
    with pytest.raises(AoeError, match="No space left"):
        single_op.write_atomic(str(target), "newer\n")
    assert target.read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.c"]


def test_config_measure_timeout_is_honoured(tmp_path, capsys):
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    cfg = write_config(tmp_path / "c.json", search_space={"tile": [2, 3]}, trials=1,
                       optimization_objective="latency", measure_timeout=0.3)
    rc = tune(cfg, "--op-source", str(src), "--output", str(tmp_path / "o.c"), "--build-cmd", "",
              "--run-cmd", "sleep 10")
    assert rc == 1 and "timeout: 1" in capsys.readouterr().out
    assert not (tmp_path / "o.c").exists()


def test_confirmation_remeasures_the_best_and_picks_by_mean(tmp_path, capsys):
    """TILE 2's first run is a lucky 50 us, every later run 150 us (mean 100); TILE 3 is a
    steady 95 us, TILE 1 100 us. Without confirmation the lucky draw wins; with 3 confirmation
    trials the best three are re-measured and the lowest mean (TILE 3) is written."""
    import shlex

    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    state = shlex.quote(str(tmp_path / "seen_"))
    run_cmd = (f"t=$(grep -o 'TILE [0-9]*' {{src}} | cut -d' ' -f2); "
               f"if [ $t = 2 ]; then if [ -e {state}$t ]; then echo 150; else touch {state}$t; "
               f"echo 50; fi; elif [ $t = 3 ]; then echo 95; else echo 100; fi")
    cfg = write_config(tmp_path / "c.json", search_space={"TILE": [1, 2, 3]}, trials=6,
                       optimization_objective="latency", strategy="random", confirm=3)
    out = tmp_path / "best.c"
    assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                "--run-cmd", run_cmd) == 0
    printed = capsys.readouterr().out
    assert out.read_text() == TILE_SRC.replace("TILE 1", "TILE 3"), printed
    assert "6 trials (3 of them re-measuring the best)" in printed
    assert "best: TILE=3: latency 95 us" in printed
    assert "confirmed: mean of 2: 95 .. 95 (+-0.0%) us" in printed
    # the same run without confirmation keeps the lucky draw
    for f in tmp_path.glob("seen_*"):
        f.unlink()
    assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                "--run-cmd", run_cmd, "--confirm", "0") == 0
    assert out.read_text() == TILE_SRC.replace("TILE 1", "TILE 2")


def test_exact_measurements_build_bayes_without_redraw(tmp_path, capsys, monkeypatch):
    """``exact_measurements: true`` says the run prints a deterministic cost: the command
    backend declares its measurements exact and the driver builds bayes with its ``for_exact``
    options (no ``redraw``); unset, the defaults stay (redraw on); a bad value is the user's
    error, one line naming the key."""
    import aoe_pass.tuning.task_run as task_run

    made = []
    real = task_run.make_strategy

    def spy(name, space, **kw):
        made.append(real(name, space, **kw))
        return made[-1]

    monkeypatch.setattr(task_run, "make_strategy", spy)
    src = tmp_path / "toy.c"
    src.write_text(TILE_SRC)
    out = tmp_path / "best.c"
    for exact, redraw in ((True, 0), (False, 1), (None, 1)):
        keys = {"search_space": {"tile": [7, 3, 9, 5]}, "trials": 3, "strategy": "bayes"}
        if exact is not None:
            keys["exact_measurements"] = exact
        cfg = write_config(tmp_path / f"c{len(made)}.json", **keys)
        assert tune(cfg, "--op-source", str(src), "--output", str(out), "--build-cmd", "",
                    "--run-cmd", PRINT_TILE) == 0
        assert made[-1].redraw == redraw, exact
    cfg = write_config(tmp_path / "bad.json", search_space={"tile": [7, 3]}, exact_measurements="yes")
    with pytest.raises(AoeError, match="'exact_measurements' must be true or false"):
        load_aoe_config(cfg)
