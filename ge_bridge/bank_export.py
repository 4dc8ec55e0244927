"""Export a tiling cache to the CANN operator-bank layout (DESIGN.md).

``{soc}/unified_bank/{soc}_{core_num}_AiCore_{OpType}_runtime_kb.json``: one JSON record a line,
``{"id": hash, "op": optype, "version": n, "info_dict": {key fields}, "knowledge": {tiling}}``.
GEMM knowledge uses the TCubeTiling field names (usedCoreNum, singleCoreM/N/K, baseM/N/K,
depthA1/B1, stepM/N, stepKa/Kb, iterateOrder, dbL0A/B/C); the matmul key holds transpose/bias
flags, dtypes, formats, m/n/k aligned to 16 and the batch dims. Other kinds carry our tiling
vocabulary as their knowledge, under the GE op type that implements them; an FFN's knowledge
adds the TCubeTiling of each of its two GEMM phases (``gate_up``, ``down``).
"""
from __future__ import annotations

import hashlib
import json
import math
import os
import re
from typing import Any

from .cache import TilingCache, atomic_write_text
from .errors import AoeError
from .kinds import KINDS
from .kinds.ffn import PHASE_PARAMS as FFN_PHASE_PARAMS
from .targets import TARGETS, Target
from .tiling import tiling_problem

BANK_VERSION = 1
# A SoC name as CANN spells it (Ascend910B3, Ascend310P3): one plain path component, so a
# cache's recorded ``soc`` can never walk out of --out ("../x", "/abs", "a/b", "..").
_SOC_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
_GE_DTYPES = {"float16": "DT_FLOAT16", "bfloat16": "DT_BF16", "float32": "DT_FLOAT", "int8": "DT_INT8"}


def _align16(x: int) -> int:
    return -(-int(x) // 16) * 16


def cube_tiling(shape: dict[str, Any], tiling: dict[str, Any], cores: int) -> dict[str, int]:
    """Map our GEMM tiling to TCubeTiling fields.

    The M x N grid of base blocks is split over a cm x cn core grid that maximises used cores
    (cm <= blocks along M, cm * cn <= cores); each core's share is singleCoreM x singleCoreN and
    the full K. depthA1/B1 = 2 when the next K panel is prefetched into L1; dbL0A/B = 2 when the
    L0 operands are double-buffered (L0C holds fp32 accumulators and is not double-buffered).
    """
    m, n, k = int(shape["m"]), int(shape["n"]), int(shape["k"])
    bm_, bn_, bk_ = int(tiling["tile_m"]), int(tiling["tile_n"]), int(tiling["tile_k"])
    blocks_m, blocks_n = math.ceil(m / bm_), math.ceil(n / bn_)
    best = (0, 1, 1)
    for cm in range(1, min(blocks_m, cores) + 1):
        cn = min(blocks_n, cores // cm)
        single_m, single_n = bm_ * math.ceil(blocks_m / cm), bn_ * math.ceil(blocks_n / cn)
        used = math.ceil(m / single_m) * math.ceil(n / single_n)
        if used > best[0]:
            best = (used, single_m, single_n)
    used, single_m, single_n = best
    depth = 2 if tiling.get("l1_prefetch") else 1
    dbl = 2 if tiling.get("pipeline") == "double_buffer" else 1
    return {
        "usedCoreNum": used, "singleCoreM": single_m, "singleCoreN": single_n, "singleCoreK": k,
        "baseM": bm_, "baseN": bn_, "baseK": bk_, "depthA1": depth, "depthB1": depth,
        "stepM": 1, "stepN": 1, "stepKa": depth, "stepKb": depth,
        "iterateOrder": 1 if tiling.get("schedule") == "throughput" else 0,
        "dbL0A": dbl, "dbL0B": dbl, "dbL0C": 1,
    }


def _ffn_phases(shape: dict[str, Any], tiling: dict[str, Any], cores: int) -> dict[str, Any]:
    tokens, hidden, inter = int(shape["tokens"]), int(shape["hidden"]), int(shape["intermediate"])
    gates = 2 if shape.get("gated") else 1
    out = {}
    for name, prefix, n, k in (("gate_up", "", inter * gates, hidden), ("down", "down_", hidden, inter)):
        phase = {p: tiling[prefix + p] for p in (*FFN_PHASE_PARAMS, "schedule")}
        out[name] = cube_tiling({"m": tokens, "n": n, "k": k}, phase, cores)
    return out


def _gemm_record(shape: dict[str, Any], tiling: dict[str, Any], dtype: str,
                 target: Target) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A GEMM's bank record: CANN's matmul key and TCubeTiling knowledge."""
    op = "BatchMatMulV2" if int(shape["batch"]) > 1 else KINDS["gemm"].bank_op
    info: dict[str, Any] = {
        "trans_a": bool(shape["trans_a"]), "trans_b": bool(shape["trans_b"]),
        "bias": bool(shape["bias"]), "dtype_a": _GE_DTYPES.get(dtype, dtype),
        "dtype_b": _GE_DTYPES.get(dtype, dtype), "dtype_c": _GE_DTYPES.get(dtype, dtype),
        "format_a": "ND", "format_b": "FRACTAL_NZ" if tiling.get("layout") == "z_major" else "ND",
        "m": _align16(shape["m"]), "n": _align16(shape["n"]), "k": _align16(shape["k"]),
        "batch": [int(shape["batch"])],
    }
    if "weight_dtype" in shape:
        # weight-only quantized GEMM: CANN's antiquant matmul, B in the weight dtype,
        # one scale per group of block_size along K
        op = "WeightQuantBatchMatmulV2"
        info["dtype_b"] = "DT_" + str(shape["weight_dtype"]).upper()
        info["antiquant_group_size"] = int(shape["block_size"])
    return op, info, cube_tiling(shape, tiling, target.cube_cores)


def _ffn_record(shape: dict[str, Any], tiling: dict[str, Any], dtype: str,
                target: Target) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """An FFN's record: our vocabulary, plus the TCubeTiling of each of its two GEMM phases."""
    op, info, knowledge = _plain_record("ffn", shape, tiling, dtype)
    knowledge["phases"] = _ffn_phases(shape, tiling, target.cube_cores)
    return op, info, knowledge


def _plain_record(kind: str, shape: dict[str, Any], tiling: dict[str, Any],
                  dtype: str) -> tuple[str, dict[str, Any], dict[str, Any]]:
    return KINDS[kind].bank_op, {"dtype": _GE_DTYPES.get(dtype, dtype), **shape}, dict(tiling)


# The kinds whose bank record is more than the plain one (op type, key fields, our tiling).
_RECORDS = {"gemm": _gemm_record, "ffn": _ffn_record}
RECORD_KINDS = frozenset(_RECORDS)  # for the test that every table names known kinds


def bank_record(key: str, entry: dict[str, Any], target: Target) -> tuple[str, dict[str, Any]]:
    """``(op_type, record)`` for one cache entry."""
    kind, shape, tiling, dtype = entry["kind"], entry["shape"], entry["tiling"], entry["dtype"]
    if kind in _RECORDS:
        op, info, knowledge = _RECORDS[kind](shape, tiling, dtype, target)
    else:
        op, info, knowledge = _plain_record(kind, shape, tiling, dtype)
    digest = hashlib.sha256(json.dumps([op, info], sort_keys=True).encode()).hexdigest()[:16]
    record = {"id": digest, "op": op, "version": BANK_VERSION, "info_dict": info,
              "knowledge": knowledge, "aoe_key": key}
    return op, record


def _read_bank_file(path: str) -> list[dict[str, Any]]:
    """Existing records of a bank file (one JSON object a line); AoeError if it is not one."""
    if not os.path.exists(path):
        return []
    records, i = [], 0
    try:
        with open(path, encoding="utf-8") as f:
            for i, line in enumerate(f, 1):  # noqa: B007 - i names the bad line below
                if line.strip():
                    rec = json.loads(line)
                    if not isinstance(rec, dict) or "id" not in rec:
                        raise ValueError
                    records.append(rec)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise AoeError(f"{path} line {i} is not an operator-bank record; not overwriting it") from None
    except OSError as exc:
        raise AoeError(f"cannot read {path}: {exc.strerror or exc}") from None
    return records


def export_bank(cache: TilingCache, out_dir: str | os.PathLike) -> dict[str, int]:
    """Merge the cache's records into the bank files under ``out_dir``.

    Records already in a bank file are kept; one with the same id (the same operator key) is
    replaced by the cache's. Returns {file path: #records now in it}. Only caches of an Ascend
    target can be exported (a cpu-backend cache's tilings mean nothing to an AI Core).
    """
    target = TARGETS.get(cache.target_name)
    if target is None:
        raise AoeError(f"cannot export a cache for target {cache.target_name!r} to a CANN operator "
                       f"bank (known Ascend targets: {', '.join(sorted(TARGETS))})")
    soc = cache.target.get("soc", target.soc)
    if not isinstance(soc, str) or not _SOC_NAME.fullmatch(soc):
        raise AoeError(f"cache target soc {soc!r} is not a SoC name (letters, digits, '_' and '-'); "
                       f"nothing exported")
    cores = cache.target.get("cube_cores", target.cube_cores)
    if isinstance(cores, bool) or not isinstance(cores, int) or not 0 < cores <= 4096:
        raise AoeError(f"cache target cube_cores {cores!r} is not a core count; nothing exported")
    for key in sorted(cache.entries):  # a bank holds only tilings the chip can run
        e = cache.entries[key]
        problem = tiling_problem(e["tiling"], e["kind"]) or "; ".join(
            target.violations(e["kind"], e["shape"], e["dtype"], e["tiling"]))
        if problem:
            raise AoeError(f"cache entry {key!r} is not a valid {target.name} tiling ({problem}); "
                           f"nothing exported")
    by_op: dict[str, list[dict[str, Any]]] = {}
    for key in sorted(cache.entries):
        op, record = bank_record(key, cache.entries[key], target)
        by_op.setdefault(op, []).append(record)
    bank_dir = os.path.join(os.fspath(out_dir), soc, "unified_bank")
    try:
        os.makedirs(bank_dir, exist_ok=True)
    except OSError as exc:
        raise AoeError(f"cannot create {bank_dir!r}: {exc.strerror or exc}") from None
    plan = []
    for op, records in sorted(by_op.items()):  # read every file before writing any
        path = os.path.join(bank_dir, f"{soc}_{cores}_AiCore_{op}_runtime_kb.json")
        new_ids = {r["id"] for r in records}
        kept = [r for r in _read_bank_file(path) if r["id"] not in new_ids]
        plan.append((path, kept + records))
    written = {}
    for path, records in plan:
        atomic_write_text(path, "".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
        written[path] = len(records)
    return written
