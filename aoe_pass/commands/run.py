"""``aoe_tune run MODEL.aoe.onnx``: run a compiled model on the tuned cpu kernels.

Every ``ai.aoe`` node runs the cpu backend's kernel for its stamped tiling (see
:mod:`aoe_pass.runtime`). Engines: ``onnxruntime`` (default: the fused nodes are onnxruntime
custom ops on the model's kernel library, :mod:`aoe_pass.runtime.ort`, everything else runs in
onnxruntime) or ``reference`` (the checker: the ONNX reference evaluator runs the graph). The
outputs are checked against onnxruntime on the same model with the fused functions inlined (the
original graph); with ``--compare-default`` stock default tilings are timed in the same run,
repeats interleaved, medians reported. Exit 1 if the outputs are outside tolerance.
"""
from __future__ import annotations

import argparse
import os
import statistics
from typing import Any

import numpy as np

from ge_bridge.errors import AoeError

from ..report.text import table
from .argtypes import bounded_float, seed


def add_parser(sub: Any) -> None:
    p = sub.add_parser("run", help="run a compiled model on the tuned cpu kernels",
                       description="Execute MODEL.aoe.onnx with its fused operators on the cpu "
                                   "backend's kernels for their stamped tilings, check the outputs "
                                   "against onnxruntime and report tokens/s.")
    p.add_argument("model", metavar="MODEL", help="compiled model (aoe_tune compile -o ...)")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="bind a symbolic input dim (e.g. --dim seq=16; default: the value the "
                        "model was compiled for); a list (seq=64,128) runs each shape in turn")
    p.add_argument("--compare-default", action="store_true",
                   help="also time stock default tilings, interleaved with the tuned ones")
    p.add_argument("--repeat", type=int, default=3, metavar="N", help="timed runs per mode (3)")
    p.add_argument("--seed", type=seed, default=0, help="seed of the random inputs (0)")
    p.add_argument("--tol", type=bounded_float(0, 1e6, True), default=1e-3,
                   help="max error relative to max|onnxruntime output| (1e-3)")
    p.add_argument("--check-every-call", action="store_true",
                   help="compare every kernel call with its function body, not just the first")
    p.add_argument("--cc", help="C compiler (default: $CC, cc or gcc)")
    p.add_argument("--engine", choices=("onnxruntime", "reference"), default="onnxruntime",
                   help="onnxruntime with the fused nodes as custom ops on the kernel library "
                        "(default), or the ONNX reference evaluator (the checker)")
    p.add_argument("--threads", type=int, default=1, metavar="N",
                   help="onnxruntime intra-op threads (1; the kernels are single-threaded)")
    p.set_defaults(func=run)


def reference_outputs(model: Any, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """onnxruntime on the model with its local functions inlined: the original graph."""
    import onnx
    import onnxruntime as ort

    try:
        flat = onnx.inliner.inline_local_functions(model)
    except Exception:  # noqa: BLE001 - onnxruntime runs local functions itself
        flat = model
    try:
        ort.set_default_logger_severity(4)  # its errors reach the user as our one line
        opts = ort.SessionOptions()
        opts.log_severity_level = 4
        sess = ort.InferenceSession(flat.SerializeToString(), opts, providers=["CPUExecutionProvider"])
        run_opts = ort.RunOptions()
        run_opts.log_severity_level = 4
        return sess.run(None, feeds, run_opts)
    except Exception as exc:  # noqa: BLE001
        first = str(exc).strip().splitlines()
        raise AoeError(f"onnxruntime cannot run the model: {first[0] if first else exc}") from None


def compare(got: list[np.ndarray], want: list[np.ndarray]) -> tuple[float, float]:
    """(max abs error, max abs error / max|want|) over all outputs."""
    abs_err, rel_err = 0.0, 0.0
    for g, w in zip(got, want):
        g64, w64 = np.asarray(g, dtype=np.float64), np.asarray(w, dtype=np.float64)
        if g64.shape != w64.shape:
            return float("inf"), float("inf")
        if not w64.size:
            continue
        err = float(np.max(np.abs(g64 - w64)))
        abs_err = max(abs_err, err)
        rel_err = max(rel_err, err / max(float(np.max(np.abs(w64))), 1e-30))
    return abs_err, rel_err


def run(args: argparse.Namespace) -> int:
    from ge_bridge.profiles import parse_profiles, profile_label

    from ..runtime.feeds import with_compiled_dims
    from ..runtime.session import load_compiled  # the runtime loads only when a model runs

    if args.repeat < 1:
        raise AoeError("--repeat must be positive")
    if args.threads < 1:
        raise AoeError("--threads must be positive")
    profiles = parse_profiles(args.dim)  # a value list (seq=64,128) runs each shape in turn
    model = load_compiled(args.model)
    code = 0
    for i, prof in enumerate(profiles):
        dims, taken = with_compiled_dims(model, prof)
        if len(profiles) > 1:
            print(f"{'' if i == 0 else chr(10)}profile {i + 1}/{len(profiles)}: "
                  f"{profile_label(prof)}")
        if taken:
            print(f"dims from the compiled model's profile: {profile_label(taken)} "
                  f"(--dim overrides)")
        code = max(code, _run_one(args, model, dims))
    return code


def _run_one(args: argparse.Namespace, model: Any, dims: dict[str, int]) -> int:
    """Run, time and check the model at one binding of its dims; 1 if outside tolerance."""
    modes = ["tuned", "default"] if args.compare_default else ["tuned"]
    engine = _Engine(args, model, dims, modes)
    try:
        feeds, info = engine.feeds, engine.info
        want = reference_outputs(model, feeds)
        outputs = {m: engine.run(feeds, m)[0] for m in modes}  # warm-up + first-call checks
        wall: dict[str, list[float]] = {m: [] for m in modes}
        kern: dict[str, dict[str, list[float]]] = {m: {} for m in modes}
        for _ in range(args.repeat):
            for m in modes:
                before = dict(engine.kernel_s(m))
                _, dt = engine.run(feeds, m)
                wall[m].append(dt)
                for op, s in engine.kernel_s(m).items():
                    kern[m].setdefault(op, []).append(s - before.get(op, 0.0))
    finally:
        engine.close()
    print(render(args.model, info, engine, wall, kern, modes))
    worst = ""
    for m in modes:
        a, r = compare(outputs[m], want)
        ok = r <= args.tol
        print(f"check vs onnxruntime ({m} tilings): max abs error {a:.3g}, max rel error {r:.3g} "
              f"(tol {args.tol:g}): {'OK' if ok else 'FAIL'}")
        if not ok and not worst:
            worst = f"{m} outputs differ from onnxruntime: max rel error {r:.3g} > tol {args.tol:g}"
    if worst:
        print(f"aoe_tune: error: {worst}")
        return 1
    return 0


class _Engine:
    """The sessions of one engine behind one face: run(feeds, mode), kernel_s(mode), summary."""

    def __init__(self, args: argparse.Namespace, model: Any, dims: dict[str, int], modes: list[str]):
        from ..runtime import make_feeds

        self.feeds, self.info = make_feeds(model, dims, args.seed)
        self.backend: Any = None
        if args.engine == "reference":
            from ..backends.cpu import CpuBackend
            from ..runtime import Session

            self.backend = CpuBackend(cc=args.cc)
            session = Session(model, self.backend, check_all=args.check_every_call, dims=dims)
            self.sessions = {m: session for m in modes}
            self.nodes = len(session.nodes)
        else:
            from ..runtime.ort import OrtSession

            self.sessions = {m: OrtSession(args.model, mode=m, threads=args.threads, feeds=self.feeds,
                                           dims=dims, check_all=args.check_every_call, cc=args.cc)
                             for m in modes}
            self.nodes = len(self.sessions[modes[0]].nodes)
        self.engine, self.modes = args.engine, modes

    def run(self, feeds: dict[str, np.ndarray], mode: str) -> tuple[list[np.ndarray], float]:
        return self.sessions[mode].run(feeds, mode)

    def kernel_s(self, mode: str) -> dict[str, float]:
        return self.sessions[mode].kernel_s[mode]

    def summary(self) -> list[dict[str, Any]]:
        """Per op type; each mode's kernel counts and reasons from that mode's session."""
        rows = {r["op_type"]: r for r in self.sessions[self.modes[0]].summary()}
        for m in self.modes[1:]:
            for r in self.sessions[m].summary():
                rows[r["op_type"]]["kernel"][m] = r["kernel"][m]
                if m in r["why"]:
                    rows[r["op_type"]]["why"][m] = r["why"][m]
        return list(rows.values())

    def engine_lines(self) -> list[str]:
        if self.engine == "reference":
            return ["engine: onnx reference evaluator (the checker), fused nodes on the cpu "
                    "backend's kernels"]
        lines = [s.engine_line() for s in self.sessions.values()]
        lines += [s.library_note for s in list(self.sessions.values())[:1] if s.library_note]
        return lines

    def close(self) -> None:
        if self.backend is not None:
            self.backend.close()


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1e3 if values else 0.0


def render(path: str, info: dict[str, Any], engine: _Engine, wall: dict[str, list[float]],
           kern: dict[str, dict[str, list[float]]], modes: list[str]) -> str:
    summary = engine.summary()
    phase = (f"decode batch={info['batch']} past={info['past']}" if info["decode"]
             else f"prefill batch={info['batch']} seq={info['seq']}")
    lines = [f"{os.path.basename(path)}: {engine.nodes} fused nodes, {len(summary)} op types; "
             f"{phase} -> {info['tokens']} tokens/run; median of {len(wall[modes[0]])} runs"
             + (", tuned/default interleaved" if len(modes) > 1 else "")]
    lines += engine.engine_lines()
    rows = []
    notes = []
    for r in sorted(summary, key=lambda r: (r["kind"], r["op_type"])):
        op = r["op_type"]
        tuned = _ms(kern["tuned"].get(op, []))
        row = [op, r["kind"], r["nodes"], f"{r['kernel']['tuned']}/{r['nodes']}", f"{tuned:.3f}"]
        if "default" in modes:
            dflt = _ms(kern["default"].get(op, []))
            row += [f"{r['kernel']['default']}/{r['nodes']}", f"{dflt:.3f}",
                    f"x{dflt / tuned:.2f}" if tuned > 0 and dflt > 0 else "-"]
        rows.append(row)
        for m, why in sorted(r["why"].items()):
            if m in modes:
                notes.append(f"  {op} ({m}): body instead of kernel: {why}")
    header = ["op type", "kind", "nodes", "on kernel", "tuned ms"]
    if "default" in modes:
        header += ["default on kernel", "default ms", "speedup"]
    lines.append(table(header, rows))
    if notes:
        lines.append("fallbacks:")
        lines.extend(notes)
    tps = {m: info["tokens"] / statistics.median(wall[m]) for m in modes}
    text = f"tokens/s: tuned {tps['tuned']:.1f} ({_ms(wall['tuned']):.2f} ms/run)"
    if "default" in modes:
        kt = sum(_ms(v) for v in kern["tuned"].values())
        kd = sum(_ms(v) for v in kern["default"].values())
        text += (f", default {tps['default']:.1f} ({_ms(wall['default']):.2f} ms/run): "
                 f"x{tps['tuned'] / tps['default']:.2f} end to end; fused-op kernel time "
                 f"{kt:.3f} ms tuned vs {kd:.3f} ms default (x{kd / kt:.2f})" if kt > 0 else "")
    lines.append(text)
    return "\n".join(lines)
