"""Faults an unlucky user meets: a backend that raises (one failed trial under every executor),
a full disk under the trial log, SIGTERM and kill -9 mid-run (nothing lost or repeated)."""
import errno
import json
import os
import shlex
import signal
import subprocess
import sys
import time

import pytest
from hostile_util import ROOT, aoe, assert_no_traceback

from aoe_pass.backends import backend_target
from aoe_pass.backends.base import RUNTIME_ERROR
from aoe_pass.backends.sim import SimBackend
from aoe_pass.cli import main
from aoe_pass.tuning.driver import TuneOptions, tune
from ge_bridge.cache import load_cache
from ge_bridge.opkey import Task

GEMM = Task("gemm", dict(m=512, n=1024, k=1024, batch=1, trans_a=False, trans_b=False, bias=False),
            "float16")
NORM = Task("rmsnorm", {"rows": 512, "hidden": 1024}, "float16")


class Exploding(SimBackend):
    """The sim, except that every third measurement raises (deep recursion, say)."""

    calls = 0

    def measure(self, task, configs):
        Exploding.calls += 1
        if Exploding.calls % 3 == 0:
            raise RecursionError("maximum recursion depth exceeded while decoding a JSON array")
        return super().measure(task, configs)


def records(path):
    """The complete records of a log (a final record torn by a kill is not one)."""
    lines = open(path).read().split("\n")
    out = []
    for i, line in enumerate(lines):
        try:
            out.append(json.loads(line))
        except ValueError:
            assert i == len(lines) - 1, f"line {i + 1} of {path} is not a record"
    return out


def test_a_raising_backend_costs_one_trial_inline(tmp_path):
    doc, target = backend_target("sim")
    Exploding.calls = 0
    res = tune([GEMM, NORM], Exploding(), doc, target, str(tmp_path / "c.json"),
               str(tmp_path / "log.jsonl"), TuneOptions(strategy="random", trials=9, progress=False))
    logged = records(tmp_path / "log.jsonl")
    failed = [r for r in logged if r["status"] == RUNTIME_ERROR]
    assert res.measured == 9 and len(logged) == 9 and len(failed) == 3
    assert all("RecursionError" in r["error"] for r in failed)
    assert len(load_cache(tmp_path / "c.json")) == 2


def test_a_raising_backend_costs_one_trial_in_a_local_worker(monkeypatch):
    """The worker process (forked here, so it sees the patched factory) answers the job with
    a failed result and stays up for the next one."""
    import aoe_pass.backends as backends
    from aoe_pass.executors import LocalExecutor

    monkeypatch.setattr(backends, "make_backend", lambda name, **kw: Exploding())
    Exploding.calls = 0
    with LocalExecutor("sim", workers=1, start_method="fork") as ex:
        results = []
        for job in range(6):
            ex.submit(job, GEMM, {"tile_m": 128})
            results += ex.wait(timeout=60)
        assert ex.replaced == 0
    statuses = [r.status for _, r in sorted(results)]
    assert statuses.count(RUNTIME_ERROR) == 2 and len(statuses) == 6


def test_a_raising_backend_costs_one_trial_in_a_ray_actor():
    """The Ray actor's job body (run here without a cluster): a raise is a failed result."""
    from aoe_pass.executors.ray import MeasureActor

    actor = MeasureActor.__new__(MeasureActor)
    actor.be, actor.error = Exploding(), ""
    Exploding.calls = 2
    kind, job, result = actor.measure(7, GEMM, {"tile_m": 128}, None)
    assert (kind, job, result.status) == ("result", 7, RUNTIME_ERROR)
    assert "RecursionError" in result.error


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_100000_deep_json_benchmark_line_costs_one_trial(tmp_path, workers):
    """The issue's case through the real CLI, under the inline and the local executor."""
    bench = tmp_path / "deep.py"
    bench.write_text("import os, json\n"
                     "c = json.loads(os.environ['AOE_TILING'])\n"
                     "deep = '[' * 100000 + ']' * 100000\n"
                     "print('{\"latency_us\": %s}' % (deep if c['tile_m'] == 128 else 10 + c['tile_k']))\n")
    from test_cli_errors import mlp

    model = mlp(str(tmp_path / "m.onnx"))
    res = aoe("tune", model, "--dim", "tokens=64", "--cache", tmp_path / "c.json", "--backend",
              "command", "--run-cmd", f"{shlex.quote(sys.executable)} {shlex.quote(str(bench))}",
              "--trials", "4", "--workers", workers, "--no-progress", "--strategy", "random")
    assert_no_traceback(res)
    assert res.returncode == 0, res.stderr
    logged = records(tmp_path / "c.json.trials.jsonl")
    assert len(logged) == 4
    deep = [r for r in logged if r["config"]["tile_m"] == 128]
    assert deep and all(r["status"] == RUNTIME_ERROR for r in deep)  # the default, at least
    assert all(r["status"] == "ok" for r in logged if r["config"]["tile_m"] != 128)


def test_disk_full_under_the_trial_log_is_one_line_and_the_cache_is_written(tmp_path, monkeypatch, capsys):
    """ENOSPC on the 5th record: one error line, exit 2, and the cache holds what was measured."""
    from aoe_pass.tuning import trial_log

    real_write, count = trial_log.TrialLog.append, {"n": 0}

    def append(self, trial):
        count["n"] += 1
        if count["n"] == 5:
            real_fsync = os.fsync
            monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(
                OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
            try:
                return real_write(self, trial)
            finally:
                monkeypatch.setattr(os, "fsync", real_fsync)
        return real_write(self, trial)

    monkeypatch.setattr(trial_log.TrialLog, "append", append)
    cache = tmp_path / "c.json"
    code = main(["tune", "tiny-llama", "--cache", str(cache), "--trials", "12", "--no-progress",
                 "--strategy", "random"])
    err = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("aoe_tune: error")]
    assert code == 2 and len(err) == 1 and "No space left on device" in err[0], err
    assert len(load_cache(cache)) >= 4  # the tasks measured before the disk filled
    lines = open(str(cache) + ".trials.jsonl").read().splitlines()
    assert len(lines) >= 4  # the earlier records are intact


def _tune_proc(tmp_path, *extra):
    cmd = [sys.executable, "-m", "aoe_pass", "tune", "tiny-llama", "--cache", str(tmp_path / "c.json"),
           "--trials", "60", "--sim-delay", "0.05", "--no-progress", "--strategy", "random", *extra]
    return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=ROOT))


def _wait_for_records(log, n, proc, limit=60.0):
    end = time.monotonic() + limit
    while time.monotonic() < end and proc.poll() is None:
        if os.path.exists(log) and sum(1 for _ in open(log)) >= n:
            return
        time.sleep(0.05)
    raise AssertionError("the run logged too few trials")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_killed_mid_run_then_resumed_loses_and_repeats_nothing(tmp_path, sig):
    log = str(tmp_path / "c.json.trials.jsonl")
    proc = _tune_proc(tmp_path)
    _wait_for_records(log, 10, proc)
    proc.send_signal(sig)
    _out, err = proc.communicate(timeout=60)
    assert "Traceback" not in err, err
    first = records(log)
    if sig == signal.SIGTERM:  # unwound like Ctrl-C: one line, and the cache merged
        last = err.strip().splitlines()[-1]
        assert proc.returncode == 128 + signal.SIGTERM and last.startswith("aoe_tune: terminated; ") \
            and "--resume" in last and err.count("aoe_tune: terminated") == 1
        cached = load_cache(tmp_path / "c.json")
        assert len(cached) >= 1 and all(e["trials"] >= 1 for e in cached.entries.values())
    res = aoe("tune", "tiny-llama", "--cache", tmp_path / "c.json", "--trials", "60",
              "--no-progress", "--strategy", "random", "--resume")
    assert res.returncode == 0, res.stderr
    after = records(log)
    assert after[: len(first)] == first and len(after) == 60  # nothing lost, the budget kept
    seen = [(r["key"], json.dumps(r["config"], sort_keys=True)) for r in after]
    assert len(set(seen)) == len(seen)  # nothing measured twice
    assert len(load_cache(tmp_path / "c.json")) == 6


def test_a_symlinked_cache_is_written_through(tmp_path, capsys):
    from hostile_util import run_case

    real = tmp_path / "real.json"
    link = tmp_path / "link.json"
    argv = ["tune", "tiny-llama", "--trials", "6", "--no-progress", "--strategy", "random"]
    assert run_case("tune", [*argv, "--cache", real], capsys) == 0
    os.symlink(real, link)
    assert run_case("tune via a link", [*argv, "--cache", link, "--log", tmp_path / "l.jsonl",
                                        "--seed", "1"], capsys) == 0
    assert os.path.islink(link)  # written through, not replaced by a regular file
    assert load_cache(real).entries and not os.path.exists(str(link) + ".lock")


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # gone before the open, or before the read
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="needs /proc")
def test_a_setsid_child_of_a_run_command_does_not_outlive_the_step(tmp_path):
    from aoe_pass.backends.command import CommandBackend

    pidfile = tmp_path / "pid"
    run = f"setsid sh -c 'echo $$ > {shlex.quote(str(pidfile))}; exec sleep 300' & sleep 0.3; echo 5"
    (res,) = CommandBackend(None, run_cmd=run, workdir=str(tmp_path / "w")).measure(None, [{}])
    assert res.ok
    pid = int(pidfile.read_text())
    end = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < end:
        time.sleep(0.05)
    assert not _alive(pid)


def test_a_kernel_that_kills_its_group_or_forks_reaches_only_itself(tmp_path):
    """In a session of its own (so a regression cannot take this test run down with it)."""
    pidfile = tmp_path / "pid"
    script = (
        "import sys\n"
        "from aoe_pass.backends.isolation import IsolatedWorker\n"
        "w = IsolatedWorker(timeout_s=30)\n"
        "print(w.call('hostile_util:job_kill_my_group').status)\n"
        f"print(w.call('hostile_util:job_fork_a_sleeper', {str(pidfile)!r}).status)\n"
        "w.close()\n"
        "print('tuner alive')\n")
    res = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, start_new_session=True,
                         env=dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT, os.path.dirname(__file__)])))
    assert res.stdout.split() == ["crashed", "ok", "tuner", "alive"], res.stdout + res.stderr
    assert "junk" not in res.stdout + res.stderr  # the kernel wrote to its own /dev/null
    pid = int(pidfile.read_text())
    end = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < end:
        time.sleep(0.05)
    assert not _alive(pid)  # the fork went with the worker's group
