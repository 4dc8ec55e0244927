"""Convert a Kernel Tuner cache file (an exhaustively measured GPU tuning space) into the zoo's
recorded-landscape format, so public measurements can join ``scripts/bench_search_zoo.py``.

A Kernel Tuner cache is a JSON object (optionally gzip-compressed) with ``tune_params``
(name -> list of values), ``tune_params_keys`` and ``cache``: key ``"v1,v2,..."`` -> a record
holding the parameter values, ``time`` (the objective in ms, or an error string such as
``InvalidConfig``, ``CompilationFailedConfig``, ``RuntimeFailedConfig``) and usually ``times``
(the repeated measurements).

A KTT output file (the Kernel Tuning Toolkit's ``Metadata`` + ``Results`` JSON: one record per
configuration, ``Configuration`` as a list of ``Name``/``Value``, ``Status`` ``Ok`` or a
failure such as ``ComputationFailed``, and the kernel's ``Duration`` in the ``TimeUnit`` of the
metadata, one measurement each) is first read as such a cache by :func:`from_ktt`: the grid
is every value each parameter takes in the file, and the time is the sum of the computation
durations in ms.

Output (gzip JSON, compact): ``name``, ``params`` (the parameters with more than one value),
``fixed`` (single-valued parameters, and any the caller fixed with ``--fix`` to cut a large
space down to a sub-space), ``unit`` (ms), ``source`` (provenance: the ``--source-*``,
``--licence`` and ``--device`` options plus the cache's own ``device_name``, ``kernel_name``,
``problem_size``), ``missing`` and ``rows`` (``config``, ``status`` ok/failed, ``samples``: up
to ``--max-samples`` repeated measurements, 5 significant digits; ``error`` for failed rows).

Failure rule: every point of the full cartesian grid that is not a successful measurement is
a failure. Records with an error string are written as failed rows; grid points absent from
the cache (a restriction of the kernel's author forbade them: the kernel would not compile or
would be wrong there) are not written and read as failed (``missing: "failed"``), so a search
has to learn them like any compile failure.

    python scripts/import_tuning_cache.py CACHE.json.gz OUT.json.gz --name gemm_2080ti \\
        --fix SA=0 --source-repo OWNER/NAME --source-path PATH --source-commit SHA --licence MIT
"""
from __future__ import annotations

import argparse
import gzip
import json
import math
import sys
from typing import Any


def _open(path: str, mode: str) -> Any:
    with open(path, "rb") as probe:
        gz = probe.read(2) == b"\x1f\x8b"
    return gzip.open(path, mode + "t", encoding="utf-8") if gz else open(path, mode, encoding="utf-8")


def _sig(x: float, digits: int = 5) -> float:
    return float(f"{x:.{digits}g}")


def _ok(t: Any) -> bool:
    return isinstance(t, (int, float)) and not isinstance(t, bool) and math.isfinite(t) and t > 0


_KTT_UNIT_MS = {"Nanoseconds": 1e-6, "Microseconds": 1e-3, "Milliseconds": 1.0, "Seconds": 1e3}


def from_ktt(doc: dict[str, Any]) -> dict[str, Any]:
    """A KTT output document -> the equivalent Kernel Tuner cache document."""
    meta = doc["Metadata"]
    unit = meta.get("TimeUnit", "Microseconds")
    if unit not in _KTT_UNIT_MS:
        raise ValueError(f"unknown KTT TimeUnit {unit!r}")
    keys: list[str] = []
    values: dict[str, set[Any]] = {}
    records: list[dict[str, Any]] = []
    kernel = ""
    for res in doc["Results"]:
        cfg = {p["Name"]: p["Value"] for p in res["Configuration"]}
        for k in cfg:
            if k not in values:
                keys.append(k)
                values[k] = set()
            values[k].add(cfg[k])
        kernel = kernel or res.get("KernelName", "")
        durations = [c.get("Duration") for c in res.get("ComputationResults") or []]
        if res.get("Status") == "Ok" and durations and all(_ok(d) for d in durations):
            t: Any = sum(durations) * _KTT_UNIT_MS[unit]
        else:
            t = str(res.get("Status") or "Failed")
        records.append(cfg | {"time": t})
    cache: dict[str, Any] = {}
    for rec in records:
        if any(k not in rec for k in keys):
            raise ValueError(f"a KTT record lacks a parameter: {sorted(set(keys) - set(rec))}")
        key = ",".join(str(rec[k]) for k in keys)
        if key in cache:
            raise ValueError(f"configuration {key} recorded twice")
        cache[key] = rec
    return {"device_name": meta.get("Device", ""), "kernel_name": kernel, "tuner": f"KTT {meta.get('KttVersion', '')}",
            "tune_params_keys": keys, "tune_params": {k: sorted(values[k]) for k in keys}, "cache": cache}


def convert(doc: dict[str, Any], name: str, fix: dict[str, Any] | None = None, max_samples: int = 10,
            source: dict[str, Any] | None = None) -> dict[str, Any]:
    """A Kernel Tuner cache document -> a zoo landscape document (see the module docstring)."""
    tune = {k: list(v) for k, v in doc["tune_params"].items()}
    fix = dict(fix or {})
    for k, v in fix.items():
        if k not in tune or v not in tune[k]:
            raise ValueError(f"--fix {k}={v!r}: not a value of a tuning parameter")
    fixed = {k: v[0] for k, v in tune.items() if len(v) == 1} | fix
    params = {k: v for k, v in tune.items() if k not in fixed}
    keys = list(doc.get("tune_params_keys") or tune)
    rows = []
    for key, rec in doc["cache"].items():
        vals = key.split(",")
        cfg_all = {k: rec[k] if k in rec else type(tune[k][0])(vals[i]) for i, k in enumerate(keys)}
        if any(cfg_all[k] != v for k, v in fixed.items()):
            continue
        cfg = {k: cfg_all[k] for k in params}
        t = rec.get("time")
        if _ok(t):
            times = [x for x in rec.get("times") or [t] if _ok(x)] or [t]
            rows.append({"config": cfg, "status": "ok", "samples": [_sig(x) for x in times[:max_samples]]})
        else:
            rows.append({"config": cfg, "status": "failed", "samples": [], "error": str(t)})
    meta = {k: doc[k] for k in ("device_name", "kernel_name", "problem_size", "objective", "tuner") if k in doc}
    return {"name": name, "params": params, "fixed": fixed, "unit": "ms",
            "source": dict(source or {}) | meta, "missing": "failed", "rows": rows}


def _fix_arg(s: str) -> tuple[str, Any]:
    k, sep, v = s.partition("=")
    if not sep or not k:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {s!r}")
    try:
        return k, json.loads(v)
    except json.JSONDecodeError:
        return k, v


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cache", help="Kernel Tuner cache or KTT output file (.json or .json.gz)")
    ap.add_argument("out", help="output landscape file (gzip JSON)")
    ap.add_argument("--name", required=True)
    ap.add_argument("--fix", type=_fix_arg, action="append", default=[], metavar="NAME=VALUE",
                    help="keep only the sub-space where NAME has VALUE (repeatable)")
    ap.add_argument("--max-samples", type=int, default=10)
    ap.add_argument("--source-repo", default="")
    ap.add_argument("--source-path", default="")
    ap.add_argument("--source-commit", default="")
    ap.add_argument("--licence", default="")
    ap.add_argument("--device", default="", help="the device, when the cache does not name it")
    a = ap.parse_args(argv)
    try:
        with _open(a.cache, "r") as f:
            doc = json.load(f)
        if "Results" in doc and "Metadata" in doc:
            doc = from_ktt(doc)
        src = {"repo": a.source_repo, "path": a.source_path, "commit": a.source_commit, "licence": a.licence}
        if a.device:
            src["device"] = a.device
        out = convert(doc, a.name, dict(a.fix), a.max_samples, src)
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        print(f"import_tuning_cache: error: {a.cache}: {e}", file=sys.stderr)
        return 2
    with open(a.out, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(json.dumps(out, separators=(",", ":")).encode("utf-8"))
    n_ok = sum(r["status"] == "ok" for r in out["rows"])
    grid = math.prod(len(v) for v in out["params"].values())
    print(f"{a.name}: {grid} configurations, {n_ok} measured ok ({1 - n_ok / grid:.1%} infeasible)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
