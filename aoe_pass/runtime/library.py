"""One shared library holding the tuned kernel of every fused node of a compiled model.

``aoe_tune compile --kernels`` builds it next to the output model: for each ``ai.aoe`` node, the
cpu backend's kernel source for the node's stamped tiling (and for the stock default tiling, so
both can be run from the same library) is compiled to an object with the backend's own flags,
its two ABI entry points renamed to ``<symbol>_run`` / ``<symbol>_out_ld``; identical kernels
share one symbol; all objects are linked into ``<model>.kernels.so``. The manifest
``<model>.kernels.json`` ties each node (name, ``aoe_key``, tiling) to its symbols and records
the host CPU the library was built for (``-march=native``): a library from another host, or a
node whose key or tiling differs from the manifest, is not bound (the node runs its body).
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ge_bridge.aoe_node import AOE_DOMAIN, attr, decode_attrs
from ge_bridge.cache import atomic_write_bytes
from ge_bridge.errors import AoeError
from ge_bridge.opkey import Task, parse_key
from ge_bridge.tiling import stock_default

from ..backends.cpu import CpuBackend
from ..backends.cpu.backend import first_error, host_cpu

FORMAT = "aoe-kernel-library"
VERSION = 2  # 2: attention takes K^T, ffn takes prepacked weights (kernel ABI of the objects)
MODES = ("tuned", "default")


def paths_for(model_path: str) -> tuple[str, str]:
    """``(library path, manifest path)`` beside a compiled model (``m.aoe.onnx`` ->
    ``m.aoe.kernels.so``, ``m.aoe.kernels.json``)."""
    base = model_path[:-5] if model_path.endswith(".onnx") else model_path
    return base + ".kernels.so", base + ".kernels.json"


def node_tilings(node: Any, backend: CpuBackend) -> tuple[Task, dict[str, Any]]:
    """``(task, {mode: full tiling or error string})`` of one fused node."""
    a = decode_attrs(node)
    return _tilings(backend, Task(a.kind, a.shape, a.dtype), a.tiling)


def _tilings(backend: CpuBackend, task: Task, tuned: dict[str, Any]) -> tuple[Task, dict[str, Any]]:
    out: dict[str, Any] = {}
    for mode in MODES:
        cfg = tuned if mode == "tuned" else stock_default(task.kind, task.shape, task.dtype)
        try:
            out[mode] = backend.full_tiling(task, cfg)
        except ValueError as exc:
            out[mode] = f"tiling: {exc}"
    return task, out


def profile_tilings(node: Any, backend: CpuBackend) -> dict[str, tuple[Task, dict[str, Any]]]:
    """A node compiled for several shape profiles: ``{OpKey: (task, {mode: tiling})}`` of every
    profile other than the stamped one (each profile is its own shape, so its own kernels)."""
    from ge_bridge.profiles import node_profiles
    from ge_bridge.tiling import upgrade_tiling

    out: dict[str, tuple[Task, dict[str, Any]]] = {}
    a = decode_attrs(node)
    stamped = a.key
    for rec in node_profiles(a.profiles):
        if rec["key"] == stamped or rec["key"] in out:
            continue
        kind, shape, dtype = parse_key(rec["key"])
        out[rec["key"]] = _tilings(backend, Task(kind, shape, dtype),
                                   upgrade_tiling(kind, dict(rec["tiling"])))
    return out


def _object(backend: CpuBackend, task: Task, tiling: dict[str, Any]) -> tuple[str, str, list[str]]:
    """``(symbol, source, compile argv without -o)`` of one kernel object."""
    src = backend.source(task, tiling)
    flags = [f for f in backend.flags(tiling) if f != "-shared"]
    digest = hashlib.sha256("\0".join([backend.cc_id, *flags, src]).encode()).hexdigest()[:16]
    sym = f"aoe_{task.kind}_{digest}"
    renames = [f"-Daoe_{entry}={sym}_{entry}" for entry in ("run", "out_ld", "pack_size", "pack")]
    return sym, src, [*backend.cc, *flags, *renames, "-c"]


def _compile_object(backend: CpuBackend, sym: str, src: str, argv: list[str]) -> tuple[str | None, str]:
    """The cached object file of one kernel (built on a miss): ``(path, "")`` or ``(None, why)``."""
    obj = os.path.join(backend.cache_dir, f"{sym}.o")
    if os.path.exists(obj):
        return obj, ""
    return backend.compile_cached(src, obj, lambda src_path, out: [*argv, src_path, "-o", out])


def _kernels(backend: CpuBackend, task: Task, tilings: dict[str, Any],
             objects: dict[str, tuple[str, list[str]]]) -> dict[str, Any]:
    """``{mode: {"symbol", "tiling"} or {"error"}}``; the objects to compile go into ``objects``."""
    out: dict[str, Any] = {}
    for mode, tiling in tilings.items():
        if isinstance(tiling, str):
            out[mode] = {"error": tiling}
            continue
        sym, src, argv = _object(backend, task, tiling)
        objects[sym] = (src, argv)
        out[mode] = {"symbol": sym, "tiling": tiling}
    return out


def build_library(model: Any, backend: CpuBackend, model_path: str) -> dict[str, Any]:
    """Compile the library and write it and its manifest beside ``model_path``; returns the
    manifest. A node whose kernel cannot be built is listed with the reason and no symbol."""
    so_path, manifest_path = paths_for(model_path)
    nodes: dict[str, Any] = {}
    objects: dict[str, tuple[str, list[str]]] = {}
    for node in model.graph.node:
        if node.domain != AOE_DOMAIN:
            continue
        try:
            task, tilings = node_tilings(node, backend)
        except ValueError:
            nodes[node.name] = {"key": attr(node, "aoe_key", ""), "error": "malformed aoe_key"}
            continue
        entry: dict[str, Any] = {"key": task.key, "op_type": node.op_type}
        entry.update(_kernels(backend, task, tilings, objects))
        try:
            others = profile_tilings(node, backend)
        except (ValueError, AoeError):
            others = {}  # a malformed aoe_profiles: the stamped profile's kernels only
        if others:
            entry["profiles"] = {key: {"key": key, **_kernels(backend, t, tl, objects)}
                                 for key, (t, tl) in others.items()}
        nodes[node.name] = entry
    workers = max(1, min(8, os.cpu_count() or 1))
    with ThreadPoolExecutor(workers) as pool:
        built = dict(zip(objects, pool.map(lambda s: _compile_object(backend, s, *objects[s]), objects)))
    for node_entry in nodes.values():
        for entry in [node_entry, *node_entry.get("profiles", {}).values()]:
            for mode in MODES:
                sub = entry.get(mode)
                if sub and "symbol" in sub and built[sub["symbol"]][0] is None:
                    entry[mode] = {"error": f"kernel build failed: {built[sub['symbol']][1]}"}
    objs = sorted({p for p, _ in built.values() if p})
    out_dir = os.path.dirname(os.path.abspath(so_path))
    fd, tmp_so = tempfile.mkstemp(suffix=".so.tmp", prefix=".aoe-kernels-", dir=out_dir)
    os.close(fd)
    try:
        res = subprocess.run([*backend.cc, "-shared", *objs, "-o", tmp_so, "-lm"],
                             capture_output=True, text=True, timeout=backend.compile_timeout_s)
        if res.returncode != 0:
            raise AoeError(f"linking the kernel library failed: {first_error(res.stderr or res.stdout)}")
        os.chmod(tmp_so, 0o755)
        os.replace(tmp_so, so_path)
    except subprocess.TimeoutExpired:
        raise AoeError("linking the kernel library timed out") from None
    finally:
        if os.path.exists(tmp_so):
            os.unlink(tmp_so)
    manifest = {"format": FORMAT, "version": VERSION, "library": os.path.basename(so_path),
                "host": host_cpu(), "compiler": backend.cc_id.split(" | ")[1],
                "symbols": len(objs), "nodes": nodes}
    atomic_write_bytes(manifest_path, (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode())
    return manifest


def build_beside(model: Any, model_path: str) -> dict[str, Any]:
    """:func:`build_library` with a cpu backend of this machine's default compiler."""
    backend = CpuBackend()
    try:
        return build_library(model, backend, model_path)
    finally:
        backend.close()


def load_manifest(model_path: str) -> tuple[dict[str, Any] | None, str]:
    """``(manifest, "")`` for the library beside ``model_path``, or ``(None, why not)``.
    The library path is confined to the model's directory."""
    so_path, manifest_path = paths_for(model_path)
    if not os.path.exists(manifest_path):
        return None, f"no kernel library beside the model ({os.path.basename(manifest_path)}: " \
                     f"compile with --kernels)"
    try:
        with open(manifest_path, encoding="utf-8") as fh:
            manifest = json.load(fh)
    except (OSError, ValueError) as exc:
        return None, f"{os.path.basename(manifest_path)}: unreadable ({exc})"
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        return None, f"{os.path.basename(manifest_path)}: not an aoe kernel library manifest"
    if manifest.get("version") != VERSION:
        return None, f"{os.path.basename(manifest_path)}: version {manifest.get('version')!r} " \
                     f"(this tool reads {VERSION})"
    if manifest.get("library") != os.path.basename(so_path) or not os.path.exists(so_path):
        return None, f"{os.path.basename(manifest_path)}: its library {os.path.basename(so_path)} is missing"
    if manifest.get("host") != host_cpu():
        return None, "the kernel library was built for another CPU (recompile with --kernels here)"
    manifest["path"] = os.path.abspath(so_path)  # ctypes would search the library path for a bare name
    return manifest, ""
