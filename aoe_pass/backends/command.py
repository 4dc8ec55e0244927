"""The ``command`` backend: a user's own build and benchmark commands (how a real NPU plugs in).

For each candidate configuration, in a FRESH directory of its own:

1. the kernel source (if any) is rewritten with the candidate's values
   (:mod:`aoe_pass.backends.source_rewrite`) and written there as ``src_name``;
2. ``build_cmd`` runs through the shell in that directory; default ``cc -O2 -o {bin} {src}``;
   ``""`` means "no build step" (also the default when there is no source);
3. ``run_cmd`` runs likewise; default ``{bin}``.

Every search-space name must match a constant of the source (an :class:`AoeError` otherwise);
with ``strict_names=False`` (model-level tuning, where the tiling vocabulary is larger than what
a kernel exposes) unmatched names are skipped and reach the commands only through
``AOE_TILING``.

Placeholders, substituted shell-quoted (do not add quotes of your own): ``{src}`` the rewritten
source, ``{bin}`` where the build must put its product, ``{device}`` the device index,
``{dir}`` the candidate's directory. They are expanded in ONE pass, each value quoted once, so
placeholder text or shell syntax inside a value (a work directory named ``a{bin}$(x)``) stays
data. A command that is a plain word list (no pipes, redirections, ``$``, globs, ``;``...) runs
as an argv list without any shell; anything else runs through ``/bin/sh``, the user's own
command being trusted as written (see docs/security.md). Both commands also get the environment variables
``AOE_TILING`` (the candidate as JSON), ``AOE_TASK`` (the task as JSON, when measuring a task),
``AOE_DEVICE``, ``AOE_SRC``, ``AOE_BIN`` and ``AOE_DIR``, so a script can tune a whole model's
tasks without any source rewriting.

Scoring reads the LAST non-empty line the run prints on stdout:

* a number, optionally followed by a unit: for the ``latency`` objective a time in microseconds
  (``ns``/``us``/``ms``/``s`` suffixes are converted); for ``throughput`` any unit word is ignored;
* or a JSON object with ``latency_us`` or ``throughput`` (the one the objective needs); it may also
  carry ``"status"`` (one of the backend statuses, e.g. ``"wrong_result"``) and ``"error"``.

The objective ``auto`` (what an unset ``optimization_objective`` means) minimises time, as Kernel
Tuner does, unless the run says otherwise: a time unit or ``latency_us`` means latency, a rate
unit (``tokens/s``, ``GB/s``, ``GFLOPS``) or ``throughput`` means throughput, a bare number
means time. The first measurement fixes the objective for the run. A line that contradicts the
objective (a time printed under ``throughput``, a rate under ``latency``, or a change of kind
within one run) is the user's error: :class:`AoeError`, one line, instead of a search that
silently picks the worst candidate.

Costs are "lower is better" microseconds for every backend, so throughput is converted to
``cost = 1e6 / throughput`` (microseconds per unit of work when throughput is units per second);
the raw metric is kept in :attr:`CommandResult.metric`.

Statuses: a non-zero build exit is ``compile_error`` (with the last stderr line), a non-zero run
exit ``runtime_error``, a step over ``timeout_s`` is ``timeout`` (the step's whole process group
is killed), an unparsable last line ``runtime_error`` quoting what was printed. Only the last
``OUTPUT_TAIL_BYTES`` of a step's output are read (a run that prints gigabytes costs no memory),
and the candidate's directory is removed whatever happens (unless ``keep_dirs``).
"""
from __future__ import annotations

import json
import math
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Sequence

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task
from ge_bridge.userfile import require_regular_file

from .base import (
    COMPILE_ERROR,
    OK,
    RUNTIME_ERROR,
    STATUSES,
    TIMEOUT,
    Backend,
    MeasureResult,
    measure_timeout,
)
from .source_rewrite import check_names, rewrite

DEFAULT_BUILD_CMD = "cc -O2 -o {bin} {src}"
OUTPUT_TAIL_BYTES = 64 * 1024  # what is read of a step's stdout / stderr (its end)
_PLACEHOLDER = re.compile(r"\{(src|bin|device|dir)\}")
# Characters that need a shell (or change meaning without one); a template free of them, once
# its placeholders are removed, is split into an argv list and run without a shell.
_SHELL_SYNTAX = re.compile(r"[|&;<>()$`\\*?\[\]{}!~#\n\r]")
DEFAULT_RUN_CMD = "{bin}"
OBJECTIVES = ("latency", "throughput")
AUTO = "auto"  # no objective configured: minimise time unless the run prints a rate
_TIME_UNITS = {"ns": 1e-3, "us": 1.0, "µs": 1.0, "ms": 1e3, "s": 1e6}
# a rate: tokens/s, GB/s, it/sec, GFLOPS, qps, samples/second
_RATE_UNIT = re.compile(r"(/s|/sec|/second|ps)\Z", re.IGNORECASE)
_NUMBER_LINE = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?inf|nan)\s*(\S*)\s*\Z",
                          re.IGNORECASE)


@dataclass
class CommandResult(MeasureResult):
    """A :class:`MeasureResult` plus the raw metric (latency in us, or throughput) and the
    candidate's directory when it was kept."""

    metric: float | None = None
    workdir: str = ""

    def to_json(self) -> dict[str, Any]:
        out = super().to_json()
        out["metric"] = self.metric
        return out


def expand_command(cmd: str, subs: dict[str, str]) -> str | list[str]:
    """The command to run for template ``cmd``: an argv list when the template is a plain word
    list, else a shell string. Placeholders are replaced in one pass (a value is never scanned
    again), each value shell-quoted once in the shell form and passed verbatim in the argv form."""
    plain = _PLACEHOLDER.sub("", cmd)
    if not _SHELL_SYNTAX.search(plain):
        try:
            words = shlex.split(cmd)
        except ValueError:
            words = []
        if words and "=" not in _PLACEHOLDER.sub("", words[0]):  # VAR=x cmd needs a shell
            return [_PLACEHOLDER.sub(lambda m: subs[m.group(0)], w) for w in words]
    return _PLACEHOLDER.sub(lambda m: shlex.quote(subs[m.group(0)]), cmd)


def _tail(path: str, limit: int = OUTPUT_TAIL_BYTES) -> str:
    """The last ``limit`` bytes of a file, as text (a torn first character is replaced)."""
    with open(path, "rb") as f:
        f.seek(0, os.SEEK_END)
        size = f.tell()
        f.seek(max(0, size - limit))
        return f.read(limit).decode("utf-8", errors="replace")


def _last_line(text: str) -> str:
    for line in reversed(text.splitlines()):
        if line.strip():
            return line.strip()
    return ""


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def parse_metric(line: str, objective: str) -> tuple[str, float | None, str]:
    """``(status, metric, error)`` from the last line a run printed (see the module docstring)."""
    if not line:
        return RUNTIME_ERROR, None, "the run printed nothing (expected a number or JSON as its last line)"
    key = "latency_us" if objective == "latency" else "throughput"
    if line.startswith("{"):
        try:
            obj = json.loads(line)
        except (ValueError, RecursionError):
            return RUNTIME_ERROR, None, f"unparsable JSON as last line: {_short(line)}"
        if not isinstance(obj, dict):
            return RUNTIME_ERROR, None, f"last line is not a JSON object: {_short(line)}"
        status = obj.get("status", OK)
        if status != OK:
            if status not in STATUSES:
                return RUNTIME_ERROR, None, f"unknown status {status!r} in: {_short(line)}"
            return status, None, _short(str(obj.get("error", f"run reported {status}")))
        value = obj.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return RUNTIME_ERROR, None, f"last line JSON has no numeric {key!r}: {_short(line)}"
        metric = float(value)
    else:
        m = _NUMBER_LINE.match(line)
        if not m:
            return RUNTIME_ERROR, None, f"last line is not a number or JSON: {_short(line)}"
        metric, unit = float(m.group(1)), m.group(2)
        if objective == "latency" and unit:
            if unit not in _TIME_UNITS:
                return RUNTIME_ERROR, None, f"unknown time unit {unit!r} in: {_short(line)}"
            metric *= _TIME_UNITS[unit]
    if not math.isfinite(metric) or metric <= 0:
        return RUNTIME_ERROR, None, f"{key} must be a positive finite number, got: {_short(line)}"
    return OK, metric, ""


def metric_kind(line: str) -> str | None:
    """What a run's last line measures, by its unit or JSON key: ``"latency"`` (a time unit,
    ``latency_us``), ``"throughput"`` (a rate unit, ``throughput``) or None (a bare number, or a
    line that is not a metric)."""
    if line.startswith("{"):
        try:
            obj = json.loads(line)
        except ValueError:
            return None
        if not isinstance(obj, dict) or obj.get("status", OK) != OK:
            return None
        has_lat, has_tp = "latency_us" in obj, "throughput" in obj
        return "latency" if has_lat and not has_tp else "throughput" if has_tp and not has_lat else None
    m = _NUMBER_LINE.match(line)
    if not m or not m.group(2):
        return None
    unit = m.group(2)
    if unit in _TIME_UNITS:
        return "latency"
    return "throughput" if _RATE_UNIT.search(unit) and unit.lower() != "ps" else None


def metric_to_cost(metric: float, objective: str) -> float:
    """Lower-is-better cost in us: latency as is, throughput as ``1e6 / throughput``."""
    return metric if objective == "latency" else 1e6 / metric


def _exit_text(code: int) -> str:
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"was killed by signal {-code}"
    return f"exited {code}"


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _kill_escaped(cand_dir: str) -> None:
    """SIGKILL what a step left running outside its process group (``setsid cmd &``, a
    daemon): every process whose environment holds this candidate's ``AOE_DIR``. Linux
    (``/proc``) only; elsewhere the process group kill is all there is."""
    marker = b"\0AOE_DIR=" + os.fsencode(cand_dir) + b"\0"
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return
    me = os.getpid()
    for pid in pids:
        if pid == me:
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                env = b"\0" + f.read()
        except OSError:  # gone, or not ours to read
            continue
        if marker in env:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


class CommandBackend(Backend):
    """Measure candidates with the user's build and run commands (module docstring)."""

    name = "command"

    @classmethod
    def cli_options(cls, args: Any, cfg: Any) -> dict[str, Any]:
        """Model tuning passes the task and tiling as AOE_TASK / AOE_TILING; a kernel source
        exposes only the constants it has, so names it lacks are not an error (strict_names)."""
        if not args.run_cmd and not args.op_source:
            raise AoeError("--backend command needs --run-cmd (and usually --op-source / --build-cmd)")
        source = ""  # no kernel source: the run command reads AOE_TASK / AOE_TILING itself
        if args.op_source:
            try:
                with open(args.op_source, encoding="utf-8") as f:
                    source = f.read()
            except OSError as exc:
                raise AoeError(f"cannot read --op-source {args.op_source!r}: {exc.strerror}") from None
        build = args.build_cmd if args.build_cmd is not None else (None if args.op_source else "")
        return {"source": source, "build_cmd": build, "run_cmd": args.run_cmd or "{bin}",
                "objective": cfg.optimization_objective if cfg else None,  # None: from the unit
                "timeout_s": measure_timeout(args, cfg) or 60.0, "strict_names": False,
                "exact": bool(getattr(cfg, "exact_measurements", False)),
                "src_name": os.path.basename(args.op_source) if args.op_source else None}

    def __init__(
        self,
        source: str | None,
        build_cmd: str | None = None,
        run_cmd: str | None = None,
        objective: str | None = "latency",
        timeout_s: float = 60.0,
        workdir: str | None = None,
        device: int = 0,
        keep_dirs: bool = False,
        src_name: str = "kernel.c",
        workers: int = 1,
        strict_names: bool = True,
        exact: bool = False,
    ):
        objective = AUTO if objective is None else objective
        if objective not in (*OBJECTIVES, AUTO):
            raise AoeError(f"unknown objective {objective!r} (expected latency or throughput)")
        if not (isinstance(timeout_s, (int, float)) and timeout_s > 0):
            raise AoeError(f"measure timeout must be a positive number of seconds, got {timeout_s!r}")
        if os.path.basename(src_name) != src_name or not src_name:
            raise AoeError(f"source file name must be a plain file name, got {src_name!r}")
        self.source = source
        if build_cmd is None:
            build_cmd = DEFAULT_BUILD_CMD if source is not None else ""
            if build_cmd and shutil.which("cc") is None:
                raise AoeError("no C compiler `cc` on PATH for the default build command; "
                               "pass a build command (--build-cmd)")
        self.build_cmd = build_cmd
        self.run_cmd = run_cmd or DEFAULT_RUN_CMD
        if source is None and "{src}" in self.build_cmd + self.run_cmd:
            raise AoeError("the commands use {src} but no kernel source was given")
        self.objective = objective  # "auto" until the first measurement says which
        self.configured_objective = objective
        self.timeout_s = float(timeout_s)
        self.device = int(device)
        self.keep_dirs = keep_dirs
        self.src_name = src_name
        self.workers = max(1, int(workers))
        self.workdir = workdir
        self.strict_names = strict_names
        self.exact = bool(exact)  # the user says a repeat returns the same cost (a modelled one)
        if workdir is not None:
            try:
                os.makedirs(workdir, exist_ok=True)
            except OSError as exc:
                raise AoeError(f"cannot create work directory {workdir}: {exc.strerror}") from None

    @classmethod
    def from_file(cls, path: str, **kwargs: Any) -> CommandBackend:
        """A backend over the kernel source at ``path`` (its file name is kept for the compiler)."""
        require_regular_file(path, "kernel source")
        try:
            with open(path, encoding="utf-8") as f:
                source = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise AoeError(f"cannot read kernel source {path}: {exc}") from None
        return cls(source, src_name=os.path.basename(path), **kwargs)

    def check_space(self, names: Sequence[str]) -> None:
        """Raise :class:`AoeError` unless every search-space name is a constant of the source."""
        if self.source is not None:
            check_names(self.source, names)

    # -- measurement -----------------------------------------------------------------------
    def measure(self, task: Task | None, configs: Sequence[dict[str, Any]]) -> list[MeasureResult]:
        task_json = json.dumps(task.to_json(), sort_keys=True) if task is not None else None
        if self.source is not None and self.strict_names:  # the user's error: raise
            for config in configs:
                check_names(self.source, config)
        dirs: list[dict[str, Any]] = []
        try:
            for config in configs:
                try:
                    dirs.append(self._prepare(config, task_json))
                except OSError as exc:  # no space, no permission: no candidate can be measured
                    raise AoeError(f"cannot write a candidate's source under "
                                   f"{self.workdir or tempfile.gettempdir()}: "
                                   f"{exc.strerror or exc}") from None
            if self.workers > 1 and len(configs) > 1:  # builds in parallel, runs one at a time
                with ThreadPoolExecutor(self.workers) as pool:
                    built = list(pool.map(self._build, dirs))
            else:
                built = [self._build(d) for d in dirs]
            results: list[MeasureResult] = []
            for d, failure in zip(dirs, built):
                results.append(failure if failure is not None else self._run(d))
        finally:
            if not self.keep_dirs:
                for d in dirs:
                    shutil.rmtree(d["dir"], ignore_errors=True)
        return results

    def _prepare(self, config: dict[str, Any], task_json: str | None) -> dict[str, Any]:
        text = rewrite(self.source, config, self.strict_names) if self.source is not None else None
        try:
            cand_dir = tempfile.mkdtemp(prefix="aoe_cand_", dir=self.workdir)
        except OSError as exc:
            raise AoeError(f"cannot create a candidate directory: {exc}") from None
        src = os.path.join(cand_dir, self.src_name)
        stem = os.path.splitext(self.src_name)[0] or "kernel"
        binary = os.path.join(cand_dir, stem + ".bin")
        if text is not None:
            try:
                with open(src, "w", encoding="utf-8") as f:
                    f.write(text)
            except BaseException:  # e.g. no space left: never leave the directory behind
                shutil.rmtree(cand_dir, ignore_errors=True)
                raise
        env = dict(os.environ)
        env.update(AOE_TILING=json.dumps(config, sort_keys=True, default=str),
                   AOE_DEVICE=str(self.device), AOE_SRC=src, AOE_BIN=binary, AOE_DIR=cand_dir)
        if task_json is not None:
            env["AOE_TASK"] = task_json
        else:
            env.pop("AOE_TASK", None)
        subs = {"{src}": src, "{bin}": binary, "{device}": str(self.device), "{dir}": cand_dir}
        return {"dir": cand_dir, "env": env, "subs": subs}


    def _shell(self, cmd: str, cand: dict[str, Any], step: str) -> tuple[int | None, str, str, float]:
        """Run one step; ``(exit code or None on timeout, stdout, stderr, seconds)``."""
        out_path = os.path.join(cand["dir"], f"{step}.stdout")
        err_path = os.path.join(cand["dir"], f"{step}.stderr")
        start = time.perf_counter()
        argv = expand_command(cmd, cand["subs"])
        with open(out_path, "wb") as out, open(err_path, "wb") as err:
            try:
                proc = subprocess.Popen(
                    argv, shell=isinstance(argv, str), cwd=cand["dir"], env=cand["env"],
                    stdin=subprocess.DEVNULL, stdout=out, stderr=err, start_new_session=True,
                )
            except OSError as exc:  # argv form: no such program (a shell would exit 127)
                return 127, "", f"{argv[0]}: {exc.strerror or exc}", 0.0
            try:
                code: int | None = proc.wait(timeout=self.timeout_s)
            except subprocess.TimeoutExpired:
                code = None
            finally:  # never leave a step's children behind (also after a timeout)
                _kill_group(proc)
                proc.wait()
                _kill_escaped(cand["dir"])
        elapsed = time.perf_counter() - start
        return code, _tail(out_path), _tail(err_path), elapsed

    def _result(self, status: str, cand: dict[str, Any], error: str = "", cost: float | None = None,
                metric: float | None = None) -> CommandResult:
        return CommandResult(status, cost, error, metric=metric,
                             workdir=cand["dir"] if self.keep_dirs else "")

    def _build(self, cand: dict[str, Any]) -> CommandResult | None:
        if not self.build_cmd.strip():
            return None
        code, stdout, stderr, _ = self._shell(self.build_cmd, cand, "build")
        if code is None:
            return self._result(TIMEOUT, cand, f"build exceeded the {self.timeout_s:g} s timeout")
        if code != 0:
            why = _last_line(stderr) or _last_line(stdout) or "(no output)"
            return self._result(COMPILE_ERROR, cand, f"build {_exit_text(code)}: {_short(why)}")
        return None

    def _run(self, cand: dict[str, Any]) -> CommandResult:
        code, stdout, stderr, _ = self._shell(self.run_cmd, cand, "run")
        if code is None:
            return self._result(TIMEOUT, cand, f"run exceeded the {self.timeout_s:g} s timeout")
        if code != 0:
            why = _last_line(stderr) or _last_line(stdout) or "(no output)"
            return self._result(RUNTIME_ERROR, cand, f"run {_exit_text(code)}: {_short(why)}")
        line = _last_line(stdout)
        self._settle_objective(line)
        status, metric, error = parse_metric(line, self.objective if self.objective != AUTO else "latency")
        if status != OK or metric is None:
            return self._result(status, cand, error)
        if self.objective == AUTO:  # a bare number: minimise it as a time from now on
            self.objective = "latency"
        return self._result(OK, cand, cost=metric_to_cost(metric, self.objective), metric=metric)

    def _settle_objective(self, line: str) -> None:
        """Fix the objective from the printed unit (``auto``), or refuse a contradiction."""
        kind = metric_kind(line)
        if kind is None:
            return
        if self.objective == AUTO:
            self.objective = kind
            return
        if kind != self.objective:
            printed = "time" if kind == "latency" else "rate"
            if self.configured_objective != AUTO:
                why = (f"the objective is {self.objective}: set optimization_objective to {kind}, "
                       f"or remove it to infer the objective from the unit")
            else:
                why = (f"an earlier run's metric was taken as a "
                       f"{'time' if self.objective == 'latency' else 'rate'}")
            raise AoeError(f"the run printed a {printed} ({_short(line, 60)!r}) but {why}")
