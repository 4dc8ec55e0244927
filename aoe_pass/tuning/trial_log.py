"""The append-only trial log: every measurement, one JSON object a line, fsynced as it lands.

It is what ``--resume`` replays (nothing in it is measured again) and what warm-starts the
shared search of similar tasks. A record holds at least ``key`` (the task's OpKey), ``config``,
``status`` and ``cost``; also ``kind``, ``target``, ``backend``, ``error``, ``t`` (unix time), and
``repeat`` (true only on a search trial that re-measured a configuration at the strategy's
request).

A process killed mid-write can leave a torn last record; reading skips such a final fragment
(and the next writer truncates it away). Anything else that is not a record, anywhere, means
the file is not a trial log: it is refused with one clear line and never written to.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from typing import Any, Iterator

from ge_bridge.errors import AoeError
from ge_bridge.userfile import require_regular_file

RECORD_PREFIX = '{"key":'  # how every record this module writes begins


@dataclass
class Trial:
    key: str
    config: dict[str, Any]
    status: str
    cost: float | None
    kind: str = ""
    target: str = ""
    backend: str = ""
    error: str = ""
    t: float = 0.0
    backend_version: str = ""  # the backend's model_version when it was measured
    # a search trial that re-measures a configuration on the strategy's request (bayes may):
    # replayed as a trial of its own; an unmarked repeat is a confirmation's re-measurement
    repeat: bool = False

    def to_json(self) -> dict[str, Any]:
        doc = {"key": self.key, "kind": self.kind, "target": self.target, "backend": self.backend,
               "backend_version": self.backend_version,
               "config": self.config, "status": self.status, "cost": self.cost,
               "error": self.error, "t": self.t}
        if self.repeat:
            doc["repeat"] = True
        return doc


def read_trials(path: str | os.PathLike) -> list[Trial]:
    """All complete records of a log; [] if the file does not exist."""
    path = os.fspath(path)
    if not os.path.exists(path):
        return []
    require_regular_file(path, "trial log")
    return list(_iter_trials(path))


def refuse_overwriting_trial_log(output: str | os.PathLike, what: str) -> None:
    """One line if ``output`` is an existing trial log (any run's, not only this one's): an
    output that is not a trial log must never be written over one."""
    try:
        with open(output, "rb") as f:
            head = f.read(len(RECORD_PREFIX))
    except OSError:
        return
    if os.path.isfile(output) and head == RECORD_PREFIX.encode():
        raise AoeError(f"{what} {os.fspath(output)!r} is an existing trial log; write it "
                       f"somewhere else")


def _iter_trials(path: str) -> Iterator[Trial]:
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (OSError, UnicodeDecodeError) as exc:
        raise AoeError(f"cannot read trial log {path!r}: {exc}") from None
    last = len(lines) - 1
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            trial = Trial(key=obj["key"], config=dict(obj["config"]), status=str(obj["status"]),
                          cost=None if obj.get("cost") is None else float(obj["cost"]),
                          kind=obj.get("kind", ""), target=obj.get("target", ""),
                          backend=obj.get("backend", ""), error=obj.get("error", ""),
                          t=float(obj.get("t", 0.0)),
                          backend_version=str(obj.get("backend_version", "")),
                          repeat=obj.get("repeat", False) is True)
            if not all(isinstance(v, str) for v in (trial.key, trial.kind, trial.target,
                                                     trial.backend, trial.error)):
                raise TypeError("a text field is not text")
            if trial.cost is not None and not 0 <= trial.cost < float("inf"):
                raise ValueError("cost is not a finite non-negative number")
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            if i == last and line.startswith(RECORD_PREFIX):
                return  # a torn final record from a killed writer: not a complete record
            raise AoeError(f"trial log {path!r} line {i + 1} is not a trial record") from None
        yield trial


class TrialLog:
    """Appends trials durably. Opened once per run; each record is flushed and fsynced."""

    def __init__(self, path: str | os.PathLike):
        self.path = os.fspath(path)
        directory = os.path.dirname(os.path.abspath(self.path))
        if not os.path.isdir(directory):
            raise AoeError(f"cannot write trial log {self.path!r}: directory does not exist")
        require_regular_file(self.path, "trial log")  # a FIFO would block the open
        try:
            self._f = open(self.path, "a+", encoding="utf-8")
        except OSError as exc:
            raise AoeError(f"cannot open trial log {self.path!r}: {exc.strerror}") from None
        read_trials(self.path)  # refuses a file that is not a trial log, before touching it
        # A killed writer can leave a torn final record (never a complete one): drop it; a
        # complete final record that lacks its newline gets one.
        self._f.seek(0)
        data = self._f.read()
        if data and not data.endswith("\n"):
            tail = data[data.rfind("\n") + 1:]
            try:
                json.loads(tail)
                self._f.write("\n")
            except (ValueError, RecursionError):
                self._f.truncate(len(data[: data.rfind("\n") + 1].encode("utf-8")))
        self._f.seek(0, os.SEEK_END)

    def append(self, trial: Trial) -> None:
        if not trial.t:
            trial.t = time.time()
        line = json.dumps(trial.to_json(), separators=(",", ":")) + "\n"
        try:
            self._f.write(line)
            self._f.flush()
            os.fsync(self._f.fileno())
        except OSError as exc:  # no space left, quota, I/O error: one line for the user
            self._drop_buffer()
            raise AoeError(f"cannot append to trial log {self.path!r}: {exc.strerror or exc}") from None

    def _drop_buffer(self) -> None:
        """Forget what the failed write left buffered (closing would try to write it again and
        fail a second time); a torn record on disk is dropped by the next reader."""
        try:
            os.close(self._f.fileno())
        except OSError:
            pass
        try:
            self._f.close()
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        if not self._f.closed:
            try:
                self._f.close()
            except OSError:
                pass  # every record was flushed as it was appended; nothing is lost here

    def __enter__(self) -> TrialLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
