"""Hardware targets: capacities and the tiling validity rules they impose.

A target knows its on-chip buffer sizes and core counts (public figures, DESIGN.md) and turns
them into capacity constraints on the tiling vocabulary of :mod:`ge_bridge.tiling`. The same
rules serve three callers: the search (``valid_mask`` over a batch of candidates, vectorised),
the ``sim`` backend (an overflowing tiling fails like a compile error with ``violations``'s
message), and the compile-time near-shape fallback (a borrowed tiling must be valid here).

Clock and bandwidths are not published reliably; they are parameters with nominal values.
:data:`FIGURES` gives the source of every 910B figure and marks the assumptions.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Mapping

import numpy as np

from .errors import AoeError
from .kinds import KINDS
from .kinds.ffn import PHASE_PARAMS as FFN_PHASE_PARAMS
from .kinds.gemm import QUANT_BLOCK_RULE
from .opkey import DTYPE_BYTES

__all__ = ["FFN_PHASE_PARAMS", "FIGURES", "QUANT_BLOCK_RULE", "TARGETS", "Target", "get_target",
           "target_from_record"]

KB = 1024


@dataclass(frozen=True)
class Target:
    """One device's figures. Where each 910B value comes from is in :data:`FIGURES`."""

    name: str = "ascend910b"
    soc: str = "Ascend910B3"
    cube_cores: int = 20  # AI Cores with a cube unit (910B3)
    vector_cores: int = 40  # AI Vector cores (2 per AI Core on 910B)
    l0a_bytes: int = 64 * KB
    l0b_bytes: int = 64 * KB
    l0c_bytes: int = 128 * KB  # fp32 accumulators
    l1_bytes: int = 512 * KB
    ub_bytes: int = 192 * KB  # unified buffer of a vector core
    cube_macs_per_cycle: int = 16 * 16 * 16  # one 16x16x16 fp16 MMA per cycle
    tile_align: int = 16
    # ---- Nominal figures, not published reliably: documented parameters of the ``sim`` model,
    # overridable per target. FIGURES says which are reported figures and which assumptions.
    # 20 cores x 4096 MACs x 2 flops x 1.8 GHz = 294.9 TFLOPS fp16 cube peak, below the
    # 313-376 TFLOPS quoted publicly for the 910B variants (see FIGURES["clock_ghz"]).
    clock_ghz: float = 1.8
    hbm_gbps: float = 1600.0  # HBM2e aggregate bandwidth (~1.6 TB/s class)
    # Shared on-chip L2. Operand re-reads hit it when the re-read operand fits (sim/gemm.py).
    l2_bytes: int = 192 * KB * KB
    l2_gbps: float = 4000.0
    # Per-AI-Core GM->L1 (MTE2) bandwidth. Deliberately a fraction of HBM: one core cannot
    # saturate HBM, about 7 are needed (128 B/cycle * 1.8 GHz = 230 GB/s per core).
    mte2_bytes_per_cycle: int = 128
    mte1_bytes_per_cycle: int = 256  # L1 -> L0A/L0B (MTE1) per core
    fixpipe_bytes_per_cycle: int = 128  # L0C -> GM output write (fixpipe, fp32 -> out dtype)
    # GM -> UB copy of one vector core (40 of them: 40 * 115 GB/s, HBM-limited in aggregate).
    vec_mte_bytes_per_cycle: int = 64
    vec_bytes_per_cycle: int = 256  # vector unit: one 256-byte repeat per cycle (64 fp32 lanes)
    # Latency of one GM transfer (HBM access + MTE issue), exposed unless hidden by prefetch or
    # double buffering. ~0.45 us at 1.8 GHz.
    gm_latency_cycles: int = 800
    # Fixed MTE issue cost per contiguous burst: strided ND transfers (one burst per row of a
    # tile) pay it many times, the native fractal NZ layout moves whole 16-wide column strips.
    burst_cycles: int = 4
    out_granule_bytes: int = 32  # GM write granule (an unaligned row costs one extra write)
    # Scalar unit: loop control / address arithmetic / sync per inner-loop iteration at O3
    # without unrolling; opt levels scale it (see sim/hw.py). The instruction cache holds
    # ``icache_bodies`` loop bodies of O1 size before unrolling spills.
    scalar_iter_cycles: int = 40
    icache_bodies: int = 8
    sync_cycles: int = 2000  # a cross-core barrier between kernel phases (~1.1 us)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    # -- validity --------------------------------------------------------------------------
    def rules(self, kind: str, shape: Mapping[str, Any], dtype: str,
              t: Mapping[str, Any]) -> list[tuple[str, Any, Any]]:
        """Capacity rules as ``(buffer name, bytes used, capacity)``; works on scalars or arrays.
        Each kind's record (``ge_bridge/kinds/``) states its own.

        ``t`` maps parameter names to scalars or equal-length numpy arrays (a candidate batch).
        """
        if kind not in KINDS:
            raise AoeError(f"unknown op kind {kind!r}")
        return KINDS[kind].rules(self, shape, DTYPE_BYTES.get(dtype, 2), t)

    def violations(self, kind: str, shape: Mapping[str, Any], dtype: str,
                   tiling: Mapping[str, Any]) -> list[str]:
        """Messages like ``L0A buffer overflow: 131072 B > 65536 B`` for one tiling."""
        out = []
        for buf, used, cap in self.rules(kind, shape, dtype, tiling):
            if int(used) > cap and buf == QUANT_BLOCK_RULE:
                out.append(f"tile_k {tiling['tile_k']} splits the weight's "
                           f"{shape['block_size']}-element quantization blocks")
            elif int(used) > cap:
                out.append(f"{buf} buffer overflow: {int(used)} B > {cap} B")
        return out

    def valid_mask(self, kind: str, shape: Mapping[str, Any], dtype: str,
                   columns: Mapping[str, np.ndarray]) -> np.ndarray:
        """Boolean mask of the candidates (given column-wise) that fit every buffer."""
        n = len(next(iter(columns.values())))
        ok = np.ones(n, dtype=bool)
        for _buf, used, cap in self.rules(kind, shape, dtype, columns):
            ok &= np.broadcast_to(np.asarray(used) <= cap, (n,))
        return ok


# Provenance of every figure of the default (910B) target: (status, source). ``published``: in
# public vendor code or documentation; ``reported``: widely reported, no primary document we
# can cite; ``assumption``: a plausible value chosen for the model (an order of magnitude, not
# a measurement). tests/test_sim_physics.py checks that every numeric field is listed.
_CATLASS = "catlass include/catlass/arch/arch.hpp (Atlas A2 / 910B buffer sizes)"
FIGURES: dict[str, tuple[str, str]] = {
    "cube_cores": ("published", "910B3: 20 AI Cores (DESIGN.md; Ascend 910B3 product specs)"),
    "vector_cores": ("published", "2 AI Vector cores per AI Core on 910B (Ascend C docs, "
                                  "separated cube/vector architecture)"),
    "l0a_bytes": ("published", _CATLASS),
    "l0b_bytes": ("published", _CATLASS),
    "l0c_bytes": ("published", _CATLASS),
    "l1_bytes": ("published", _CATLASS),
    "ub_bytes": ("published", _CATLASS),
    "cube_macs_per_cycle": ("published", "one 16x16x16 fp16 MMA per cycle per cube "
                                         "(Hot Chips 2019 Da Vinci talk)"),
    "tile_align": ("published", "cube fractal is 16x16 (TCubeTiling docs: base sizes in 16s)"),
    "clock_ghz": ("assumption", "1.8 GHz, the clock usually quoted for 910B3; public fp16 peaks "
                                "of ~313 TFLOPS (910B3-class) to ~376 TFLOPS (24-core variants) "
                                "imply ~1.9 GHz at 4096 MACs/cycle/core, so this model's "
                                "294.9 TFLOPS peak is ~6% conservative"),
    "hbm_gbps": ("reported", "~1.6 TB/s HBM2e, widely reported for 910B (64 GB); no vendor "
                             "datasheet figure"),
    "l2_bytes": ("reported", "192 MB L2, widely reported for 910B; no vendor document"),
    "l2_gbps": ("assumption", "aggregate L2 bandwidth ~2.5x HBM; not published"),
    "mte2_bytes_per_cycle": ("assumption", "per-core GM->L1 rate; chosen so ~7 cores saturate "
                                           "HBM; not published"),
    "mte1_bytes_per_cycle": ("assumption", "L1->L0 rate, 2x MTE2; not published"),
    "fixpipe_bytes_per_cycle": ("assumption", "L0C->GM write rate; not published"),
    "vec_mte_bytes_per_cycle": ("assumption", "GM->UB rate of a vector core; not published"),
    "vec_bytes_per_cycle": ("published", "vector instructions process 256 bytes per repeat "
                                         "(Ascend C API docs); one repeat per cycle is assumed"),
    "gm_latency_cycles": ("assumption", "GM access latency ~0.45 us, an order of magnitude "
                                        "for HBM accelerators; not published"),
    "burst_cycles": ("assumption", "MTE issue cost per contiguous burst; not published"),
    "out_granule_bytes": ("published", "32-byte data block of DataCopy to/from UB and GM "
                                       "(Ascend C API docs)"),
    "scalar_iter_cycles": ("assumption", "scalar loop overhead per iteration; model parameter"),
    "icache_bodies": ("assumption", "instruction-cache capacity in loop bodies; model parameter"),
    "sync_cycles": ("assumption", "cross-core barrier ~1.1 us; not published"),
}

TARGETS: dict[str, Target] = {"ascend910b": Target()}


_CAPACITY_FIELDS = ("cube_cores", "vector_cores", "l0a_bytes", "l0b_bytes", "l0c_bytes", "l1_bytes",
                    "ub_bytes", "tile_align")


def target_from_record(record: Mapping[str, Any]) -> Target | None:
    """The capacity rules a cache's recorded ``target`` document stands for.

    A built-in target's name means its built-in figures (a cache cannot enlarge a real chip's
    buffers). Another target is judged by the buffer sizes it recorded (missing ones take the
    910B figures); a target that records none (``cpu``) has no capacity rules: None. A recorded
    size that is not a positive integer is refused in one line.
    """
    name = record.get("name")
    if name in TARGETS:
        return TARGETS[name]
    recorded = {f: record[f] for f in _CAPACITY_FIELDS if f in record}
    if not recorded:
        return None
    for f, v in recorded.items():
        if isinstance(v, bool) or not isinstance(v, int) or not 0 < v < 2 ** 48:
            raise AoeError(f"target {name!r}: recorded {f} {v!r} is not a positive integer")
    return Target(name=str(name), **recorded)


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise AoeError(f"unknown target {name!r} (known: {', '.join(sorted(TARGETS))})") from None
