"""Helpers of the hostile-input suite: run the real CLI, check its failure is one line."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from ge_bridge.opkey import make_key
from ge_bridge.tiling import stock_default

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"name": "ascend910b", "soc": "Ascend910B3", "cube_cores": 20}
CASES = {"run": 0, "traceback": 0}  # hostile CLI runs this session; conftest prints the total


def aoe(*argv: str, cwd: str = ROOT, timeout: float = 120, stdin: str | None = None,
        env: dict | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m aoe_pass ARGV`` as a user would (the real CLI, a fresh process)."""
    full_env = dict(os.environ, PYTHONPATH=ROOT, **(env or {}))
    res = subprocess.run([sys.executable, "-m", "aoe_pass", *map(str, argv)], cwd=cwd,
                         capture_output=True, text=True, timeout=timeout, input=stdin, env=full_env)
    CASES["run"] += 1
    CASES["traceback"] += "Traceback (most recent call last)" in res.stderr
    return res


def assert_no_traceback(res: subprocess.CompletedProcess) -> None:
    assert "Traceback (most recent call last)" not in res.stderr, res.stderr[-3000:]
    assert "Traceback (most recent call last)" not in res.stdout, res.stdout[-3000:]


def assert_one_line_error(res: subprocess.CompletedProcess, needle: str = "", code: int = 2) -> str:
    assert_no_traceback(res)
    lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith("aoe_tune: error:")]
    # one error line, the last thing said (a run may have announced itself before failing)
    assert res.returncode == code and len(errors) == 1 and lines[-1] == errors[0], \
        (res.returncode, res.stderr[-2000:])
    assert needle in errors[0], errors[0]
    return errors[0]


def gemm_entry(m: int = 64, n: int = 64, k: int = 64, cost: float = 10.0, dtype: str = "float16",
               **tiling) -> tuple[str, dict]:
    shape = {"m": m, "n": n, "k": k, "batch": 1, "trans_a": False, "trans_b": False, "bias": False}
    entry = {"kind": "gemm", "shape": shape, "dtype": dtype,
             "tiling": dict(stock_default("gemm", shape, dtype), **tiling), "cost": cost,
             "default_cost": cost * 2, "unit": "us", "trials": 10, "backend": "sim",
             "space_hash": "x", "tuned_at": "2026-01-01T00:00:00Z", "tool_version": "0.1.0"}
    return make_key("gemm", shape, dtype), entry


def write_cache(path, entries: dict, target: dict | None = None) -> str:
    doc = {"format": "aoe-tiling-cache", "version": 1, "target": target or TARGET,
           "entries": entries}
    with open(path, "w") as f:
        json.dump(doc, f)
    return str(path)


# ---------------------------------------------------------------- the in-process case runner
ERROR_LINE = ("aoe_tune: error:", "aoe_tune: every candidate failed")


def run_case(label: str, argv: list, capsys, codes: tuple = (0, 1, 2)) -> int:
    """Run the CLI in this process on one hostile case: it must end with an exit code in
    ``codes``, never an uncaught exception (what a user would see as a traceback), and a
    failure must end with one ``aoe_tune ...: error:`` line."""
    from aoe_pass.cli import main

    CASES["run"] += 1
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:  # argparse's own one-line usage error
        code = exc.code if isinstance(exc.code, int) else 2
    except BaseException as exc:  # noqa: BLE001 - this is what the suite exists to catch
        CASES["traceback"] += 1
        raise AssertionError(f"{label}: uncaught {type(exc).__name__}: {str(exc)[:300]}") from exc
    err = capsys.readouterr().err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert "Traceback" not in err, (label, err[-2000:])
    assert code in codes, (label, code, err[-1000:])
    if code:
        assert lines and (lines[-1].startswith(ERROR_LINE) or
                          (lines[-1].startswith("aoe_tune ") and ": error: " in lines[-1])), \
            (label, err[-1000:])
    return code


# ---------------------------------------------------------------- misbehaving kernel jobs
# (run inside an IsolatedWorker child: python -m aoe_pass.backends.isolation)
def job_kill_my_group(_payload) -> None:
    os.kill(0, 9)


def job_fork_a_sleeper(pidfile: str) -> int:
    pid = os.fork()
    if pid == 0:
        import time

        time.sleep(300)
        os._exit(0)
    with open(pidfile, "w") as f:
        f.write(str(pid))
    os.write(1, b"junk on the tuner's stdout\n")
    os.write(2, b"junk on the tuner's stderr\n")
    return pid
