"""The ``cpu`` backend: every tiling becomes a real C kernel, compiled, checked and timed here.

For one configuration:

1. **generate**: ``#define`` lines for the tiling (tile sizes, loop order, packing, layout,
   prefetch, alignment, unroll) + ``kernels/_prelude.c`` + the kind's template
   ``kernels/<kind>.c`` (each template documents how every parameter changes its code);
2. **compile** with the system C compiler (``cc`` argument, ``$CC``, ``cc`` or ``gcc``):
   ``opt_level`` is the ``-O`` flag, ``-march=native`` when the compiler accepts it. Libraries
   are cached by a hash of compiler + flags + source (written to a temp file, then renamed, so
   concurrent tuners share the cache safely). A compiler error -> ``compile_error``;
3. **run** in an isolated worker process (:mod:`.worker`): seeded random inputs of the
   task's shape (:mod:`.problems`), one call checked against a float64 numpy reference
   (:func:`.check.check_close`) (a segfault ->
   ``runtime_error`` with the signal, a hang -> ``timeout``, a mismatch -> ``wrong_result``
   with the error), then timed: an adaptive inner loop of >= 20 ms per sample, ``repeats``
   samples, the median per call, in microseconds. The output is poisoned (NaN) again before
   the timed calls and must afterwards equal the checked call's bit for bit (a checksum), so
   a kernel that stops computing after its checked call is ``wrong_result``, not timed.
   The timed calls take the weights (the operands a model holds as constants) in turn from
   copies spanning 4 MB (:func:`.worker._rotation`): each call finds them outside L1/L2, as
   in a runtime where the other ops ran since the node's last call (timed hot, a decode FFN
   tiling measured x1.09-1.35 over the default and ran x0.98-1.03 in onnxruntime).
   Every sample after the task's first default measurement is paired with a sample of the
   stock default's kernel in the same worker, and the cost is the default's cost times the
   median ratio (:meth:`CpuBackend._reference`): the tuner compares each tiling with the
   default under the same machine state, not minutes apart.

Kernels compute in float32 whatever the task's dtype (fp16/bf16 tasks are measured with fp32
data: the tiling's relative merit is what is tuned). Kernels are single-threaded; ``threads``
only sizes the worker's CPU affinity set (from CPU ``device`` on) and the reference's BLAS.
Task shape conventions: see :mod:`.problems`.
"""
from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import tempfile
from typing import Any, Callable, Sequence

from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task, quantized
from ge_bridge.tiling import PARAMS, stock_default

from .. import base
from ..base import Backend, MeasureResult, measure_timeout
from ..isolation import CRASHED, ERROR, IsolatedWorker
from .problems import CPU_KINDS

KERNEL_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kernels")
NO_COMPILER = "cpu backend: no C compiler found (set CC or install gcc)"
_MACRO = {"unroll_factor": "UNROLL"}  # parameter -> macro name, when not just upper-cased
_ENUMS = {
    "pipeline": {"none": 0, "single_buffer": 1, "double_buffer": 2},
    "schedule": {"default": 0, "balanced": 1, "throughput": 2, "latency": 3},
    "layout": {"row_major": 0, "col_major": 1, "z_major": 2},
    "softmax": {"online": 0, "two_pass": 1},
    "stats": {"one_pass": 0, "two_pass": 1},
}
_ENUMS["down_pipeline"], _ENUMS["down_schedule"] = _ENUMS["pipeline"], _ENUMS["schedule"]


def find_compiler(cc: str | None = None) -> list[str]:
    """The compiler command as argv: ``cc``, else ``$CC``, else ``cc``/``gcc`` on PATH."""
    spec = cc or os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not spec:
        raise AoeError(NO_COMPILER)
    argv = shlex.split(spec)
    if not argv or shutil.which(argv[0]) is None:
        raise AoeError(NO_COMPILER)
    return argv


def first_error(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln.lower():
            return ln
    return lines[0] if lines else "compiler failed without a message"


class CpuBackend(Backend):
    """Real C kernels on this machine (see the module docstring).

    ``template_override`` maps a kind to another kernel source with the same ABI: it goes
    through exactly the same compile / isolate / check / time path (used for fault injection).
    """

    name = "cpu"
    model_version = "3"  # bump when the kernels' code or the measurement changes what a tiling costs
    # (3: costs paired with the task's stock default in the same worker, see _reference; the
    # weights rotated over copies; kernel scratch kept across calls and sized to the dims)
    pins_to_core = True  # one worker times one core
    ray_num_cpus = 1.0

    @classmethod
    def cli_options(cls, args: Any, cfg: Any) -> dict[str, Any]:
        return {"timeout_s": measure_timeout(args, cfg)}

    def __init__(self, cc: str | None = None, timeout_s: float = 10.0, repeats: int = 5,
                 cache_dir: str | None = None, threads: int = 1, device: int | None = None,
                 seed: int = 0, template_override: dict[str, str] | None = None,
                 compile_timeout_s: float = 120.0, sample_s: float = 0.02):
        self.cc = find_compiler(cc)
        self.timeout_s = float(timeout_s)
        self.repeats = max(1, int(repeats))
        self.threads = max(1, int(threads))
        self.device = device
        self.seed = int(seed)
        self.compile_timeout_s = float(compile_timeout_s)
        self.sample_s = float(sample_s)  # minimum duration of one timing sample
        self.template_override = dict(template_override or {})
        self.cache_dir = self._cache_dir(cache_dir)
        self.cc_id = self._compiler_identity()
        self._native = self._accepts("-march=native")
        self._worker: IsolatedWorker | None = None
        self.compiles = 0  # libraries actually built (cache misses)
        self._refs: dict[str, tuple[str, float] | None] = {}  # task key -> reference kernel

    # -- setup ---------------------------------------------------------------------------
    @staticmethod
    def _cache_dir(cache_dir: str | None) -> str:
        path = cache_dir or os.environ.get("AOE_CPU_CACHE") or os.path.join(
            os.path.expanduser("~"), ".cache", "aoe-pass", "cpu")
        try:
            os.makedirs(path, exist_ok=True)
            probe = tempfile.NamedTemporaryFile(dir=path, delete=True)
            probe.close()
        except OSError:
            if cache_dir:
                raise AoeError(f"cpu backend: cache dir {cache_dir!r} is not writable") from None
            path = tempfile.mkdtemp(prefix="aoe-cpu-")
        return path

    def _compiler_identity(self) -> str:
        try:
            out = subprocess.run([*self.cc, "--version"], capture_output=True, text=True,
                                 timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            raise AoeError(NO_COMPILER) from None
        first = (out.stdout or out.stderr).splitlines()
        # -march=native code is only valid on the CPU it was built for: the host is part of
        # the identity, so a cache directory shared between machines never serves a wrong .so
        return " ".join(self.cc) + " | " + (first[0] if first else "") + " | " + host_cpu()

    def _accepts(self, flag: str) -> bool:
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "probe.c")
            with open(src, "w") as fh:
                fh.write("int aoe_probe(void) { return 0; }\n")
            try:
                res = subprocess.run([*self.cc, flag, "-c", src, "-o", os.path.join(tmp, "p.o")],
                                     capture_output=True, timeout=60)
            except (OSError, subprocess.TimeoutExpired):
                return False
            return res.returncode == 0

    # -- source and flags ----------------------------------------------------------------
    def full_tiling(self, task: Task, config: dict[str, Any]) -> dict[str, Any]:
        """The config completed with the stock default; ValueError if a value is not allowed."""
        space = PARAMS.get(task.kind)
        if space is None:
            raise ValueError(f"unknown op kind {task.kind!r}")
        unknown = sorted(set(config) - set(space))
        if unknown:
            raise ValueError(f"unknown {task.kind} tiling parameter(s): {', '.join(unknown)}")
        tiling = {**stock_default(task.kind, task.shape, task.dtype), **config}
        for name, domain in space.items():
            if tiling[name] not in domain:
                raise ValueError(f"{name}={tiling[name]!r} is not in the {task.kind} space")
        return tiling

    def defines(self, task: Task, tiling: dict[str, Any]) -> dict[str, int]:
        """Compile-time constants of a tiling (every parameter except opt_level)."""
        out: dict[str, int] = {"L1_PREFETCH": 0, "UNROLL": 0}
        for name, value in tiling.items():
            if name == "opt_level":
                continue
            if name in _ENUMS:
                value = _ENUMS[name][value]
            out[_MACRO.get(name, name.upper())] = int(value)
        out.update(CPU_KINDS[task.kind].defines)
        return out

    def source(self, task: Task, tiling: dict[str, Any]) -> str:
        template = self.template_override.get(task.kind) or os.path.join(
            KERNEL_DIR, CPU_KINDS[task.kind].template)
        with open(os.path.join(KERNEL_DIR, "_prelude.c")) as fh:
            prelude = fh.read()
        with open(template) as fh:
            body = fh.read()
        head = "".join(f"#define {k} {v}\n" for k, v in sorted(self.defines(task, tiling).items()))
        return f"/* generated by aoe-pass cpu backend: {task.key} */\n{head}{prelude}\n{body}"

    def flags(self, tiling: dict[str, Any]) -> list[str]:
        flags = [f"-{tiling['opt_level']}", "-std=gnu11", "-fPIC", "-shared"]
        if self._native:
            flags.append("-march=native")
        return flags

    def library_path(self, task: Task, tiling: dict[str, Any]) -> tuple[str, str]:
        """``(path of the cached .so, source)`` for a tiling (not built yet, maybe)."""
        src = self.source(task, tiling)
        digest = hashlib.sha256(
            "\0".join([self.cc_id, *self.flags(tiling), src]).encode()).hexdigest()[:24]
        return os.path.join(self.cache_dir, f"{task.kind}-{digest}.so"), src

    def compile_command(self, task: Task, tiling: dict[str, Any], src_path: str,
                        out_path: str) -> list[str]:
        return [*self.cc, *self.flags(tiling), src_path, "-o", out_path, "-lm"]

    def build(self, task: Task, tiling: dict[str, Any]) -> tuple[str | None, str]:
        """Compile (or find cached) the library: ``(path, "")`` or ``(None, first error line)``."""
        so_path, src = self.library_path(task, tiling)
        if os.path.exists(so_path):
            return so_path, ""
        built, err = self.compile_cached(
            src, so_path, lambda src_path, out: self.compile_command(task, tiling, src_path, out))
        if built:
            self.compiles += 1
        return built, err

    def compile_cached(self, src: str, out_path: str,
                       command: Callable[[str, str], list[str]]) -> tuple[str | None, str]:
        """Compile ``src`` into ``out_path`` in the cache directory, atomically (temp source and
        output, then rename): ``(out_path, "")`` or ``(None, first error line)``. ``command``
        gives the compiler argv for a source path and an output path."""
        name = os.path.basename(out_path)
        fd, tmp_src = tempfile.mkstemp(suffix=".c", prefix=f".{name}-", dir=self.cache_dir)
        tmp_out = tmp_src[:-2] + ".out.tmp"
        try:
            with os.fdopen(fd, "w") as fh:
                fh.write(src)
            try:
                res = subprocess.run(command(tmp_src, tmp_out), capture_output=True, text=True,
                                     timeout=self.compile_timeout_s)
            except subprocess.TimeoutExpired:
                return None, f"compiler timed out after {self.compile_timeout_s:g} s"
            except OSError as exc:
                return None, f"compiler failed to start: {exc}"
            if res.returncode != 0 or not os.path.exists(tmp_out):
                return None, first_error(res.stderr or res.stdout)
            os.replace(tmp_out, out_path)
            return out_path, ""
        finally:
            for p in (tmp_src, tmp_out):
                if os.path.exists(p):
                    os.unlink(p)

    # -- measurement ---------------------------------------------------------------------
    def _get_worker(self) -> IsolatedWorker:
        if self._worker is None:
            affinity = None
            if self.device is not None:
                ncpu = os.cpu_count() or 1
                affinity = [(self.device + i) % ncpu for i in range(self.threads)]
            self._worker = IsolatedWorker(self.timeout_s, affinity=affinity)
        return self._worker

    def refuse(self, task: Task) -> str | None:
        return _refusal(task)

    def measure(self, task: Task, configs: Sequence[dict[str, Any]]) -> list[MeasureResult]:
        return [self.measure_one(task, c) for c in configs]

    def measure_one(self, task: Task, config: dict[str, Any]) -> MeasureResult:
        try:
            tiling = self.full_tiling(task, dict(config))
            dims_extra = _task_extra(task)
        except ValueError as exc:
            return MeasureResult(base.INVALID, error=str(exc))
        so_path, err = self.build(task, tiling)
        if so_path is None:
            return MeasureResult(base.COMPILE_ERROR, error=err)
        ref = self._reference(task, tiling, so_path, dims_extra)
        if isinstance(ref, MeasureResult):  # this was the task's first default measurement
            return ref
        res = self._timed(task, so_path, dims_extra, ref[0] if ref else None)
        if ref and isinstance(res, tuple):  # paired: the reference's cost times the ratio
            return MeasureResult(base.OK, cost=ref[1] * res[1])
        return res if isinstance(res, MeasureResult) else MeasureResult(base.OK, cost=res[0])

    def _reference(self, task: Task, tiling: dict[str, Any], so_path: str,
                   extra: dict[str, Any]) -> tuple[str, float] | MeasureResult | None:
        """The task's reference: ``(library, cost)`` of its stock default tiling, measured
        (unpaired) once per backend and task. Every later measurement of the task times its
        kernel alternately with the reference in the same worker, and its cost is the
        reference's cost times the median ratio of the paired samples: tilings of a task
        measured seconds or minutes apart are compared without the machine's drift in between
        (at tiny shapes the drift is as large as the differences between tilings). The first
        measurement of the default itself is returned as the MeasureResult; None: unpaired
        (the default does not build or run)."""
        if task.key in self._refs:
            return self._refs[task.key]
        default = self.full_tiling(task, {})
        if tiling == default:
            res = self._result(self._timed(task, so_path, extra, None))
            self._refs[task.key] = (so_path, res.cost) if res.status == base.OK else None
            return res
        ref_path, _ = self.build(task, default)
        res = self._result(self._timed(task, ref_path, extra, None)) if ref_path else None
        self._refs[task.key] = (ref_path, res.cost) if res and res.status == base.OK else None
        return self._refs[task.key]

    @staticmethod
    def _result(res: MeasureResult | tuple[float, float | None]) -> MeasureResult:
        return res if isinstance(res, MeasureResult) else MeasureResult(base.OK, cost=res[0])

    def _timed(self, task: Task, so_path: str, extra: dict[str, Any],
               ref_path: str | None) -> MeasureResult | tuple[float, float | None]:
        """``(us per call, ratio to the reference or None)`` or the failure's MeasureResult."""
        payload = {"lib": so_path, "kind": task.kind, "shape": dict(task.shape),
                   "seed": self.seed, "repeats": self.repeats, "sample_s": self.sample_s,
                   "budget_s": 0.5 * self.timeout_s, "threads": self.threads,
                   "extra": extra, "ref": ref_path}
        out = self._get_worker().call("aoe_pass.backends.cpu.worker:run_in_worker", payload)
        if out.status == CRASHED:
            return MeasureResult(base.RUNTIME_ERROR, error=f"kernel crashed: {out.error}")
        if out.status == ERROR:
            return MeasureResult(base.RUNTIME_ERROR, error=out.error)
        if out.status != "ok":
            return MeasureResult(base.TIMEOUT, error=out.error)
        status, value = out.value
        if status == "ok":
            return (float(value[0]), float(value[1])) if isinstance(value, (tuple, list)) \
                else (float(value), None)
        if status == "wrong":
            return MeasureResult(base.WRONG_RESULT, error=value)
        return MeasureResult(base.RUNTIME_ERROR, error=value)

    def close(self) -> None:
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    def __del__(self) -> None:  # best effort: never leave a worker behind
        try:
            self.close()
        except Exception:
            pass


def _refusal(task: Task) -> str | None:
    if task.kind not in CPU_KINDS:
        return f"cpu backend: no kernel for op kind {task.kind!r}"
    if quantized(task.shape):
        return (f"cpu backend: no kernel for weight-only quantized GEMMs "
                f"(weight_dtype={task.shape['weight_dtype']}); measure them with the sim or "
                f"command backend")
    return None


def _task_extra(task: Task) -> dict[str, Any]:
    """Kind-specific facts the worker needs beyond the shape; ValueError if unsupported."""
    why = _refusal(task)
    if why:
        raise ValueError(why)
    extra = CPU_KINDS[task.kind].extra
    return extra(task.shape) if extra else {}


def host_cpu() -> str:
    """The CPU model and its feature flags (what -march=native compiles for)."""
    import platform

    text = platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            info = f.read()
        for key in ("model name", "flags", "Features"):
            line = next((ln for ln in info.splitlines() if ln.startswith(key)), "")
            text += "|" + line.split(":", 1)[-1].strip()
    except OSError:
        text += "|" + platform.processor()
    return hashlib.sha256(text.encode()).hexdigest()[:16]
