"""What users of AOE/TVM expect: --version, --resume hints, provenance in compiled models,
the report's trial columns."""
import json
import os
import signal
import subprocess
import sys
import time

import onnx
import pytest

from aoe_pass import __version__
from aoe_pass.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_version(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0 and capsys.readouterr().out.strip() == f"aoe_tune {__version__}"


def test_a_log_without_resume_is_warned_about(tmp_path, capsys):
    args = ["tune", "tiny-llama", "--cache", str(tmp_path / "c.json"), "--no-progress",
            "--max-trials-per-task", "2"]
    assert main(args) == 0
    assert "warning" not in capsys.readouterr().err
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "already holds 12 trials" in err and "--resume" in err
    assert main([*args, "--resume"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_an_interrupted_run_says_how_to_resume(tmp_path):
    log = tmp_path / "c.json.trials.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "aoe_pass", "tune", "tiny-llama", "--cache",
                             str(tmp_path / "c.json"), "--no-progress", "--sim-delay", "0.05",
                             "--trials", "400"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True,
                            # a shell's background job inherits SIGINT ignored (and Python then
                            # keeps it ignored): give the tuner the default Ctrl-C behaviour
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.time() + 60
    while time.time() < deadline and not (log.exists() and log.stat().st_size > 0):
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    lines = err.strip().splitlines()
    # one line says it stopped and how to continue (the run's header line comes before it)
    assert lines[-1].startswith("aoe_tune: interrupted; ") and "--resume" in lines[-1]
    assert err.count("aoe_tune: interrupted") == 1 and "Traceback" not in err


def test_the_compiled_model_records_cache_hash_target_and_tool_version(tmp_path):
    import hashlib

    cache, out = tmp_path / "c.json", tmp_path / "m.onnx"
    assert main(["tune", "tiny-llama", "--cache", str(cache), "--no-progress",
                 "--max-trials-per-task", "2"]) == 0
    assert main(["compile", "tiny-llama", "--cache", str(cache), "-o", str(out)]) == 0
    meta = {p.key: p.value for p in onnx.load(str(out)).metadata_props}
    assert meta["aoe_cache_sha256"] == hashlib.sha256(cache.read_bytes()).hexdigest()
    assert (meta["aoe_target"], meta["aoe_tool_version"]) == ("ascend910b", __version__)
    # one profile: the dims it was compiled for, the built-in's defaults (what `run` binds)
    from models.registry import get_model
    assert json.loads(meta["aoe_profiles"]) == [get_model("tiny-llama").default_dims]


def test_report_trials_are_totals_with_trials_to_best_and_tiny_ops_labelled(tmp_path):
    pytest.importorskip("matplotlib")
    from aoe_pass.report import collect
    from aoe_pass.tuning.trial_log import read_trials

    cache = tmp_path / "c.json"
    assert main(["tune", "qwen2.5-7b-decode", "--cache", str(cache), "--no-progress",
                 "--max-trials-per-task", "9"]) == 0
    data = collect(str(cache), model="qwen2.5-7b-decode")
    trials = read_trials(str(cache) + ".trials.jsonl")
    for r in data.rows:
        mine = [t for t in trials if t.key == r.key]
        assert r.trials == len(mine) == 9
        first_best = next(i + 1 for i, t in enumerate(mine) if t.status == "ok" and t.cost == r.tuned)
        assert r.trials_to_best == first_best == r.entry["trials_to_best"]
    # 910B: one HBM access is ~0.44 us; a one-token RMSNorm of 3584 values is bound far below it
    tiny = {r.task.kind for r in data.rows if r.tiny}
    assert "rmsnorm" in tiny and "ffn" not in tiny
