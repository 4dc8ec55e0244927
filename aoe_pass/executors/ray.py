"""Parallel measurement on Ray actors (``--executor ray [--ray-address ADDR]``).

The same interface as :class:`aoe_pass.executors.local.LocalExecutor` (see that module): ``capacity``,
``submit(job_id, task, config)``, ``in_flight()``, ``wait(timeout)``, ``close()``; results stream
back as each job completes. Worker ``i`` is one Ray actor that builds its own backend exactly as a
local worker does (``device=i`` where the backend takes one; pinned to a core where the backend
class says ``pins_to_core``).

Cluster and resources:

* ``ray_address`` given -> ``ray.init(address=...)`` joins that cluster; otherwise a private local
  instance is started on loopback (``num_cpus`` sized for the actors, no dashboard) and shut down
  by :meth:`RayExecutor.close`. An already initialised Ray session is reused and left running.
* each actor requests ``{"aoe_device": 1}`` if the cluster defines that custom resource (start
  each measurement node with ``ray start --resources '{"aoe_device": <devices on the node>}'``
  so that actors land one per device), else ``num_cpus``: the backend class's ``ray_num_cpus``
  (1 for a backend that times a real core, 0.01 for one whose actor mostly waits). ``num_cpus``
  and ``resources`` override this.
* every node must have ``aoe-pass`` (and for ``command``, the user's toolchain) installed.
  ``device`` is the worker index, so on several nodes give each node's command a way to map it.

Failures: an actor that dies (``ray.kill``, a segfault, its node lost) -> that job's result is
``runtime_error`` ("measurement worker died (Ray actor died)") and a replacement actor starts.
A job over ``job_timeout_s`` -> ``timeout``: the actor interrupts its own job with a timer signal
(so a backend unwinds and kills what it started, as the command backend does) and carries on; if
it has not answered ``KILL_GRACE_S`` later, the driver kills it with ``ray.kill`` and replaces it.
Ray is optional (``pip install 'aoe-pass[ray]'``) and imported only when this executor is built.
"""
from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task

from ..backends import backend_class
from ..backends.base import RUNTIME_ERROR, TIMEOUT, Backend, MeasureResult
from .base import (
    KILL_GRACE_S,
    START_TIMEOUT_S,
    SlotPool,
    last_line,
    measure_one,
    start_worker_backend,
)

__all__ = ["RayExecutor", "import_ray"]

DEVICE_RESOURCE = "aoe_device"
RAY_MISSING = "--executor ray needs ray: pip install 'aoe-pass[ray]'"


def import_ray() -> Any:
    """The ``ray`` module, or the one-line :class:`AoeError` saying how to install it."""
    try:
        import ray
    except ImportError:
        raise AoeError(RAY_MISSING) from None
    return ray


class _JobTimeout(BaseException):
    """Raised inside an actor's job by its own timer (a BaseException: no backend swallows it)."""


def _on_alarm(signum: int, frame: Any) -> None:
    raise _JobTimeout()


class MeasureActor:
    """One measurement worker (wrapped with ``ray.remote`` by the executor)."""

    def __init__(self, index: int, backend: str | type[Backend], backend_opts: dict[str, Any]):
        self.be, self.error, _ = start_worker_backend(backend, backend_opts, index)

    def ping(self) -> tuple[int, str]:
        """``(pid, init error or '')``."""
        return os.getpid(), self.error

    def measure(self, job_id: int, task: Task, config: dict[str, Any],
                timeout_s: float | None, rep: int | None = None) -> tuple[str, int, Any]:
        if self.be is None:
            return "fatal", job_id, self.error
        timer = timeout_s is not None and threading.current_thread() is threading.main_thread()
        if timer:
            old = signal.signal(signal.SIGALRM, _on_alarm)
            signal.setitimer(signal.ITIMER_REAL, timeout_s)
        try:
            return "result", job_id, measure_one(self.be, task, config, rep)
        except AoeError as exc:
            return "fatal", job_id, str(exc)
        except _JobTimeout:
            return "result", job_id, MeasureResult(
                TIMEOUT, error=f"no result within the {timeout_s:g} s job timeout (job interrupted)")
        finally:
            if timer:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, old)


class _Slot:
    __slots__ = ("index", "actor", "ping", "pid", "ready", "started", "job", "ref", "deadline")

    def __init__(self, index: int):
        self.index = index
        self.actor: Any = None
        self.ping: Any = None  # ObjectRef of the start-up ping until it resolves
        self.pid: int | None = None
        self.ready = False
        self.started = 0.0
        self.job: int | None = None
        self.ref: Any = None
        self.deadline: float | None = None


class RayExecutor(SlotPool):
    """N Ray actors measuring in parallel (module docstring; interface of LocalExecutor)."""

    def __init__(self, backend: str | type[Backend], backend_opts: dict[str, Any] | None = None,
                 workers: int = 1, job_timeout_s: float | None = None, ray_address: str | None = None,
                 num_cpus: float | None = None, resources: dict[str, float] | None = None):
        self._started_ray = False
        self._setup(backend, backend_opts, workers, job_timeout_s, _Slot)
        self._ray = ray = import_ray()
        per_actor = num_cpus if num_cpus is not None else backend_class(backend).ray_num_cpus
        if not ray.is_initialized():
            self._init_ray(ray_address, per_actor * len(self._slots))
        if resources is None and num_cpus is None \
                and ray.cluster_resources().get(DEVICE_RESOURCE, 0) > 0:
            resources, per_actor = {DEVICE_RESOURCE: 1}, 0.0
        self._actor_cls = ray.remote(MeasureActor).options(
            num_cpus=per_actor, resources=dict(resources or {}), max_restarts=0,
            max_concurrency=1)
        self._start_all()

    def _init_ray(self, address: str | None, cpus_needed: float) -> None:
        ray = self._ray
        try:
            if address:
                ray.init(address=address, log_to_driver=False, logging_level="ERROR")
            else:
                ray.init(num_cpus=max(os.cpu_count() or 1, int(cpus_needed + 0.999)),
                         include_dashboard=False, _node_ip_address="127.0.0.1",
                         log_to_driver=False, logging_level="ERROR")
        except (ConnectionError, RuntimeError, ValueError) as exc:
            where = f"at {address}" if address else "locally"
            raise AoeError(f"cannot start Ray {where}: {last_line(exc)}") from None
        self._started_ray = True

    # -- the interface ---------------------------------------------------------------------
    def submit(self, job_id: int, task: Task, config: dict[str, Any],
               rep: int | None = None) -> None:
        idle = self._idle_slots(job_id)
        slot = min(idle, key=lambda s: not s.ready)
        slot.job = job_id
        slot.ref = slot.actor.measure.remote(job_id, task, dict(config), self.job_timeout_s, rep)
        slot.deadline = self._deadline() if slot.ready else None

    def _poll(self, busy: list[_Slot], left: float | None) -> list[tuple[int, MeasureResult]]:
        refs = [s.ref for s in busy] + [s.ping for s in self._slots if s.ping is not None]
        self._ray.wait(refs, num_returns=1, timeout=left)
        done_refs, _ = self._ray.wait(refs, num_returns=len(refs), timeout=0)
        return self._collect(set(done_refs))

    def close(self) -> None:
        """Kill every actor; shut down the Ray instance this executor started; idempotent."""
        if self._closed:
            return
        self._closed = True
        for s in self._slots:
            self._kill(s)
            s.job = s.ref = s.deadline = None
        if self._started_ray:
            self._ray.shutdown()
            self._started_ray = False

    def worker_pids(self) -> list[int | None]:
        """The pid of each actor's process (None until it has started), by worker index."""
        return [s.pid for s in self._slots]

    def actors(self) -> list[Any]:
        """The actor handles, by worker index (for tests and monitoring)."""
        return [s.actor for s in self._slots]

    # -- actors ----------------------------------------------------------------------------
    def _deadline(self) -> float | None:
        if self.job_timeout_s is None:
            return None  # the actor times out its own job first; the driver kills after grace
        return time.monotonic() + self.job_timeout_s + KILL_GRACE_S

    def _start(self, slot: _Slot) -> None:
        slot.actor = self._actor_cls.remote(slot.index, self.backend, self.backend_opts)
        slot.ping = slot.actor.ping.remote()
        slot.pid, slot.ready, slot.started = None, False, time.monotonic()

    def _kill(self, slot: _Slot) -> None:
        if slot.actor is not None:
            try:
                self._ray.kill(slot.actor, no_restart=True)
            except Exception:
                pass
        slot.actor = slot.ping = None

    def _replace(self, slot: _Slot) -> None:
        self._kill(slot)
        self._start(slot)
        self.replaced += 1

    def _on_ping(self, slot: _Slot) -> None:
        """Resolve a start-up ping: ready, or AoeError for a backend that cannot start."""
        pid, error = self._ray.get(slot.ping)
        slot.ping = None
        if error:
            raise AoeError(error)
        slot.pid, slot.ready = pid, True
        if slot.job is not None:
            slot.deadline = self._deadline()

    def _await_ready(self) -> None:
        ray = self._ray
        pending = {s.ping: s for s in self._slots}
        done, not_done = ray.wait(list(pending), num_returns=len(pending), timeout=START_TIMEOUT_S)
        if not_done:
            raise AoeError(f"Ray could not start {len(not_done)} of {len(pending)} measurement "
                           f"actors within {START_TIMEOUT_S:g} s (not enough resources?)")
        for ref in done:
            try:
                self._on_ping(pending[ref])
            except self._ray.exceptions.RayActorError as exc:
                raise AoeError(f"a Ray measurement actor failed to start: {last_line(exc)}") \
                    from None

    def _collect(self, done_refs: set) -> list[tuple[int, MeasureResult]]:
        ray = self._ray
        out: list[tuple[int, MeasureResult]] = []
        now = time.monotonic()
        for s in self._slots:
            died = ""
            if s.ping is not None and s.ping in done_refs:
                try:
                    self._on_ping(s)
                except ray.exceptions.RayActorError:
                    died = "measurement worker died while starting (Ray actor died)"
                    if s.job is None:
                        self._replace(s)
                        continue
            if s.job is None:
                continue
            job = s.job
            if not died and s.ref in done_refs:
                try:
                    kind, _, value = ray.get(s.ref)
                except ray.exceptions.RayActorError:
                    died = "measurement worker died (Ray actor died)"
                except ray.exceptions.RayError as exc:
                    out.append((job, MeasureResult(RUNTIME_ERROR, error=last_line(exc))))
                    s.job = s.ref = s.deadline = None
                    continue
                else:
                    s.job = s.ref = s.deadline = None
                    if kind == "fatal":
                        raise AoeError(value)
                    out.append((job, value))
                    continue
            if died:
                out.append((job, MeasureResult(RUNTIME_ERROR, error=died)))
            elif (stalled := self._stalled(s, now)) is not None:
                out.append((job, stalled))
            else:
                continue
            s.job = s.ref = s.deadline = None
            self._replace(s)
        return out
