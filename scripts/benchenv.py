"""What every benchmark script shares: a clean BLAS environment, the machine it ran on, and
figures printed with their spread, to the precision that spread allows.

* :func:`clean_blas_env` re-executes the script without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE
  (set on some machines to work around old OpenBLAS bugs; they slow a current numpy). Only the
  benchmark's own process is affected; call it before importing numpy.
* :func:`pin_numerics` does the opposite for benchmarks whose *traces* are committed and
  compared (``bench_search_zoo.py`` and the scripts that run its strategies): before numpy
  loads it pins OpenBLAS's kernel and caps numpy's vector dispatch, so a search's arithmetic,
  and so its trace, is the same on every x86-64 host with AVX-512 (see its docstring). Those
  scripts report no timings that the pin could distort beyond a few per cent.
* :func:`machine` names the CPU (model, logical CPUs, vector ISA), the load average when the
  run started (other work on the machine distorts timings), Python/numpy and the BLAS kernel
  threadpoolctl reports.
* :func:`spread` formats repeated samples as ``median [min-max] n=N``, rounded to the leading
  digit of half the spread (a figure that moves by 10% between repeats is not printed to
  four digits).

Usage in a script: ``import benchenv; benchenv.clean_blas_env()`` first, then
``print(benchenv.machine())`` at the top of the output.
"""
from __future__ import annotations

import math
import os
import platform
import statistics
import sys
from typing import Sequence

_DROP = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")


def clean_blas_env() -> None:
    """Re-exec this script without the OpenBLAS workaround variables (once; no-op otherwise)."""
    if any(k in os.environ for k in _DROP) and not os.environ.get("AOE_BENCH_CLEAN_ENV"):
        env = {k: v for k, v in os.environ.items() if k not in _DROP}
        env["AOE_BENCH_CLEAN_ENV"] = "1"
        os.execve(sys.executable, [sys.executable, *sys.argv], env)


PINNED_KERNEL = "Haswell"
# numpy's dispatch targets above X86_V4 (AVX-512 as Skylake-X has it) that the pin turns off
_NUMPY_ABOVE_V4 = "AVX512_ICL AVX512_SPR"


def pin_numerics() -> str | None:
    """Pin the vector code a search's arithmetic runs on, for this process; call before numpy
    loads.

    A Gaussian-process search is chaotic in the last bits of its arithmetic: sooner or later two
    acquisition values a hair apart swap, the search takes another configuration, and its trace
    differs from there on. Two libraries choose their vector code by the CPU they find, and both
    choices show in the traces (the thirty-third round, json_parse_u, seeds 0-4): OpenBLAS's
    kernel (``Haswell``, AVX2, or ``SkylakeX``, AVX-512: three of five traces differ from trial
    25-40) and numpy's own dispatch of its loops (with its X86_V4, AVX-512, paths turned off,
    four of five differ). This sets OPENBLAS_CORETYPE=Haswell (which every x86-64 CPU with AVX2
    and FMA runs) and keeps numpy's dispatch at most X86_V4 (NPY_DISABLE_CPU_FEATURES turns off
    the Ice Lake and Sapphire Rapids targets above it), the combination the committed traces
    were made with: a trace is then the same on every x86-64 host with AVX-512 (X86_V4). On a CPU
    with AVX2 but not AVX-512, numpy runs its X86_V3 loops and traces may differ (said by
    :func:`pinned_note`). Returns the OpenBLAS kernel pinned, or None where nothing can be
    pinned: not an x86-64 CPU with avx2 and fma, or numpy already loaded. Earlier values of the
    two variables are replaced."""
    if "numpy" in sys.modules:
        return None
    if platform.machine().lower() not in ("x86_64", "amd64") or not {"avx2", "fma"} <= _cpu_flags():
        return None
    os.environ["OPENBLAS_CORETYPE"] = PINNED_KERNEL
    os.environ["NPY_DISABLE_CPU_FEATURES"] = _NUMPY_ABOVE_V4
    return PINNED_KERNEL


def numpy_top_target() -> str:
    """The highest of numpy's x86 dispatch targets it runs here (``X86_V4``, ``X86_V3``, ...)."""
    try:
        from numpy._core._multiarray_umath import __cpu_features__ as feats
    except ImportError:  # another numpy layout: unknown
        return "unknown"
    for target in ("AVX512_SPR", "AVX512_ICL", "X86_V4", "X86_V3", "X86_V2"):
        if feats.get(target):
            return target
    return "none"


def pinned_note() -> str:
    """One line for a trace benchmark's header: whether this process runs the pinned numerics
    (OpenBLAS's Haswell kernel, numpy's X86_V4 loops: its traces then match any other run so
    pinned, the committed ones included), or what differs."""
    archs, top = blas_architectures(), numpy_top_target()
    if archs and set(archs) == {PINNED_KERNEL} and top == "X86_V4":
        return (f"numerics pinned (OpenBLAS {PINNED_KERNEL} kernel, numpy X86_V4 loops): traces are the same "
                "on every x86-64 host with AVX-512")
    return (f"note: numerics not pinned (OpenBLAS kernels {', '.join(archs) or 'unknown'}, numpy {top}; "
            f"pinned is {PINNED_KERNEL} and X86_V4): traces may differ in the last bits from runs made "
            "pinned, the committed ones included")


def _cpuinfo() -> tuple[str, set[str]]:
    """The CPU's model name and flags from /proc/cpuinfo (empty where it cannot be read)."""
    model, flags = "", set()
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for ln in f:
                if ln.startswith("model name") and ":" in ln and not model:
                    model = ln.split(":", 1)[1].strip()
                if ln.startswith(("flags", "Features")) and ":" in ln and not flags:
                    flags = set(ln.split(":", 1)[1].split())
    except OSError:
        pass
    return model, flags


def _cpu_flags() -> set[str]:
    return _cpuinfo()[1]


def _cpu_model() -> tuple[str, str]:
    model, flags = _cpuinfo()
    isa = " ".join(f for f in ("sse4_2", "avx", "avx2", "fma", "avx512f", "avx512_bf16",
                               "amx_tile", "asimd", "sve") if f in flags)
    return model or platform.processor() or platform.machine(), isa


def _blas_infos() -> list[dict] | None:
    """threadpoolctl's record of each BLAS numpy and scipy loaded; None without threadpoolctl."""
    try:
        import numpy  # noqa: F401  (load numpy's BLAS before asking)
        from threadpoolctl import threadpool_info
    except ImportError:
        return None
    return [i for i in threadpool_info() if i.get("user_api") == "blas"]


def blas_kernels() -> list[str]:
    """``internal_api version kernel=... threads=N`` of each BLAS numpy loaded (threadpoolctl)."""
    infos = _blas_infos()
    if infos is None:
        return ["(threadpoolctl not installed: BLAS kernel unknown)"]
    return [f"{i.get('internal_api')} {i.get('version')} kernel={i.get('architecture')} "
            f"threads={i.get('num_threads')}" for i in infos] or ["(no BLAS library reported)"]


def blas_architectures() -> list[str]:
    """The kernel (``architecture``) of each OpenBLAS numpy and scipy loaded; empty if unknown."""
    return [str(i.get("architecture")) for i in _blas_infos() or [] if i.get("internal_api") == "openblas"]


def machine() -> str:
    """One paragraph naming the CPU, the load, Python/numpy and the BLAS kernel."""
    import numpy as np

    model, isa = _cpu_model()
    try:
        load = "load average {:.1f} {:.1f} {:.1f} (1/5/15 min) at start".format(*os.getloadavg())
    except OSError:
        load = "load average unknown"
    env = ", ".join(f"{k}={os.environ.get(k, '<unset>')}" for k in _DROP)
    return (f"CPU: {model}, {os.cpu_count()} logical CPUs, ISA {isa or '?'}; {load}\n"
            f"Python {platform.python_version()}, numpy {np.__version__}, BLAS: "
            f"{'; '.join(blas_kernels())}; {env}")


def _round_to(x: float, step: float) -> str:
    if step <= 0 or not math.isfinite(step):
        return f"{x:.3g}"
    digits = max(0, -int(math.floor(math.log10(step))))
    return f"{round(x / step) * step:.{digits}f}"


def spread(samples: Sequence[float], unit: str = "") -> str:
    """``median [min-max] n=N``, rounded to the leading digit of half the range (3 significant
    digits when there is no spread)."""
    xs = sorted(float(x) for x in samples)
    med = statistics.median(xs)
    rng = xs[-1] - xs[0]
    step = 10 ** math.floor(math.log10(rng / 2)) if rng > 0 else 0.0
    if step and step > abs(med):  # the spread is as large as the figure: one digit is plenty
        step = 10 ** math.floor(math.log10(abs(med))) if med else step
    u = f" {unit}" if unit else ""

    def r(x: float) -> str:  # never round a bound to nothing: keep one significant digit
        own = 10 ** math.floor(math.log10(abs(x))) if x else step
        return _round_to(x, min(step, own) if step else 0.0)

    if len(xs) == 1:
        return f"{r(med)}{u} n=1"
    return f"{r(med)}{u} [{r(xs[0])}-{r(xs[-1])}] n={len(xs)}"
