"""Attention core (flash-attention style): per query block, stream K/V blocks, S = Q K^T on the
cube, softmax on the vector units, O += P V on the cube.

* GQA: the query rows of the ``q_heads / kv_heads`` heads that share one K/V head are stacked
  (``group * seq_q`` rows) and cut into ``block_q`` blocks (within a head when
  ``seq_q >= block_q``, across heads otherwise: decode packs the whole group in one block), so
  each K/V block loaded serves every head of the group. Rows past the data are padding whose
  cube/vector work is wasted (7 decode rows in a 128-row block).
* Work units: ``batch * kv_heads * q_blocks * kv_split`` over the 20 AI Cores in waves.
  ``kv_split`` (flash-decoding) gives each unit ``1/kv_split`` of the key sequence and adds a
  reduction phase (partials in fp32 through GM, a barrier, a vector combine).
* Causal: key blocks wholly in the future of a query block are skipped; a block's key range
  ends at its last query position (offset ``seq_kv - seq_q``).
* Per key step: cube ``2 (bq/16)(bkv/16)(d/16)`` cycles, MTE1 for Q, K, P, V tiles, MTE2 for
  the K and V blocks (shared bandwidth, :func:`hw.shared_rate`), score hand-off between the
  cube and vector cores (L0C -> UB -> L1 through the fixpipe), vector softmax:
  ``online`` = running max/sum, ~5 ops per score plus a rescale of the output accumulator;
  ``two_pass`` = max/sum pass then normalise pass, ~6 ops per score, and the fp32 scores are
  spilled to GM and read back (extra MTE traffic, served by L2).
  Cube and vector stages overlap each other and the copies per ``pipeline``.
"""
from __future__ import annotations

import numpy as np

from ge_bridge.targets import Target

from . import hw


def _steps_and_visible(shape, bq: int, bkv: int, split: int) -> tuple[int, float, float]:
    """(q blocks per (batch, kv head), mean key steps per unit, mean keys per unit)."""
    hq, hkv = int(shape["q_heads"]), int(shape["kv_heads"])
    sq, skv = int(shape["seq_q"]), int(shape["seq_kv"])
    group = max(hq // max(hkv, 1), 1)
    if sq >= bq:
        nbh = -(-sq // bq)
        ends = np.minimum(np.arange(1, nbh + 1) * bq, sq)
        # causal, bottom-right aligned: a block's last query row sees skv - sq + end keys;
        # with seq_q > seq_kv the first rows see none (a fully masked block does no work)
        vis = np.clip(skv - sq + ends, 0, skv) if shape.get("causal") else np.full(nbh, skv)
        qblocks = group * nbh
    else:
        vis = np.array([skv])
        qblocks = -(-(group * sq) // bq)
    per_split = np.ceil(vis / split)
    steps = np.ceil(per_split / bkv)
    return qblocks, float(steps.mean()), float(per_split.mean())


def attention_cycles(tgt: Target, shape, in_bytes: int, c) -> np.ndarray:
    b = in_bytes
    batch, hq, hkv = int(shape["batch"]), int(shape["q_heads"]), int(shape["kv_heads"])
    sq, skv, d = int(shape["seq_q"]), int(shape["seq_kv"]), int(shape["head_dim"])
    group = max(hq // max(hkv, 1), 1)
    bq, bkv, split = (np.asarray(c[x], dtype=np.int64) for x in ("block_q", "block_kv", "kv_split"))
    # the block geometry depends only on (block_q, block_kv, kv_split): tabulate it over the
    # few distinct values present and look each candidate up
    uq, iq = np.unique(bq, return_inverse=True)
    ukv, ikv = np.unique(bkv, return_inverse=True)
    us, is_ = np.unique(split, return_inverse=True)
    table = np.array([[[_steps_and_visible(shape, int(q), int(kv), int(s)) for s in us]
                       for kv in ukv] for q in uq]).reshape(len(uq), len(ukv), len(us), 3)
    geo = table[iq.ravel(), ikv.ravel(), is_.ravel()]
    qblocks, steps, keys = geo[:, 0], geo[:, 1], geo[:, 2]
    bq, bkv, split = bq.astype(float), bkv.astype(float), split.astype(float)
    pipe, two_pass = c["pipeline"], c["softmax"] == 1
    units = batch * hkv * qblocks * split
    rows = np.minimum(bq, group * sq)

    # traffic: K/V re-read by every q block of a (batch, kv head) -> L2 hits if K/V fit
    kv_total = 2.0 * batch * hkv * skv * d * b
    q_total = batch * hq * sq * d * b
    kv_unit = 2.0 * keys * d * b
    spill_unit = np.where(two_pass, steps * bq * bkv * 4 * 2, 0.0)
    loaded = units * (kv_unit + rows * d * b + spill_unit)
    first = kv_total + q_total
    hbm_fraction = np.clip(first / loaded, 0.0, 1.0) if kv_total <= tgt.l2_bytes / 2 else 1.0

    cube = 2 * (bq / 16) * (bkv / 16) * (d / 16)
    mte1 = (bq * d + 2 * bkv * d + bq * bkv) * b / tgt.mte1_bytes_per_cycle
    cube_stage = hw.overlap(pipe, mte1, cube)
    vec_lanes = 2 * tgt.vec_bytes_per_cycle / 4
    vec_ops = np.where(two_pass, 6.0 * bq * bkv, 5.0 * bq * bkv + 2.0 * bq * d)
    vec_stage = vec_ops / vec_lanes + bq * bkv * (4 + b) / tgt.fixpipe_bytes_per_cycle
    compute = hw.overlap(pipe, cube_stage, vec_stage)
    scalar = hw.scalar_cycles(tgt, c["opt_level"], c["unroll_factor"])
    latency = tgt.gm_latency_cycles * (1 + np.where(two_pass, 1, 0)) + \
        hw.exposed_latency(tgt, pipe) * np.maximum(steps - 1, 0) * np.where(two_pass, 2, 1)
    out_unit = rows * d * np.where(split > 1, 4.0, b)
    hbm = hw.hbm_bytes_per_cycle(tgt)

    def unit(active):
        rate = hw.shared_rate(tgt, tgt.mte2_bytes_per_cycle, active, hbm_fraction)
        mte2 = (kv_unit + spill_unit) / np.maximum(steps, 1) / rate
        step = hw.overlap(pipe, mte2, compute) + scalar
        fill = np.minimum(mte2, compute) * hw.OVERLAP[pipe]
        q_load = rows * d * b / rate
        write = out_unit / np.minimum(tgt.fixpipe_bytes_per_cycle, hbm / active)
        return q_load + steps * step + fill + latency + write

    main = hw.waves(units, tgt.cube_cores, unit)
    # flash-decoding reduction: read every split's fp32 partial (+ log-sum-exp), combine, write
    red_bytes = batch * hkv * group * sq * (d + 1) * 4.0 * split + q_total
    red_rate = min(tgt.vector_cores * tgt.vec_mte_bytes_per_cycle, hbm)
    red_vec = batch * hq * sq * d * 3.0 * split / (tgt.vector_cores * tgt.vec_bytes_per_cycle / 4)
    reduce = tgt.sync_cycles + tgt.gm_latency_cycles + np.maximum(red_bytes / red_rate, red_vec)
    return main + np.where(split > 1, reduce, 0.0)


def task_cycles(tgt: Target, kind: str, shape, in_bytes: int, c) -> np.ndarray:
    return attention_cycles(tgt, shape, in_bytes, c)

