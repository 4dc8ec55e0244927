"""The command backend: user build/run commands, scoring and failure statuses."""
import json
import os
import shlex
import shutil
import sys
import time

import pytest

from aoe_pass.backends import command as command_mod
from aoe_pass.backends.base import COMPILE_ERROR, OK, RUNTIME_ERROR, TIMEOUT, WRONG_RESULT
from aoe_pass.backends.command import CommandBackend, parse_metric
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task

EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "aoe_pass", "examples", "gemm_kernel.c")
PY = shlex.quote(sys.executable)
needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")


def run_only(run_cmd, **kw):
    return CommandBackend(None, run_cmd=run_cmd, **kw)


def test_latency_number_json_and_units():
    res = run_only("echo warming up; echo 12.5").measure(None, [{}])[0]
    assert (res.status, res.cost, res.metric) == (OK, 12.5, 12.5)
    res = run_only("echo '{\"latency_us\": 40, \"note\": \"x\"}'").measure(None, [{}])[0]
    assert (res.status, res.cost) == (OK, 40.0)
    res = run_only("echo 1.5 ms; echo").measure(None, [{}])[0]  # trailing blank line ignored
    assert res.ok and res.cost == pytest.approx(1500.0)


def test_throughput_objective_converts_to_cost_and_keeps_the_metric():
    b = run_only("echo 250 tokens/s", objective="throughput")
    res = b.measure(None, [{}])[0]
    assert res.ok and res.metric == 250.0 and res.cost == pytest.approx(1e6 / 250)
    fast, slow = run_only("echo '{\"throughput\": 102}'", objective="throughput"), \
        run_only("echo '{\"throughput\": 89}'", objective="throughput")
    assert fast.measure(None, [{}])[0].cost < slow.measure(None, [{}])[0].cost
    with pytest.raises(AoeError, match="printed a time"):  # a contradiction: the user's error
        run_only("echo '{\"latency_us\": 3}'", objective="throughput").measure(None, [{}])


def test_failure_statuses():
    res = run_only("echo partial; echo 'boom: bad tile' >&2; exit 3").measure(None, [{}])[0]
    assert res.status == RUNTIME_ERROR and "exited 3" in res.error and "boom: bad tile" in res.error
    res = run_only("echo 'all good, no number here'").measure(None, [{}])[0]
    assert res.status == RUNTIME_ERROR and "all good, no number here" in res.error
    res = run_only("true").measure(None, [{}])[0]
    assert res.status == RUNTIME_ERROR and "nothing" in res.error
    for line in ("-5", "0", "nan", "inf"):
        assert run_only(f"echo {line}").measure(None, [{}])[0].status == RUNTIME_ERROR
    res = run_only("echo '{\"status\": \"wrong_result\", \"error\": \"max err 0.3\"}'").measure(None, [{}])[0]
    assert res.status == WRONG_RESULT and res.error == "max err 0.3"
    b = CommandBackend("int x;\n", build_cmd="echo compiling; echo 'error: no tile' >&2; exit 1",
                       run_cmd="echo 1")
    res = b.measure(None, [{}])[0]
    assert res.status == COMPILE_ERROR and "error: no tile" in res.error


def test_timeout_kills_the_whole_process_group(tmp_path):
    pidfile = tmp_path / "child.pid"
    b = run_only(f"sleep 30 & echo $! > {shlex.quote(str(pidfile))}; wait", timeout_s=0.5)
    start = time.monotonic()
    res = b.measure(None, [{}])[0]
    assert res.status == TIMEOUT and "0.5" in res.error
    assert time.monotonic() - start < 10
    pid = int(pidfile.read_text())
    for _ in range(50):  # the killed grandchild may take a moment to be reaped by init
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the background child of a timed-out run is still alive")
    b = CommandBackend("x\n", build_cmd="sleep 10", run_cmd="echo 1", timeout_s=0.3)
    res = b.measure(None, [{}])[0]
    assert res.status == TIMEOUT and "build" in res.error


def test_device_placeholder_and_env():
    b = run_only("echo $(( {device} * 10 + $AOE_DEVICE ))", device=3)
    assert b.measure(None, [{}])[0].cost == 33.0
    script = ("import json, os; t = json.loads(os.environ['AOE_TILING']); "
              "k = json.loads(os.environ.get('AOE_TASK', 'null')); "
              "print(t['tile_m'] + (k['shape']['m'] if k else 0.5))")
    b = run_only(f"{PY} -c {shlex.quote(script)}")
    task = Task("gemm", {"m": 1000, "n": 8, "k": 8, "batch": 1, "trans_a": False,
                         "trans_b": False, "bias": False}, "float16")
    assert [r.cost for r in b.measure(task, [{"tile_m": 16}, {"tile_m": 64}])] == [1016.0, 1064.0]
    assert b.measure(None, [{"tile_m": 16}])[0].cost == 16.5


def test_each_candidate_gets_a_fresh_directory_with_its_rewritten_source(tmp_path):
    src = "#define TILE 1\nint main(void) { return 0; }\n"
    b = CommandBackend(src, build_cmd="test ! -e stamp && touch stamp && cp {src} {bin}",
                       run_cmd="grep -o 'TILE [0-9]*' {bin} | cut -d' ' -f2",
                       workdir=str(tmp_path / "work"), keep_dirs=True, src_name="k.c")
    res = b.measure(None, [{"tile": 4}, {"tile": 9}, {"tile": 4}])
    assert [r.cost for r in res] == [4.0, 9.0, 4.0]
    dirs = [r.workdir for r in res]
    assert len(set(dirs)) == 3 and all(d.startswith(str(tmp_path / "work")) for d in dirs)
    with open(os.path.join(dirs[1], "k.c")) as f:
        assert f.read() == src.replace("TILE 1", "TILE 9")
    b2 = CommandBackend(src, build_cmd="touch {bin}", run_cmd="echo 2",
                        workdir=str(tmp_path / "w2"))
    assert b2.measure(None, [{"tile": 2}])[0].ok
    assert os.listdir(tmp_path / "w2") == []  # cleaned up without keep_dirs


def test_parallel_builds_keep_result_order():
    src = "#define TILE 1\n"
    b = CommandBackend(src, build_cmd="sleep 0.2; grep -o '[0-9]*$' {src} > {bin}",
                       run_cmd="cat {bin}", workers=3)
    configs = [{"tile": t} for t in (5, 3, 8, 1)]
    assert [r.cost for r in b.measure(None, configs)] == [5.0, 3.0, 8.0, 1.0]


def test_user_errors():
    with pytest.raises(AoeError, match="tile_q"):
        CommandBackend("#define TILE_M 1\n", build_cmd="", run_cmd="echo 1").measure(None, [{"tile_q": 2}])
    with pytest.raises(AoeError, match="objective"):
        run_only("echo 1", objective="speed")
    with pytest.raises(AoeError, match="timeout"):
        run_only("echo 1", timeout_s=0)
    with pytest.raises(AoeError, match="src"):
        CommandBackend(None, build_cmd="cc {src}", run_cmd="{bin}")
    with pytest.raises(AoeError, match="cannot read"):
        CommandBackend.from_file("/nonexistent/kernel.c")


def test_missing_compiler_is_a_user_error(monkeypatch):
    monkeypatch.setattr(command_mod.shutil, "which", lambda name: None)
    with pytest.raises(AoeError, match="build-cmd"):
        CommandBackend("int x;\n")
    CommandBackend("int x;\n", build_cmd="true")  # an explicit build command needs no cc


def test_parse_metric_table():
    assert parse_metric("7", "latency") == (OK, 7.0, "")
    assert parse_metric("2e3 ns", "latency")[1] == pytest.approx(2.0)
    assert parse_metric("0.5 s", "latency")[1] == pytest.approx(5e5)
    assert parse_metric("3 parsecs", "latency")[0] == RUNTIME_ERROR
    assert parse_metric("{not json", "latency")[0] == RUNTIME_ERROR
    assert parse_metric("[1, 2]", "latency")[0] == RUNTIME_ERROR
    assert parse_metric('{"latency_us": true}', "latency")[0] == RUNTIME_ERROR
    assert parse_metric('{"status": "exploded"}', "latency")[0] == RUNTIME_ERROR


@needs_cc
def test_shipped_example_builds_and_scores_with_the_default_commands():
    b = CommandBackend.from_file(EXAMPLE, timeout_s=30)
    res = b.measure(None, [{"tile_m": 32, "tile_n": 128, "tile_k": 16, "k_unroll": 2},
                           {"tile_m": 128, "tile_n": 16, "tile_k": 128, "k_unroll": 4}])
    assert all(r.ok and r.cost > 0 for r in res), res


@needs_cc
def test_example_reports_a_wrong_result_as_a_failed_run():
    with open(EXAMPLE) as f:
        broken = f.read().replace("c[j] += a * b[j];", "c[j] += a * b[j] * 1.01f;", 1)
    res = CommandBackend(broken, timeout_s=30).measure(None, [{"tile_k": 16}])[0]
    assert res.status == RUNTIME_ERROR and "wrong result" in res.error
    json.dumps(res.to_json())


def test_lenient_names_rewrite_what_exists_and_pass_the_rest_in_env():
    b = CommandBackend("#define TILE_M 1\n", build_cmd="", strict_names=False,
                       run_cmd=f"{PY} -c \"import json, os; print(json.loads(os.environ['AOE_TILING'])"
                               f"['depth'] * 100 + int(open(os.environ['AOE_SRC']).read().split()[-1]))\"")
    assert b.measure(None, [{"tile_m": 7, "depth": 3}])[0].cost == 307.0
