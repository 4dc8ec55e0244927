"""Parallel measurement on N local worker processes, results streamed as each job completes.

Measurement dominates tuning time, so the driver keeps ``capacity`` jobs in flight and hands a
new one out as soon as any finishes (not in lockstep). Both executors (this one and
:class:`aoe_pass.executors.ray.RayExecutor`) share this interface::

    ex = LocalExecutor(backend=name, backend_opts={...}, workers=8, job_timeout_s=30.0)
    ex.capacity                  # -> int: the number of workers
    ex.submit(job_id, task, cfg) # non-blocking; at most `capacity` jobs in flight (else RuntimeError)
    ex.in_flight()               # -> int
    ex.wait(timeout=None)        # -> [(job_id, MeasureResult), ...]: >= 1 completed, [] on timeout
                                 #    (or at once when nothing is in flight)
    ex.close()                   # idempotent; stops and kills every worker

Worker ``i`` builds its own backend, ``make_backend(backend, **backend_opts, device=i)`` when the
backend's constructor takes a ``device`` (e.g. ``{device}`` in the command backend's command),
without it otherwise; a backend class with ``pins_to_core`` also has the worker pinned to core
``i % os.cpu_count()``. One job at a time per worker, one configuration per job.

Failures cost one job, never the run:

* the worker dies mid-job (SIGKILL, segfault) -> ``MeasureResult("runtime_error",
  error="measurement worker died (signal 9)")``; a fresh worker replaces it;
* a job runs past ``job_timeout_s`` -> ``MeasureResult("timeout")``; the worker gets SIGTERM
  (which unwinds the backend, so e.g. the command backend kills its process group), SIGKILL two
  seconds later if still there, and a fresh worker replaces it at once;
* the backend raises an ordinary exception -> ``runtime_error`` with its last line.

A :class:`~ge_bridge.errors.AoeError` (a user error that makes every measurement impossible:
no compiler, a bad backend option) is raised from the constructor, or from :meth:`wait` when it
happens in a job; the executor can still be closed afterwards.
"""
from __future__ import annotations

import multiprocessing as mp
import os
import signal
import time
from multiprocessing.connection import wait as mp_wait
from typing import Any

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task

from ..backends.base import RUNTIME_ERROR, Backend, MeasureResult
from ..backends.isolation import serve
from .base import (
    KILL_GRACE_S,
    START_TIMEOUT_S,
    SlotPool,
    measure_one,
    start_worker_backend,
)

__all__ = ["LocalExecutor", "died_text"]


def died_text(exitcode: int | None) -> str:
    """``-9`` -> ``measurement worker died (signal 9)``."""
    if exitcode is None:
        why = "unknown cause"
    elif exitcode < 0:
        why = f"signal {-exitcode}"
    else:
        why = f"exit code {exitcode}"
    return f"measurement worker died ({why})"


def _on_sigterm(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)  # unwinds the backend's finally blocks (kills its children)


def _worker_main(conn: Any, index: int, backend: str | type[Backend],
                 backend_opts: dict[str, Any]) -> None:
    """Child process: build the backend, then answer one job at a time until told to stop."""
    signal.signal(signal.SIGTERM, _on_sigterm)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the driver's to handle
    be, error, user_error = start_worker_backend(backend, backend_opts, index)
    try:
        if be is None:
            conn.send(("init_error", error, user_error))
            return
        conn.send(("ready", os.getpid()))

        def job(msg: tuple) -> tuple:
            job_id, task, config, rep = msg
            try:
                return "result", job_id, measure_one(be, task, config, rep)
            except AoeError as exc:
                return "fatal", job_id, str(exc)

        serve(conn, job)
    finally:
        if be is not None:
            try:
                be.close()
            except Exception:
                pass


class _Slot:
    """One worker position: its current process, connection and job."""

    __slots__ = ("index", "proc", "conn", "ready", "started", "job", "deadline")

    def __init__(self, index: int):
        self.index = index
        self.proc: Any = None
        self.conn: Any = None
        self.ready = False
        self.started = 0.0
        self.job: int | None = None
        self.deadline: float | None = None


class LocalExecutor(SlotPool):
    """N worker processes on this machine (module docstring for the interface and failures).

    ``start_method``: the multiprocessing start method (default ``spawn``: a clean interpreter
    per worker, nothing inherited from the driver's threads).
    """

    def __init__(self, backend: str | type[Backend], backend_opts: dict[str, Any] | None = None,
                 workers: int = 1, job_timeout_s: float | None = None, start_method: str = "spawn"):
        self._dying: list[tuple[Any, float]] = []  # (process, SIGKILL time)
        self._setup(backend, backend_opts, workers, job_timeout_s, _Slot)
        self._ctx = mp.get_context(start_method)
        self._start_all()

    # -- the interface ---------------------------------------------------------------------
    def submit(self, job_id: int, task: Task, config: dict[str, Any],
               rep: int | None = None) -> None:
        """Send one job to an idle worker; RuntimeError if all ``capacity`` are busy.
        ``rep``: the run's repetition index of (task, config) (:func:`measure_one`)."""
        idle = self._idle_slots(job_id)
        self._reap()
        for s in idle:  # read the "ready" of replacement workers, to prefer started ones
            if not s.ready and s.conn is not None:
                try:
                    while not s.ready and s.conn.poll():
                        self._handle(s, s.conn.recv())
                except (EOFError, OSError):
                    pass
        slot = min(idle, key=lambda s: not s.ready)
        for _ in range(2):
            if slot.proc is None or not slot.proc.is_alive():  # died while idle
                self._replace(slot)
            try:
                slot.conn.send((job_id, task, dict(config), rep))
                break
            except (OSError, ValueError):
                self._replace(slot)
        else:
            raise RuntimeError(f"cannot send a job to measurement worker {slot.index}")
        slot.job = job_id
        slot.deadline = self._deadline() if slot.ready else None

    def _housekeep(self) -> None:
        self._reap()

    def _other_limits(self) -> list[float]:
        return [min(t for _, t in self._dying)] if self._dying else []

    def _poll(self, busy: list[_Slot], left: float | None) -> list[tuple[int, MeasureResult]]:
        objs: list[Any] = []
        for s in busy:
            objs += [s.conn, s.proc.sentinel]
        done = self._collect(busy, set(mp_wait(objs, left)))
        self._reap()
        return done

    def close(self) -> None:
        """Stop every worker: ask politely, then SIGTERM, then SIGKILL; idempotent."""
        if self._closed:
            return
        self._closed = True
        procs = [p for p, _ in self._dying]
        for s in self._slots:
            if s.conn is not None:
                try:
                    s.conn.send(None)
                except (OSError, ValueError):
                    pass
            if s.proc is not None:
                procs.append(s.proc)
        stop_at = time.monotonic() + 1.0
        for p in procs:
            p.join(max(0.0, stop_at - time.monotonic()))
        for p in procs:
            if p.is_alive():
                p.terminate()
        stop_at = time.monotonic() + KILL_GRACE_S
        for p in procs:
            p.join(max(0.0, stop_at - time.monotonic()))
        for p in procs:
            if p.is_alive():
                p.kill()
                p.join(5)
        for s in self._slots:
            if s.conn is not None:
                s.conn.close()
            s.proc = s.conn = None
            s.job = None
        self._dying = []

    def worker_pids(self) -> list[int | None]:
        """The pid of each worker's current process, by worker index (for tests, monitoring)."""
        return [s.proc.pid if s.proc is not None else None for s in self._slots]

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    # -- workers ---------------------------------------------------------------------------
    def _deadline(self) -> float | None:
        return None if self.job_timeout_s is None else time.monotonic() + self.job_timeout_s

    def _start(self, slot: _Slot) -> None:
        ours, theirs = self._ctx.Pipe(duplex=True)
        proc = self._ctx.Process(target=_worker_main, name=f"aoe-measure-{slot.index}",
                                 args=(theirs, slot.index, self.backend, self.backend_opts),
                                 daemon=True)
        proc.start()
        theirs.close()
        slot.proc, slot.conn, slot.ready, slot.started = proc, ours, False, time.monotonic()

    def _await_ready(self) -> None:
        end = time.monotonic() + START_TIMEOUT_S
        for slot in self._slots:
            while not slot.ready:
                left = end - time.monotonic()
                if left <= 0 or not mp_wait([slot.conn, slot.proc.sentinel], left):
                    raise AoeError(f"measurement worker {slot.index} did not start within "
                                   f"{START_TIMEOUT_S:g} s")
                if not slot.conn.poll():
                    slot.proc.join(1)
                    raise AoeError(f"measurement worker {slot.index} failed to start: "
                                   f"{died_text(slot.proc.exitcode)}")
                self._handle(slot, slot.conn.recv())

    def _retire(self, slot: _Slot, grace: float) -> None:
        """Stop the slot's process (SIGTERM now, SIGKILL after ``grace``) without waiting."""
        proc, conn = slot.proc, slot.conn
        slot.proc = slot.conn = None
        if conn is not None:
            conn.close()
        if proc is None:
            return
        if proc.is_alive():
            proc.terminate()
            self._dying.append((proc, time.monotonic() + grace))
        else:
            proc.join(0)

    def _replace(self, slot: _Slot, grace: float = KILL_GRACE_S) -> None:
        self._retire(slot, grace)
        self._start(slot)
        self.replaced += 1

    def _reap(self) -> None:
        now, keep = time.monotonic(), []
        for proc, kill_at in self._dying:
            if not proc.is_alive():
                proc.join(0)
            elif now >= kill_at:
                proc.kill()
                proc.join(1)
            else:
                keep.append((proc, kill_at))
        self._dying = keep

    def _handle(self, slot: _Slot, msg: tuple) -> tuple[int, MeasureResult] | None:
        """One message from a worker; a completed job comes back as ``(job_id, result)``."""
        kind = msg[0]
        if kind == "ready":
            slot.ready = True
            if slot.job is not None:
                slot.deadline = self._deadline()
            return None
        if kind == "init_error":
            raise AoeError(msg[1]) if msg[2] else RuntimeError(msg[1])
        if kind == "fatal":
            slot.job = slot.deadline = None
            raise AoeError(msg[2])
        _, job_id, result = msg
        slot.job = slot.deadline = None
        return job_id, result

    def _collect(self, busy: list[_Slot], ready: set) -> list[tuple[int, MeasureResult]]:
        done: list[tuple[int, MeasureResult]] = []
        now = time.monotonic()
        for s in busy:
            try:
                while s.job is not None and s.conn.poll():  # results first, then deaths
                    item = self._handle(s, s.conn.recv())
                    if item is not None:
                        done.append(item)
            except (EOFError, OSError):
                pass  # the pipe broke: the process is dead, handled below
            if s.job is None:
                continue
            job = s.job
            if s.proc.sentinel in ready or not s.proc.is_alive():
                s.proc.join(1)
                why = died_text(s.proc.exitcode)
                if not s.ready:
                    why = why.replace("died", "died while starting")
                done.append((job, MeasureResult(RUNTIME_ERROR, error=why)))
            elif (stalled := self._stalled(s, now)) is not None:
                done.append((job, stalled))
            else:
                continue
            s.job = s.deadline = None
            self._replace(s)
        return done


Executor = LocalExecutor
