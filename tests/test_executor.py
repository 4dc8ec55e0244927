"""LocalExecutor: streaming results, job ids, device indices, worker death, timeouts, cleanup."""
from __future__ import annotations

import os
import shlex
import signal
import sys
import time

import pytest

from aoe_pass.executors import LocalExecutor, worker_backend_opts
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task
from ge_bridge.tiling import stock_default

GEMM = Task("gemm", dict(m=512, n=512, k=512, batch=1, trans_a=False, trans_b=False, bias=False),
            "float16")

# A measurement command whose behaviour each job chooses through its configuration
# (AOE_TILING): sleep this long, record its pid, print this latency (or the device index + 1).
JOB_SCRIPT = """
import json, os, sys, time
c = json.loads(os.environ["AOE_TILING"])
if "pidfile" in c:
    with open(c["pidfile"], "w") as f:
        f.write(str(os.getpid()))
time.sleep(c.get("sleep", 0))
print(int(sys.argv[1]) + 1 if c.get("device") else c["out"])
"""


def command_opts(tmp_dir) -> dict:
    script = tmp_dir / "job.py"
    script.write_text(JOB_SCRIPT)
    run = f"{shlex.quote(sys.executable)} {shlex.quote(str(script))} {{device}}"
    # (source "" + no build: make_backend drops a None source, CommandBackend needs one)
    return {"source": "", "build_cmd": "", "strict_names": False, "run_cmd": run,
            "timeout_s": 120.0}


def drain(ex, results=None) -> dict:
    results = {} if results is None else results
    while ex.in_flight():
        for job_id, res in ex.wait(timeout=60):
            assert job_id not in results
            results[job_id] = res
    return results


def gone(pid: int, within: float = 10.0) -> bool:
    """True once ``pid`` no longer exists (a zombie counts as existing)."""
    end = time.monotonic() + within
    while time.monotonic() < end:
        try:
            with open(f"/proc/{pid}/stat") as f:
                if f.read().split(")")[-1].split()[0] == "Z":
                    time.sleep(0.05)
                    continue
        except (FileNotFoundError, ProcessLookupError):
            # gone before the open, or between the open and the read (the kernel answers ESRCH)
            return True
        time.sleep(0.05)
    return False


@pytest.fixture(scope="module")
def cmd_ex(tmp_path_factory):
    ex = LocalExecutor("command", command_opts(tmp_path_factory.mktemp("cmd")), workers=3,
                       job_timeout_s=4.0)
    yield ex
    ex.close()


def test_results_stream_as_they_complete(cmd_ex):
    cmd_ex.submit(1, GEMM, {"sleep": 2.0, "out": 11})
    cmd_ex.submit(2, GEMM, {"out": 22})
    first = cmd_ex.wait(timeout=60)
    assert [j for j, _ in first] == [2]  # the fast job submitted second comes back first
    assert cmd_ex.in_flight() == 1
    rest = drain(cmd_ex)
    assert list(rest) == [1] and rest[1].ok and rest[1].cost == 11


def test_every_job_completes_with_its_own_result(cmd_ex):
    todo = list(range(100, 109))
    results: dict = {}
    while todo or cmd_ex.in_flight():
        while todo and cmd_ex.in_flight() < cmd_ex.capacity:
            j = todo.pop()
            cmd_ex.submit(j, GEMM, {"out": j * 3, "sleep": 0.05 * (j % 3)})
        for j, res in cmd_ex.wait(timeout=60):
            assert j not in results
            results[j] = res
    assert sorted(results) == list(range(100, 109))
    assert all(r.ok and r.cost == j * 3 for j, r in results.items())


def test_each_worker_gets_its_device_index(cmd_ex):
    for j in range(3):
        cmd_ex.submit(j, GEMM, {"device": True, "sleep": 0.2})
    with pytest.raises(RuntimeError, match="busy"):
        cmd_ex.submit(9, GEMM, {"out": 1})
    costs = sorted(r.cost for r in drain(cmd_ex).values())
    assert costs == [1, 2, 3]  # {device} + 1 for workers 0, 1, 2


def test_hanging_job_times_out_and_its_command_is_killed(cmd_ex, tmp_path):
    pidfile = tmp_path / "hang.pid"
    cmd_ex.submit(1, GEMM, {"sleep": 600, "pidfile": str(pidfile), "out": 1})
    cmd_ex.submit(2, GEMM, {"sleep": 0.3, "out": 2})
    results = drain(cmd_ex)
    assert results[1].status == "timeout" and "4 s" in results[1].error
    assert results[2].ok and results[2].cost == 2
    assert gone(int(pidfile.read_text()))  # the worker unwound and killed the user's command
    for j in range(3):  # the replaced worker measures again
        cmd_ex.submit(10 + j, GEMM, {"out": 5})
    assert all(r.ok for r in drain(cmd_ex).values())


def test_killed_worker_costs_one_job_and_the_run_goes_on():
    with LocalExecutor("sim", {"delay_s": 1.0}, workers=2) as ex:
        cfg = stock_default(GEMM.kind, GEMM.shape, GEMM.dtype)
        ex.submit(1, GEMM, cfg)
        ex.submit(2, GEMM, cfg)
        victim = ex.worker_pids()[0]
        os.kill(victim, signal.SIGKILL)
        results = drain(ex)
        assert sorted(results) == [1, 2]
        statuses = sorted(r.status for r in results.values())
        assert statuses == ["ok", "runtime_error"]
        dead = next(r for r in results.values() if not r.ok)
        assert dead.error == "measurement worker died (signal 9)"
        assert victim not in ex.worker_pids()
        ex.submit(3, GEMM, cfg)
        ex.submit(4, GEMM, dict(cfg, tile_m=8))
        later = drain(ex)
        survivor = next(r for r in results.values() if r.ok)
        assert later[3].ok and later[3].cost == survivor.cost
        assert later[4].status == "invalid"


def test_wait_timeout_and_nothing_in_flight():
    ex = LocalExecutor("sim", {"delay_s": 1.5}, workers=1)
    try:
        assert ex.wait() == []  # nothing in flight: no blocking
        ex.submit(7, GEMM, stock_default(GEMM.kind, GEMM.shape, GEMM.dtype))
        assert ex.wait(timeout=0.2) == []
        assert ex.in_flight() == 1
        pids = ex.worker_pids()
    finally:
        ex.close()
        ex.close()  # idempotent
    assert all(gone(p) for p in pids)


def test_close_leaves_no_worker_behind(cmd_ex, tmp_path):
    ex = LocalExecutor("command", command_opts(tmp_path), workers=2)
    pidfile = tmp_path / "busy.pid"
    ex.submit(1, GEMM, {"sleep": 600, "pidfile": str(pidfile), "out": 1})
    pids = ex.worker_pids()
    deadline = time.monotonic() + 30
    while not pidfile.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    ex.close()
    assert all(gone(p) for p in pids)
    assert gone(int(pidfile.read_text()))  # also the command a worker was running


def test_user_errors_are_aoe_errors():
    with pytest.raises(AoeError, match="unknown backend"):
        LocalExecutor("gpu", {}, workers=1)
    with pytest.raises(AoeError, match="workers"):
        LocalExecutor("sim", {}, workers=0)
    with pytest.raises(AoeError, match="noise and delay_s must be >= 0"):  # raised in the worker
        LocalExecutor("sim", {"delay_s": -1.0}, workers=1)


def test_device_passed_only_where_the_backend_takes_it():
    assert "device" not in worker_backend_opts("sim", {"noise": 0.1}, 3)
    assert worker_backend_opts("cpu", {}, 3)["device"] == 3
    assert worker_backend_opts("command", {"source": None}, 2) == {"source": None, "device": 2}
