"""The executor interface, and what every executor shares: the backend a worker builds and the
options it gets, one measurement that turns a backend's exception into a failed trial
(:func:`measure_one`, used by the inline, local and Ray executors alike), the slot bookkeeping."""
from __future__ import annotations

import inspect
import os
import time
import traceback
from typing import Any, Protocol

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task

from .. import backends
from ..backends import backend_class
from ..backends.base import RUNTIME_ERROR, TIMEOUT, Backend, MeasureResult

__all__ = ["Executor", "SlotPool", "measure_batch", "measure_one", "pin_worker", "start_worker_backend",
           "worker_backend_opts"]


class Executor(Protocol):
    """How the tuning driver has configurations measured.

    At most ``capacity`` jobs are in flight; ``wait`` returns at least one finished job (``[]``
    on timeout, or at once when nothing is in flight). A backend's failure on one job comes back
    as that job's failed :class:`MeasureResult`; only a user error (AoeError) is raised.
    """

    @property
    def capacity(self) -> int:
        """How many jobs may be in flight at once."""
        ...

    def submit(self, job_id: int, task: Task, config: dict[str, Any],
               rep: int | None = None) -> None: ...

    def in_flight(self) -> int: ...

    def wait(self, timeout: float | None = None) -> list[tuple[int, MeasureResult]]: ...

    def close(self) -> None: ...


START_TIMEOUT_S = 120.0  # a worker slower than this to start counts as dead
KILL_GRACE_S = 2.0  # SIGTERM -> SIGKILL delay for a worker stopped after a timeout


def worker_backend_opts(backend: str | type[Backend], backend_opts: dict[str, Any],
                        index: int) -> dict[str, Any]:
    """The options worker ``index`` builds its backend with: ``device=index`` where accepted."""
    opts = dict(backend_opts)
    params = inspect.signature(backend_class(backend).__init__).parameters
    if "device" in params or any(p.kind is p.VAR_KEYWORD for p in params.values()):
        opts["device"] = index
    return opts


def pin_worker(backend: str | type[Backend], index: int) -> None:
    """Pin the worker to one core if its backend says so (``pins_to_core``); a no-op where
    unsupported."""
    if not backend_class(backend).pins_to_core:
        return
    try:
        os.sched_setaffinity(0, {index % (os.cpu_count() or 1)})
    except (AttributeError, OSError):
        pass


def start_worker_backend(backend: str | type[Backend], backend_opts: dict[str, Any],
                         index: int) -> tuple[Backend | None, str, bool]:
    """Worker ``index``'s backend, built in the worker (pinned first where the backend's class
    says so): ``(backend, "", False)``, or ``(None, one error line, whether it is a user
    error)`` when it cannot start."""
    pin_worker(backend, index)
    try:
        # looked up at call time: the factory may be replaced (tests fork workers that see it)
        be = backends.make_backend(backend, **worker_backend_opts(backend, backend_opts, index))
        return be, "", False
    except AoeError as exc:
        return None, str(exc), True
    except Exception as exc:
        return None, f"backend {backend!r} failed to start: {last_line(exc)}", False


def last_line(exc: BaseException) -> str:
    return traceback.format_exception_only(type(exc), exc)[-1].strip()


def measure_one(backend_obj: Any, task: Task, config: dict[str, Any],
                rep: int | None = None) -> MeasureResult:
    """One configuration through a backend; ordinary exceptions become a runtime_error.

    ``rep``: this is the run's ``rep``-th measurement of (task, config), told to a backend with
    seeded noise (``set_repetition``) so a repeat draws fresh noise whichever worker runs it."""
    return measure_batch(backend_obj, task, [config], [rep])[0]


def measure_batch(backend_obj: Any, task: Task | None, configs: list[dict[str, Any]],
                  reps: list[int | None]) -> list[MeasureResult]:
    """Several configurations of one task in one ``measure`` call (a backend may build them in
    parallel); an ordinary exception, or a wrong number of results, fails each of them."""
    for config, rep in zip(configs, reps):
        if rep is not None and hasattr(backend_obj, "set_repetition"):
            backend_obj.set_repetition(task.key, config, rep)
    try:
        results = list(backend_obj.measure(task, list(configs)))
    except AoeError:
        raise
    except Exception as exc:  # a backend bug (even a RecursionError) costs its jobs, not the run
        return [MeasureResult(RUNTIME_ERROR, error=f"measurement failed: {last_line(exc)[:500]}")
                for _ in configs]
    if len(results) != len(configs):
        why = f"backend returned {len(results)} results for {len(configs)}"
        return [MeasureResult(RUNTIME_ERROR, error=why) for _ in configs]
    return [r if isinstance(r, MeasureResult) else
            MeasureResult(RUNTIME_ERROR, error="backend returned no measurement result")
            for r in results]


class SlotPool:
    """What the worker-pool executors (local, Ray) share: one slot per worker, each with at most
    one job, and the wait loop. A slot has ``job``, ``deadline``, ``ready`` and ``started``; a
    subclass says how to block on its workers (:meth:`_poll`)."""

    _slots: list[Any]
    _closed: bool
    job_timeout_s: float | None

    def _setup(self, backend: str | type[Backend], backend_opts: dict[str, Any] | None,
               workers: int, job_timeout_s: float | None, slot: type) -> None:
        """The pool's common state (``workers`` slots of class ``slot``); AoeError for bad
        arguments or an unknown backend, before any worker starts."""
        if int(workers) < 1:
            raise AoeError(f"workers must be >= 1, got {workers}")
        if job_timeout_s is not None and not job_timeout_s > 0:
            raise AoeError(f"job timeout must be a positive number of seconds, got {job_timeout_s}")
        self.backend = backend
        self.backend_opts = dict(backend_opts or {})
        worker_backend_opts(backend, self.backend_opts, 0)  # unknown backend -> AoeError now
        self.job_timeout_s = job_timeout_s
        self._slots = [slot(i) for i in range(int(workers))]
        self._closed = False
        self.replaced = 0  # workers started to replace a dead or timed-out one

    def _start_all(self) -> None:
        """Start every worker and wait until all are ready; closes the pool if any fails."""
        try:
            for slot in self._slots:
                self._start(slot)
            self._await_ready()
        except BaseException:
            self.close()
            raise

    def _start(self, slot: Any) -> None:
        raise NotImplementedError

    def _await_ready(self) -> None:
        raise NotImplementedError

    @property
    def capacity(self) -> int:
        return len(self._slots)

    def in_flight(self) -> int:
        return sum(1 for s in self._slots if s.job is not None)

    def _stalled(self, slot: Any, now: float) -> MeasureResult | None:
        """The verdict on a busy slot past its job deadline or its start-up limit, else None."""
        if slot.deadline is not None and now >= slot.deadline:
            return MeasureResult(TIMEOUT, error=f"no result within the {self.job_timeout_s:g} s "
                                                "job timeout (worker killed)")
        if not slot.ready and now >= slot.started + START_TIMEOUT_S:
            return MeasureResult(RUNTIME_ERROR, error=f"measurement worker did not start within "
                                                      f"{START_TIMEOUT_S:g} s")
        return None

    def _idle_slots(self, job_id: int) -> list[Any]:
        """The idle slots a new job may go to; errors for a closed pool, a duplicate id, or
        every worker busy."""
        if self._closed:
            raise RuntimeError("executor is closed")
        if any(s.job == job_id for s in self._slots):
            raise ValueError(f"job {job_id} is already in flight")
        idle = [s for s in self._slots if s.job is None]
        if not idle:
            raise RuntimeError(f"all {self.capacity} workers are busy: wait() before submit()")
        return idle

    def wait(self, timeout: float | None = None) -> list[tuple[int, MeasureResult]]:
        """Completed jobs, at least one; ``[]`` after ``timeout`` s or when nothing is in flight.
        A job past its deadline, or a worker that has not started in time, completes as failed."""
        self._housekeep()
        end = None if timeout is None else time.monotonic() + max(0.0, timeout)
        while True:
            busy = [s for s in self._slots if s.job is not None]
            if not busy:
                return []
            limits = [s.deadline for s in busy if s.deadline is not None]
            limits += [s.started + START_TIMEOUT_S for s in busy if not s.ready]
            limits += self._other_limits()
            if end is not None:
                limits.append(end)
            left = max(0.0, min(limits) - time.monotonic()) if limits else None
            done = self._poll(busy, left)
            if done:
                return done
            if end is not None and time.monotonic() >= end:
                return []

    def _poll(self, busy: list[Any], left: float | None) -> list[tuple[int, MeasureResult]]:
        """Block up to ``left`` s (None: until something happens) on the busy workers, then
        collect what finished, died or ran past its time."""
        raise NotImplementedError

    def _housekeep(self) -> None:
        """Work a subclass does before each wait (e.g. reaping stopped processes)."""

    def _other_limits(self) -> list[float]:
        """Further monotonic times the wait must wake up at (e.g. a pending SIGKILL)."""
        return []

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> SlotPool:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
