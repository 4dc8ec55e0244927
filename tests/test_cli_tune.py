"""`aoe_tune tune` end to end: SIGKILL + --resume, two tuners sharing a cache, bad input."""
import json
import os
import signal
import subprocess
import sys
import time

from aoe_pass.cli import main
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache
from ge_bridge.errors import AoeError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tune_cmd(model, cache, *extra):
    return [sys.executable, "-m", "aoe_pass", "tune", model, "--cache", str(cache),
            "--no-progress", *extra]


def task_keys(model):
    out = subprocess.run([sys.executable, "-m", "aoe_pass", "tasks", model, "--json"],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    return {t["key"] for t in json.loads(out)["tasks"]}


def test_sigkill_then_resume_repeats_nothing(tmp_path):
    cache = tmp_path / "c.json"
    log = tmp_path / "c.json.trials.jsonl"
    args = ("--trials", "40", "--strategy", "random", "--sim-delay", "0.05")
    proc = subprocess.Popen(tune_cmd("tiny-llama", cache, *args), cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    parsed = 0
    deadline = time.time() + 60
    try:
        while time.time() < deadline:
            if cache.exists():  # the cache parses at every moment
                load_cache(cache)
                parsed += 1
            if log.exists() and len(read_trials(log)) >= 15:
                break
            time.sleep(0.01)
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    before = read_trials(log)
    assert 15 <= len(before) < 40
    done = subprocess.run(tune_cmd("tiny-llama", cache, *args, "--resume"), cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    after = read_trials(log)
    pairs = [(t.key, json.dumps(t.config, sort_keys=True)) for t in after]
    assert len(after) == 40 and len(set(pairs)) == 40  # nothing measured twice
    assert [t.config for t in after[:len(before)]] == [t.config for t in before]
    assert set(load_cache(cache).entries) == task_keys("tiny-llama")
    assert parsed > 0


def test_two_tuners_share_one_cache(tmp_path):
    cache = tmp_path / "shared.json"
    procs = [subprocess.Popen(tune_cmd(m, cache, "--trials", "30", "--strategy", "random",
                                       "--log", str(tmp_path / f"{m}.jsonl")),
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
             for m in ("tiny-llama", "tiny-gpt2")]
    for p in procs:
        _, err = p.communicate(timeout=120)
        assert p.returncode == 0, err
    assert set(load_cache(cache).entries) == task_keys("tiny-llama") | task_keys("tiny-gpt2")


def run_cli(capsys, *argv):
    code = main(list(argv))
    err = capsys.readouterr().err.strip().splitlines()
    return code, err


def test_bad_input_is_one_line_exit_2(tmp_path, capsys):
    cache = tmp_path / "c.json"
    cache.write_text('{"format": "something-else"}')
    cases = [
        ("tune", "no-such-model", "--cache", str(tmp_path / "x.json")),
        ("tune", "tiny-llama", "--cache", str(tmp_path / "x.json"), "--trials", "0"),
        ("tune", "tiny-llama", "--cache", str(cache)),
        ("tune", "tiny-llama", "--cache", str(tmp_path / "nodir" / "c.json")),
        ("tune", "tiny-llama", "--cache", str(tmp_path / "x.json"), "--dim", "seq=abc"),
    ]
    for argv in cases:
        code, err = run_cli(capsys, *argv)
        assert code == 2, argv
        assert len(err) == 1 and err[0].startswith("aoe_tune: error:"), (argv, err)
    assert cache.read_text() == '{"format": "something-else"}'


def test_config_file_constraints_and_unknown_key(tmp_path, capsys):
    cfg = tmp_path / "aoe.json"
    cfg.write_text('{// reference format\n "search_space": {"tile_m": [16, 32]},\n'
                   ' "constraints": ["tile_m * tile_k * 2 < 64*1024"], "trials": 20, "strategy": "random"}')
    code, err = run_cli(capsys, "tune", "tiny-llama", "--cache", str(tmp_path / "c.json"),
                        "--config", str(cfg), "--no-progress")
    assert code == 0, err
    gemm_trials = [t for t in read_trials(tmp_path / "c.json.trials.jsonl") if t.kind in ("gemm", "ffn")]
    default_m = {128}
    assert all(t.config["tile_m"] in (16, 32) or t.config["tile_m"] in default_m for t in gemm_trials)
    entries = load_cache(tmp_path / "c.json").entries.values()
    assert all(e["tiling"]["tile_m"] in (16, 32) for e in entries if e["kind"] in ("gemm", "ffn"))
    cfg.write_text('{"search_spcae": {}}')
    code, err = run_cli(capsys, "tune", "tiny-llama", "--cache", str(tmp_path / "d.json"), "--config", str(cfg))
    assert code == 2 and "search_space" in err[0]


def test_aoe_error_is_single_line():
    assert "\n" not in str(AoeError("a\nb"))


def test_hostile_constraint_is_refused_before_anything_runs(tmp_path, capsys):
    marker = tmp_path / "pwned"
    for expr in (f"__import__('os').system('touch {marker}')", "().__class__", "lambda: 0",
                 "9**9**9**9", "[x for x in (1,)]", "tile_m.bit_length() > 3"):
        cfg = tmp_path / "aoe.json"
        cfg.write_text(json.dumps({"constraints": [expr], "trials": 10}))
        code, err = run_cli(capsys, "tune", "tiny-llama", "--cache", str(tmp_path / "c.json"),
                            "--config", str(cfg), "--no-progress")
        assert code == 2 and len(err) == 1, (expr, err)
    assert not marker.exists() and not (tmp_path / "c.json").exists()


def test_readme_main_job_covers_every_task_of_the_builtin_qwen(tmp_path, capsys):
    cache = tmp_path / "tiling.json"
    code = main(["tune", "qwen2.5-7b", "--cache", str(cache), "--trials", "35", "--no-progress"])
    out = capsys.readouterr().out
    assert code == 0
    assert set(load_cache(cache).entries) == task_keys("qwen2.5-7b")
    assert "qwen2.5-7b (prefill), modelled on the Ascend 910B sim" in out and "tokens/s" in out
    for entry in load_cache(cache).entries.values():
        assert entry["cost"] <= entry["default_cost"]
