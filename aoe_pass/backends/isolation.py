"""Run untrusted work (a freshly compiled kernel) in a separate process with a timeout.

A measured kernel may segfault, hang or abort; none of that may take the tuner down. An
:class:`IsolatedWorker` owns one long-lived ``spawn`` child process that executes jobs given as
``"module:function"`` plus a picklable payload and sends back the function's return value.

* the child dies (signal, ``abort``, ``exit``) -> :class:`Outcome` ``crashed`` with the signal name;
* no answer within the timeout -> ``timeout``; the child is killed;
* the function raises -> ``error`` with the exception's last line (the child stays alive).

After a crash or timeout the next :meth:`IsolatedWorker.call` starts a fresh child, so a batch of
measurements goes on. The child runs in a session (and process group) of its own with no
descriptor of the tuner's but its job socket: a kernel that forks, calls ``kill(0, SIGKILL)``
or writes to fds 1 and 2 reaches only itself, and its whole group is killed with it. The module is generic: any backend can use it for its own job functions.
"""
from __future__ import annotations

import importlib
import os
import pickle
import signal
import socket
import subprocess
import sys
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Callable

OK = "ok"
CRASHED = "crashed"
TIMEOUT = "timeout"
ERROR = "error"

_READY = "__ready__"


@dataclass
class Outcome:
    status: str  # ok | crashed | timeout | error
    value: Any = None
    error: str = ""


def signal_name(exitcode: int | None) -> str:
    """``-11`` -> ``SIGSEGV``; a plain exit code -> ``exit code N``."""
    if exitcode is None:
        return "unknown"
    if exitcode < 0:
        try:
            return signal.Signals(-exitcode).name
        except ValueError:
            return f"signal {-exitcode}"
    return f"exit code {exitcode}"


def serve(conn: Any, handle: Callable[[Any], Any]) -> None:
    """A worker's loop: answer each request on ``conn`` with ``handle(request)`` until the
    connection closes or a ``None`` request asks it to stop."""
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        conn.send(handle(msg))


def _call(msg: tuple[str, Any]) -> tuple[str, Any]:
    """One ``(module:function, payload)`` request -> ``(OK, result)`` or ``(ERROR, last line)``."""
    target, payload = msg
    try:
        module_name, func_name = target.split(":", 1)
        func = getattr(importlib.import_module(module_name), func_name)
        value = func(payload)
        pickle.dumps(value)  # a result that cannot be sent is this job's error, not a crash
        return OK, value
    except Exception as exc:  # report, keep serving
        return ERROR, traceback.format_exception_only(type(exc), exc)[-1].strip()


def _serve(conn: Any, affinity: list[int] | None) -> None:
    """Child main loop: receive ``(target, payload)``, answer ``(status, value_or_error)``."""
    if affinity:
        try:
            os.sched_setaffinity(0, affinity)
        except (AttributeError, OSError):
            pass  # not supported here (macOS) or CPU not available: run unpinned
    conn.send(_READY)
    serve(conn, _call)


class IsolatedWorker:
    """One child process that runs jobs; restarted transparently after a crash or timeout.

    ``affinity``: CPU indices the child is pinned to (``os.sched_setaffinity``), ``env``:
    extra environment for the child, ``start_timeout_s``: how long a child may take to start
    (interpreter + imports) before that start counts as a crash.
    """

    def __init__(self, timeout_s: float = 10.0, affinity: list[int] | None = None,
                 env: dict[str, str] | None = None, start_timeout_s: float = 120.0):
        self.timeout_s = float(timeout_s)
        self.affinity = list(affinity) if affinity else None
        self.env = dict(env) if env else None
        self.start_timeout_s = float(start_timeout_s)
        self._proc: Any = None
        self._conn: Any = None
        self.restarts = 0  # children started after the first (crash / timeout recovery)
        self._started = 0

    # -- lifecycle -----------------------------------------------------------------------
    def _start(self) -> Outcome | None:
        ours, theirs = socket.socketpair()
        env = dict(os.environ)
        env.update(self.env or {})
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p and os.path.isdir(p))
        if self.affinity:
            env["AOE_WORKER_AFFINITY"] = ",".join(str(c) for c in self.affinity)
        try:
            proc = subprocess.Popen(
                [sys.executable, "-m", "aoe_pass.backends.isolation", str(theirs.fileno())],
                pass_fds=(theirs.fileno(),), env=env, stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        except OSError as exc:
            ours.close()
            theirs.close()
            return Outcome(CRASHED, error=f"worker process failed to start: {exc}")
        theirs.close()
        parent = Connection(ours.detach())
        self._proc, self._conn = proc, parent
        if self._started:
            self.restarts += 1
        self._started += 1
        if parent.poll(self.start_timeout_s):
            try:
                if parent.recv() == _READY:
                    return None
            except (EOFError, OSError):
                pass
        self._kill()
        return Outcome(CRASHED, error="worker process failed to start")

    def _kill(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            conn.close()
        if proc is not None:
            try:  # the child's group: the kernel's own forks go with it
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            if proc.poll() is None:
                proc.kill()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                pass

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def close(self) -> None:
        """Stop the child (politely, then by force); idempotent."""
        if self._conn is not None and self.alive:
            try:
                self._conn.send(None)
                self._proc.wait(2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()

    def __enter__(self) -> IsolatedWorker:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- jobs ----------------------------------------------------------------------------
    def call(self, target: str, payload: Any = None, timeout_s: float | None = None) -> Outcome:
        """Run ``target(payload)`` in the child; never raises for what the job does."""
        if not self.alive:
            self._kill()
            failed = self._start()
            if failed is not None:
                return failed
        limit = self.timeout_s if timeout_s is None else float(timeout_s)
        try:
            self._conn.send((target, payload))
        except (OSError, BrokenPipeError):
            return self._crashed()
        deadline = time.monotonic() + limit
        while True:
            left = deadline - time.monotonic()
            try:
                ready = self._conn.poll(max(0.0, min(left, 0.5)))
            except (EOFError, OSError):
                return self._crashed()
            if ready:
                try:
                    status, value = self._conn.recv()
                except (EOFError, OSError):
                    return self._crashed()
                if status == OK:
                    return Outcome(OK, value=value)
                return Outcome(ERROR, error=str(value))
            if self._proc.poll() is not None:
                return self._crashed()
            if left <= 0:
                self._kill()
                return Outcome(TIMEOUT, error=f"no result within {limit:g} s (worker killed)")

    def _crashed(self) -> Outcome:
        proc = self._proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(5)
            except subprocess.TimeoutExpired:
                pass
        name = signal_name(code)
        self._kill()
        return Outcome(CRASHED, error=f"worker died: {name}")


if __name__ == "__main__":  # the child: python -m aoe_pass.backends.isolation FD
    _aff = os.environ.get("AOE_WORKER_AFFINITY")
    _serve(Connection(int(sys.argv[1])), [int(c) for c in _aff.split(",")] if _aff else None)
