"""Hardware targets: capacities and the tiling validity rules they impose.

A target knows its on-chip buffer sizes and core counts (public figures, DESIGN.md) and turns
them into capacity constraints on the tiling vocabulary of :mod:`ge_bridge.tiling`. The same
rules serve three callers: the search (``valid_mask`` over a batch of candidates, vectorised),
the ``sim`` backend (an overflowing tiling fails like a compile error with ``violations``'s
message), and the compile-time near-shape fallback (a borrowed tiling must be valid here).

Clock and bandwidths are not published reliably; they are parameters with nominal values.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Mapping

import numpy as np

from .errors import AoeError
from .opkey import DTYPE_BYTES

KB = 1024


@dataclass(frozen=True)
class Target:
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
    # ---- Nominal figures, not published reliably: documented parameters of the ``sim`` model.
    # Each is an assumption chosen to be plausible for a 910B3 and is overridable per target.
    clock_ghz: float = 1.8  # AI Core clock (910B3 is usually quoted at ~1.8 GHz)
    hbm_gbps: float = 1600.0  # HBM2e aggregate bandwidth (4 stacks, ~1.6 TB/s class)
    # Shared on-chip L2 (widely reported as 192 MB on 910B). Operand re-reads hit it when the
    # re-read operand fits (see sim/gemm.py); aggregate L2 bandwidth is an assumption.
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
    # double buffering. ~0.45 us at 1.8 GHz, the usual order of magnitude for HBM accelerators.
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

        ``t`` maps parameter names to scalars or equal-length numpy arrays (a candidate batch).
        """
        b = DTYPE_BYTES.get(dtype, 2)
        dbl = np.where(np.asarray(t["pipeline"]) == "double_buffer", 2, 1)
        if kind == "gemm":
            tm, tk, tn = (np.asarray(t[x]) for x in ("tile_m", "tile_k", "tile_n"))
            depth = np.where(np.asarray(t["l1_prefetch"]), 2, 1)
            return [
                ("L0A", tm * tk * b * dbl, self.l0a_bytes),
                ("L0B", tk * tn * b * dbl, self.l0b_bytes),
                ("L0C", tm * tn * 4, self.l0c_bytes),
                ("L1", (tm * tk + tk * tn) * b * depth * dbl, self.l1_bytes),
            ]
        if kind == "ffn":
            tm, tk, tn = (np.asarray(t[x]) for x in ("tile_m", "tile_k", "tile_n"))
            dn, dk = np.asarray(t["down_tile_n"]), np.asarray(t["down_tile_k"])
            # gated: a block's tile_n columns are half gate, half up (interleaved weights), so
            # the pair shares one A tile and one accumulator block (sim/ffn.py)
            return [
                ("L0A", np.maximum(tm * tk, tm * dk) * b * dbl, self.l0a_bytes),
                ("L0B", np.maximum(tk * tn, dk * dn) * b * dbl, self.l0b_bytes),
                ("L0C", np.maximum(tm * tn, tm * dn) * 4, self.l0c_bytes),
            ]
        if kind == "attention":
            bq, bkv = np.asarray(t["block_q"]), np.asarray(t["block_kv"])
            d = int(shape["head_dim"])
            return [
                ("L0A", bq * d * b * dbl, self.l0a_bytes),  # Q block (and P block for PV)
                ("L0B", bkv * d * b * dbl, self.l0b_bytes),  # K / V block
                ("L0C", np.maximum(bq * bkv, bq * d) * 4, self.l0c_bytes),  # scores / output
                ("UB", bq * bkv * 4 * dbl + bq * d * 4, self.ub_bytes),  # softmax of one block
            ]
        if kind in ("layernorm", "rmsnorm"):
            rows, split = np.asarray(t["rows_per_block"]), np.asarray(t["hidden_split"])
            hidden = int(shape["hidden"])
            chunk = -(-hidden // split)
            # input chunk (double-buffered when pipelined) + fp32 working copy of the chunk
            return [("UB", rows * chunk * (b * dbl + 4), self.ub_bytes)]
        raise AoeError(f"unknown op kind {kind!r}")

    def violations(self, kind: str, shape: Mapping[str, Any], dtype: str,
                   tiling: Mapping[str, Any]) -> list[str]:
        """Messages like ``L0A buffer overflow: 131072 B > 65536 B`` for one tiling."""
        out = []
        for buf, used, cap in self.rules(kind, shape, dtype, tiling):
            if int(used) > cap:
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
