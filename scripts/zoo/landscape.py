"""What every set of the zoo uses: the :class:`Landscape`, the tile grid, the folders of
recorded landscapes and their loader, and the small helpers of the cost functions (a host
CPU's roofline among them)."""
from __future__ import annotations

import glob
import gzip
import json
import os
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from aoe_pass.search import Space
from ge_bridge.errors import AoeError


def _data_dir(name: str) -> str:
    """A folder of recorded landscapes (``scripts/data/<name>``)."""
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", name)


TILES = list(range(16, 257, 16))


Cols = dict[str, np.ndarray]


@dataclass
class Landscape:
    name: str
    params: dict[str, list[Any]]
    cost: Callable[[Cols], np.ndarray] | None  # vectorised; nan = infeasible
    noise: float = 0.02  # multiplicative, relative sd
    kinds: dict[str, str] = field(default_factory=dict)  # declared as a user would
    samples: list[list[float]] | None = None  # real landscapes: recorded samples per config
    # filled by prepare()
    true: np.ndarray | None = None
    optimum: float = float("nan")

    def space(self) -> Space:
        return Space(self.params, param_kinds=self.kinds)

    def prepare(self) -> None:
        sp = self.space()
        if self.true is None:
            idx = sp.unflat(np.arange(sp.size))
            cols = sp.columns(idx)
            with np.errstate(all="ignore"):
                self.true = np.asarray(self.cost(cols), dtype=np.float64)
        self.optimum = float(np.nanmin(self.true))

    @property
    def infeasible(self) -> float:
        return float(np.mean(np.isnan(self.true)))


def _ceil(a: Any, b: Any) -> Any:
    return np.ceil(np.asarray(a, dtype=np.float64) / b)


TRUTHS = ("fastest", "median")  # how a recorded configuration's samples give its true cost


def load_recorded(path: str, truth: str = "fastest") -> Landscape:
    """A recorded landscape (``.json``, or gzip ``.json.gz``): rows of ``config``, ``status``
    and ``samples``; the true cost is the fastest sample (``truth="fastest"``: the least disturbed
    run, right for a few samples taken under load) or their median (``"median"``: the typical
    run, right for many samples taken on a quiet machine), and every configuration of the grid
    without a successful row is infeasible."""
    opener: Any = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        doc = json.load(f)
    params = {k: list(v) for k, v in doc["params"].items()}
    land = Landscape(doc["name"], params, None)
    sp = land.space()
    true = np.full(sp.size, np.nan)
    samples: list[list[float]] = [[] for _ in range(sp.size)]
    flat = sp.flat(sp.to_index([r["config"] for r in doc["rows"]]))
    for f, r in zip(flat, doc["rows"]):
        if r["status"] == "ok" and r["samples"]:
            true[int(f)] = float(min(r["samples"]))
            samples[int(f)] = list(r["samples"])
    land.true, land.samples = true, samples
    return scored_by(land, truth)


class RecordedLandscape(Landscape):
    """A recorded landscape (``<name>.json.gz``) read from its file on first use of its grid or
    costs. Listing the zoo (the bench's split, a selection by name) then reads no file, and a run
    reads only the landscapes it runs: reading all of them took seconds at every bench start."""

    def __init__(self, path: str, truth: str = "fastest") -> None:  # not the dataclass's: the fields come from the file
        self.path, self.truth = path, truth
        self.name = os.path.basename(path).removesuffix(".gz").removesuffix(".json")
        self.cost, self.noise, self.kinds, self.optimum = None, 0.02, {}, float("nan")
        self._read: Landscape | None = None

    def _file(self) -> Landscape:
        """The file's landscape; a file gone, unreadable or not a recorded landscape raises
        ValueError naming it (listed at start, it is read only now)."""
        if self._read is None:
            try:
                read = load_recorded(self.path, self.truth)
            except (OSError, EOFError, ValueError, KeyError, TypeError, AttributeError, AoeError) as exc:
                raise ValueError(f"{self.path}: cannot read this recorded landscape "
                                 f"({exc.__class__.__name__}: {exc})") from None
            if read.name != self.name:
                raise ValueError(f"{self.path}: names the landscape {read.name!r}, not its file name")
            self._read = read
        return self._read

    @property
    def params(self) -> dict[str, list[Any]]:  # type: ignore[override]
        return self._file().params

    @property
    def true(self) -> np.ndarray | None:  # type: ignore[override]
        return self._file().true

    @property
    def samples(self) -> list[list[float]] | None:  # type: ignore[override]
        return self._file().samples


def scored_by(land: Landscape, truth: str) -> Landscape:
    """``land`` with each configuration's true cost taken from its recorded samples by ``truth``
    (:data:`TRUTHS`); ``land`` itself when ``truth`` is ``"fastest"`` (how every recorded landscape
    is read) or it has no samples (a synthetic landscape, whose truth is its cost model)."""
    if truth not in TRUTHS:
        raise ValueError(f"truth must be one of {', '.join(TRUTHS)}, not {truth!r}")
    samples = land.samples
    if truth == "fastest" or samples is None:
        return land
    true = np.array([float(np.median(xs)) if xs else np.nan for xs in samples])
    out = Landscape(land.name, land.params, None, land.noise, dict(land.kinds), samples, true)
    out.prepare()
    return out


def recorded_set(label: str, directory: str) -> list[tuple[str, Landscape]]:
    """Every recorded landscape (``*.json.gz``) in ``directory``, in name order, labelled ``label``
    (each read when first used)."""
    return [(label, RecordedLandscape(p)) for p in sorted(glob.glob(os.path.join(directory, "*.json.gz")))]


def smt_cores(threads: Any, cores: int, gain: float) -> Any:
    """Cores' worth of throughput from ``threads`` threads on a CPU with two hardware threads a
    core: the second thread of a core adds ``gain`` of a core."""
    return np.minimum(threads, cores) + gain * np.clip(threads - cores, 0, cores)


@dataclass(frozen=True)
class HostCPU:
    """A host CPU as a set's synthetic families see it: ``rate`` operations a us, DRAM of ``bw``
    bytes a us holding ``mem_gb`` GB, a last-level cache of ``llc_mb`` MB streaming ``llc_bw``
    bytes a us, and a barrier of ``bar_us`` us a step of its parallel loop."""

    rate: float
    bw: float
    mem_gb: float
    llc_mb: float
    llc_bw: float
    bar_us: float


def host_roofline(host: HostCPU, items: Any, steps: Any, flops: Any, bytes_: Any) -> tuple[Any, Any]:
    """``items`` items stepped together for ``steps`` steps on ``host`` (a barrier a step), an
    item's step ``flops`` operations and ``bytes_`` bytes of state read and written, the slower of
    the two, the state streamed from the last-level cache when all of it fits there. Returns (the
    time in us, whether the state fits the host's DRAM). One shared form, so that a set's families
    do not each carry their own copy (each set passes its own machine's figures)."""
    held = items * bytes_
    bw = np.where(held <= host.llc_mb * 1e6, host.llc_bw, host.bw)
    per_step = host.bar_us + items * np.maximum(flops / host.rate, 2.0 * bytes_ / bw)
    return steps * per_step, held <= host.mem_gb * 1e9


def _lookup(table: dict, *cols: Any) -> np.ndarray:
    """``table[(a, b, ...)]`` for each configuration's values of ``cols`` (precomputed per value)."""
    keys = np.broadcast_arrays(*[np.asarray(col) for col in cols])
    flat = [k.ravel() for k in keys]
    out = np.array([table[tuple(v.item() for v in vals)] for vals in zip(*flat)], dtype=np.float64)
    return out.reshape(keys[0].shape)


def value_of(col: Any, table: dict[Any, float]) -> np.ndarray:
    """``table[v]`` for each configuration's value ``v`` of the one column ``col`` (nan where
    ``table`` has no entry): the per-value factor most families' cost models multiply in."""
    col = np.asarray(col)
    out = np.full(col.shape, np.nan)
    for key, num in table.items():
        out[col == key] = num
    return out


def resident_blocks(threads: Any, smem: Any, regs: Any, smem_kb: float, max_threads: int = 2048,
                    max_blocks: int = 32, max_regs: int | None = None) -> np.ndarray:
    """Blocks of ``threads`` threads a GPU core holds at once: at most ``max_threads`` threads and
    ``max_blocks`` blocks, ``smem`` bytes of shared memory a block out of ``smem_kb`` KB, ``regs``
    registers a thread out of a 64K register file (over ``max_regs`` a thread, when given, none);
    0 when one block does not fit."""
    by_smem = np.floor(smem_kb * 1024 / np.maximum(smem, 1.0))
    by_regs = np.floor(65536 / np.maximum(regs * threads, 1.0))
    if max_regs is not None:
        by_regs = np.where(regs > max_regs, 0.0, by_regs)
    return np.minimum(np.minimum(np.minimum(np.floor(max_threads / threads), float(max_blocks)), by_smem), by_regs)
