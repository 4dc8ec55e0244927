"""The zoo's ``tune`` set: the seven original synthetic families (``seen_1`` has all of them
with other constants, ``seen_2`` and ``seen_3`` three), and the first recorded cpu-backend
landscapes (``data/zoo/``: ``cpu_rmsnorm`` in ``tune``, ``cpu_gemm`` and ``cpu_attention``
in ``seen_1``).

``tune``: the set looked at while choosing the strategy's design and hyperparameters.
"""
from __future__ import annotations

import glob
import os
from typing import Any, Callable

import numpy as np

from .landscape import TILES, Cols, Landscape, _ceil, _data_dir, load_recorded


def gemm_cliff(m: int, n: int, k: int, cores: int, l1_kb: int, l0c_kb: int, bw: float,
               pipe_eff: tuple[float, float, float]) -> Callable[[Cols], np.ndarray]:
    """A GEMM on ``cores`` cores: each core computes ceil(M/tm) x ceil(N/tn) output tiles in
    waves (wave quantisation), each tile loops over K in steps of tk, loading
    (tm + tn) x tk operands (2 bytes) per step, computing tm*tn*tk MACs (padding included).
    Per step: max(compute, load) when double-buffered, compute + load when not (a pipeline's
    overlap factor ``pipe_eff``). Overflows fail: operands x (2 when double-buffered) over L1,
    the fp32 accumulator tm x tn x 4 over L0C. tk not a multiple of 32 pays a misaligned
    load (x1.15); unroll trades loop overhead against register spills."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk = c["tile_m"], c["tile_n"], c["tile_k"]
        pipe = np.asarray(c["pipeline"])
        nbuf = np.where(pipe == "double", 2, 1)
        tiles = _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(tiles, cores)
        steps = _ceil(k, tk)
        compute = tm * tn * tk / 4096.0
        load = (tm + tn) * tk * 2 / bw * np.where(tk % 32, 1.15, 1.0)
        overlap = np.select([pipe == "none", pipe == "single", pipe == "double"], pipe_eff)
        step = np.maximum(compute, load) + (1 - overlap) * np.minimum(compute, load) + 40
        unroll = c["unroll"]
        step = step * (1 + 0.04 * np.abs(np.log2(unroll) - 2)) * np.where(unroll * tk > 2048, 1.2, 1)
        t = waves * steps * step
        bad = ((tm + tn) * tk * 2 * nbuf > l1_kb * 1024) | (tm * tn * 4 > l0c_kb * 1024)
        return np.where(bad, np.nan, t)
    return cost


def gemm_params() -> dict[str, list[Any]]:
    return {"tile_m": TILES, "tile_n": TILES, "tile_k": TILES,
            "pipeline": ["none", "single", "double"], "unroll": [1, 2, 4, 8]}


def conv_divisible(h: int, w: int, channels: int, buf_kb: int, cores: int) -> Callable[[Cols], np.ndarray]:
    """A direct convolution tile: block_h x block_w output pixels x block_c channels, vector
    width ``vec``. Fails (like a kernel that does not compile) when the vector width does not
    divide block_c, when the input halo tile ((bh+2)(bw+2)bc x 4 B) overflows the buffer, or
    when a block exceeds the image. Cost: work (padded) / vector efficiency, waves over cores,
    a per-block overhead."""
    def cost(c: Cols) -> np.ndarray:
        bh, bw, bc, vec = c["block_h"], c["block_w"], c["block_c"], c["vec"]
        blocks = _ceil(h, bh) * _ceil(w, bw) * _ceil(channels, bc)
        waves = _ceil(blocks, cores)
        eff = np.minimum(vec, 8) / 8 * np.where(bw % 4, 0.8, 1.0)
        per = bh * bw * bc * 9 / (64 * eff) + 30 + 4 * (bh + 2) * (bw + 2) * bc / 256
        t = waves * per
        bad = (bc % vec != 0) | ((bh + 2) * (bw + 2) * bc * 4 > buf_kb * 1024) | (bh > h) | (bw > w)
        return np.where(bad, np.nan, t)
    return cost


def conv_params() -> dict[str, list[Any]]:
    return {"block_h": [1, 2, 4, 7, 8, 14, 16, 28], "block_w": [1, 2, 4, 7, 8, 14, 16, 28],
            "block_c": [8, 12, 16, 24, 32, 48, 64, 96, 128], "vec": [1, 2, 4, 8, 16]}


def categorical_codes(perm: list[float], layout: list[float], m: int, n: int, cores: int
                      ) -> Callable[[Cols], np.ndarray]:
    """Tiles plus two integer-coded options whose codes mean nothing: ``schedule`` (6 loop
    orders, each with its own multiplier, listed in an arbitrary order) and ``layout`` (4
    operand layouts), which also changes which tile is aligned. Wave quantisation over cores."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, s, lay = c["tile_m"], c["tile_n"], c["schedule"], c["layout"]
        tiles = _ceil(m, tm) * _ceil(n, tn)
        per = tm * tn / 256.0 + 12 + (tm + tn) / 8
        align = np.where(lay % 2 == 0, tm, tn)
        t = _ceil(tiles, cores) * per * np.asarray(perm)[s] * np.asarray(layout)[lay]
        t = t * np.where(align % 64, 1.12, 1.0)
        return np.where(tm * tn > 96 * 128, np.nan, t)
    return cost


def categorical_params() -> dict[str, list[Any]]:
    return {"tile_m": TILES, "tile_n": TILES, "schedule": [0, 1, 2, 3, 4, 5], "layout": [0, 1, 2, 3]}


def few_matter(active: tuple[str, str, str], seed: int) -> Callable[[Cols], np.ndarray]:
    """Eight parameters; three move the cost most (a coupled bowl in log space: up to several
    x), the other five each add 0.2-0.8% per doubling of their value (at most 3.2% each at 16;
    together 7-13% between all 1 and all 16 in the zoo's instances, at most 17% by
    construction: a weak monotone drift, so their best value is 1), and a buffer rule on two
    of the three fails 40%."""
    rng = np.random.default_rng(seed)
    weights = rng.uniform(0.002, 0.008, size=8)
    opt = rng.uniform(1.5, 3.5, size=3)

    def cost(c: Cols) -> np.ndarray:
        a, b, d = (np.log2(c[p]) for p in active)
        t = 1 + 0.5 * (a - opt[0]) ** 2 + 0.3 * (b - opt[1]) ** 2 + 0.4 * (d - opt[2]) ** 2 \
            + 0.2 * (a - opt[0]) * (b - opt[1])
        for j, p in enumerate(sorted(c)):
            if p not in active:
                t = t * (1 + weights[j] * np.log2(c[p]))
        return np.where(a + b > 4.5, np.nan, t)
    return cost


def few_params() -> dict[str, list[Any]]:
    return {f"p{i}": [1, 2, 4, 8, 16] for i in range(8)}


def attention_waves(batch_heads: int, seq: int, d: int, cores: int, ub_kb: int
                    ) -> Callable[[Cols], np.ndarray]:
    """Flash attention: ceil(seq/bq) query blocks x kv_split splits per head spread over cores
    in waves; each block streams seq/kv_split keys in blocks of bkv (causal: half). Fails when
    the score tile (bq x bkv x 4 B) plus the K/V blocks (2 x bkv x d x 2 B) overflow the
    unified buffer; a split costs a final reduction; ``softmax`` online vs two-pass (the latter
    rereads keys)."""
    def cost(c: Cols) -> np.ndarray:
        bq, bkv, split, sm = c["block_q"], c["block_kv"], c["kv_split"], np.asarray(c["softmax"])
        work = batch_heads * _ceil(seq, bq) * split
        waves = _ceil(work, cores)
        keys = _ceil(seq / split, bkv) * bkv / 2
        per = bq * keys * d / 2048 * np.where(sm == "two_pass", 1.35, 1.0) + 25 * _ceil(keys, bkv)
        per = per * np.where(bq < 64, 1.25, 1.0)
        t = waves * per + np.where(split > 1, batch_heads * seq * d / 4096 * split, 0)
        bad = bq * bkv * 4 + 2 * bkv * d * 2 > ub_kb * 1024
        return np.where(bad, np.nan, t)
    return cost


def attention_params() -> dict[str, list[Any]]:
    return {"block_q": [16, 32, 64, 128, 256], "block_kv": [16, 32, 64, 128, 256, 512],
            "kv_split": [1, 2, 3, 4, 6, 8], "softmax": ["online", "two_pass"],
            "unroll": [1, 2, 4, 8]}


def edge_optimum(m: int, n: int, k: int, cores: int, l0_kb: int) -> Callable[[Cols], np.ndarray]:
    """The issue's case: the optimum sits on the edge of the buffer limits and most of the space
    overflows. Bigger tiles amortise loads until they overflow L0 (x2 when double-buffered,
    which overlaps loads); ``pipeline`` is integer-coded (0 none, 1 single, 2 double)."""
    def cost(c: Cols) -> np.ndarray:
        tm, tn, tk, pipe = c["tile_m"], c["tile_n"], c["tile_k"], c["pipeline"]
        tiles = _ceil(m, tm) * _ceil(n, tn)
        waves = _ceil(tiles, cores)
        steps = _ceil(k, tk)
        compute = tm * tn * tk / 4096.0
        load = (tm + tn) * tk / 24.0
        step = np.where(pipe == 2, np.maximum(compute, load), compute + load * np.where(pipe == 1, 0.7, 1.0)) + 30
        t = waves * steps * step
        nbuf = np.where(pipe == 2, 2, 1)
        bad = ((tm * tk * 2 * nbuf > l0_kb * 1024) | (tk * tn * 2 * nbuf > l0_kb * 1024)
               | (tm * tn * 4 > 2 * l0_kb * 1024))
        return np.where(bad, np.nan, t)
    return cost


def edge_params() -> dict[str, list[Any]]:
    return {"tile_m": TILES, "tile_n": TILES, "tile_k": TILES, "pipeline": [0, 1, 2]}


def norm_rows(rows: int, hidden: int, cores: int) -> Callable[[Cols], np.ndarray]:
    """A row-wise norm: rows in blocks over cores (waves), the hidden dim split in chunks (a
    partial-sum combine per split), vector unroll; a block's rows x hidden/split x 4 B must fit
    a 96 KB buffer (twice with double buffering)."""
    def cost(c: Cols) -> np.ndarray:
        rb, split, unroll, db = c["rows_per_block"], c["hidden_split"], c["unroll"], c["double_buffer"]
        blocks = _ceil(rows, rb) * split
        waves = _ceil(blocks, cores)
        per = rb * hidden / split / 64 * (1 + 0.08 * np.abs(np.log2(unroll) - 3)) + 20 + 6 * split
        per = np.where(db, per * 0.75 + 10, per)
        t = waves * per
        bad = rb * hidden / split * 4 * np.where(db, 2, 1) > 96 * 1024
        return np.where(bad, np.nan, t)
    return cost


def norm_params() -> dict[str, list[Any]]:
    return {"rows_per_block": [1, 2, 4, 8, 16, 32, 64, 128], "hidden_split": [1, 2, 4, 8, 16],
            "unroll": [1, 2, 4, 8, 16], "double_buffer": [False, True]}


def tune_synthetic() -> list[tuple[str, Landscape]]:
    """``tune``'s synthetic part: one instance of each of the seven families."""
    L = Landscape
    return [
        ("tune", L("gemm_cliff_a", gemm_params(), gemm_cliff(1000, 4096, 4096, 20, 128, 128, 64.0, (0.0, 0.5, 1.0)), 0.02)),
        ("tune", L("conv_divisible_a", conv_params(), conv_divisible(56, 56, 256, 24, 16), 0.02)),
        ("tune", L("categorical_a", categorical_params(),
                   categorical_codes([1.3, 1.0, 1.6, 1.15, 1.45, 1.25], [1.2, 1.0, 1.3, 1.1], 4096, 4096, 24), 0.02,
                   kinds={"schedule": "categorical", "layout": "categorical"})),
        ("tune", L("few_matter_a", few_params(), few_matter(("p1", "p4", "p7"), 1), 0.01)),
        ("tune", L("attention_a", attention_params(), attention_waves(32, 2048, 128, 20, 96), 0.03)),
        ("tune", L("edge_a", edge_params(), edge_optimum(2048, 2048, 4096, 20, 64), 0.02)),
        ("tune", L("norm_a", norm_params(), norm_rows(4096, 4096, 40), 0.02)),
    ]


DATA_DIR = _data_dir("zoo")


REAL_SPLIT = {"cpu_rmsnorm": "tune", "cpu_gemm": "seen_1", "cpu_attention": "seen_1"}


def real() -> list[tuple[str, Landscape]]:
    """Recorded cpu-backend landscapes (skipped with a note when the data file is absent)."""
    out = []
    for path in sorted(glob.glob(os.path.join(DATA_DIR, "*.json"))):
        land = load_recorded(path)
        out.append((REAL_SPLIT.get(land.name, "seen_1"), land))
    return out
