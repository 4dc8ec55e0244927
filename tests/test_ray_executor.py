"""RayExecutor on a local Ray instance (loopback): streaming, ids, killed actor, timeout, close."""
from __future__ import annotations

import sys
import time

import pytest

from aoe_pass.executors import RAY_MISSING, RayExecutor, import_ray
from ge_bridge.errors import AoeError
from tests.test_executor import GEMM, command_opts, drain, gone


@pytest.fixture(scope="module")
def ray_ex(tmp_path_factory):
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1",
             log_to_driver=False, logging_level="ERROR")
    ex = RayExecutor("command", command_opts(tmp_path_factory.mktemp("ray")), workers=2,
                     job_timeout_s=3.0)
    yield ray, ex
    ex.close()
    ray.shutdown()


def test_results_stream_and_carry_their_job_ids(ray_ex):
    _, ex = ray_ex
    ex.submit(1, GEMM, {"sleep": 2.0, "out": 11})
    ex.submit(2, GEMM, {"out": 22})
    first = ex.wait(timeout=60)
    assert [j for j, _ in first] == [2] and first[0][1].cost == 22
    assert ex.in_flight() == 1
    results = drain(ex)
    assert results[1].ok and results[1].cost == 11
    todo, results = list(range(10, 16)), {}
    while todo or ex.in_flight():
        while todo and ex.in_flight() < ex.capacity:
            j = todo.pop()
            ex.submit(j, GEMM, {"out": 7 * j})
        for j, res in ex.wait(timeout=60):
            results[j] = res
    assert sorted(results) == list(range(10, 16))
    assert all(r.ok and r.cost == 7 * j for j, r in results.items())


def test_each_actor_gets_its_device_index(ray_ex):
    _, ex = ray_ex
    ex.submit(1, GEMM, {"device": True, "sleep": 0.2})
    ex.submit(2, GEMM, {"device": True, "sleep": 0.2})
    assert sorted(r.cost for r in drain(ex).values()) == [1, 2]


def test_killed_actor_costs_one_job_and_is_replaced(ray_ex):
    ray, ex = ray_ex
    ex.submit(1, GEMM, {"sleep": 5.0, "out": 1})
    ex.submit(2, GEMM, {"sleep": 0.5, "out": 2})
    victim = ex.actors()[0]
    ray.kill(victim)
    results = drain(ex)
    assert sorted(results) == [1, 2]
    dead = [r for r in results.values() if not r.ok]
    assert len(dead) == 1 and dead[0].status == "runtime_error"
    assert "measurement worker died" in dead[0].error
    assert victim not in ex.actors()
    ex.submit(3, GEMM, {"out": 3})
    ex.submit(4, GEMM, {"out": 4})
    later = drain(ex)
    assert later[3].cost == 3 and later[4].cost == 4


def test_hanging_job_times_out_and_the_run_goes_on(ray_ex, tmp_path):
    _, ex = ray_ex
    pidfile = tmp_path / "hang.pid"
    ex.submit(1, GEMM, {"sleep": 600, "pidfile": str(pidfile), "out": 1})
    ex.submit(2, GEMM, {"sleep": 0.2, "out": 2})
    results = drain(ex)
    assert results[1].status == "timeout" and results[2].cost == 2
    assert gone(int(pidfile.read_text()))  # the actor unwound and killed the user's command
    ex.submit(3, GEMM, {"out": 3})
    assert drain(ex)[3].cost == 3


def test_close_kills_the_actors(ray_ex, tmp_path):
    ray, _ = ray_ex
    ex = RayExecutor("sim", {"delay_s": 0.0}, workers=1)
    actor = ex.actors()[0]
    ex.close()
    ex.close()
    # ray.kill is asynchronous: a call racing it may still be answered, but the actor must be
    # gone within seconds
    deadline = time.monotonic() + 30
    with pytest.raises(ray.exceptions.RayActorError):
        while time.monotonic() < deadline:
            ray.get(actor.ping.remote(), timeout=30)
            time.sleep(0.2)
    assert ray.is_initialized()  # a session the executor did not start is left running


def test_backend_errors_are_aoe_errors(ray_ex):
    with pytest.raises(AoeError, match="noise and delay_s must be >= 0"):
        RayExecutor("sim", {"noise": -1.0}, workers=1)


def test_without_ray_a_one_line_aoe_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    with pytest.raises(AoeError) as err:
        import_ray()
    assert str(err.value) == RAY_MISSING
    with pytest.raises(AoeError, match="pip install 'aoe-pass\\[ray\\]'"):
        RayExecutor("sim", {}, workers=2)
