"""``tune --json PATH``: the run's results as one JSON document a CI job can read.

Field names follow AOE's operator-tuning result file (``aoe_result_opat_*.json``:
``model_baseline_performance(ms)``, ``model_result_performance(ms)``,
``performance_before_tune(us)``, ``performance_after_tune(us)``, ...), with numbers where AOE
writes strings (an improvement is ``(before / after - 1) * 100``, AOE's definition, as a
number). ``figures`` says whether the costs are ``modelled`` (the ``sim`` backend) or
``measured``; the time of the model is that of its tuned operators (sum of weight x cost).
"""
from __future__ import annotations

from typing import Any

from ge_bridge.apply import FUSED_OP
from ge_bridge.profiles import profile_label

from .. import __version__
from ..backends import backend_class

FORMAT = "aoe-tune-result"
VERSION = 1


def _improvement(before: float | None, after: float | None) -> float | None:
    return round((before / after - 1.0) * 100.0, 3) if before and after else None


def _ms(us: float | None) -> float | None:
    return None if us is None else round(us / 1e3, 6)


def result_document(res: Any, model: str, backend: str, cache: str, log: str,
                    profiles: list[Any] | None = None) -> dict[str, Any]:
    """The JSON document of one tuning run (see the module docstring)."""
    before, after = res.latency("default"), res.latency("tuned")
    ops = []
    for o in res.outcomes:
        ops.append({
            "op_name": o.task.key, "op_type": FUSED_OP[o.task.kind], "kind": o.task.kind,
            "shape": o.task.shape, "dtype": o.task.dtype, "instances": o.task.weight,
            "performance_before_tune(us)": o.default_cost,
            "performance_after_tune(us)": o.best_cost,
            "performance_improvement(%)": _improvement(o.default_cost, o.best_cost),
            "trials": o.trials, "trials_to_best": o.trials_to_best, "replayed": o.replayed,
            "failures": dict(o.failures), "stopped": o.stopped or None,
            "tiling": o.best_config,
        })
    doc: dict[str, Any] = {
        "format": FORMAT, "version": VERSION,
        "basic": {"tuning_name": model, "tuning_time(s)": round(res.elapsed_s, 3),
                  "tool_version": __version__},
        "backend": backend, "figures": "modelled" if backend_class(backend).modelled else "measured",
        "target": res.target.get("name"),
        "model_baseline_performance(ms)": _ms(before),
        "model_result_performance(ms)": _ms(after),
        "model_performance_improvement(%)": _improvement(before, after),
        "tuning_result": "tuning successful" if after else "no tuned tiling",
        "stop_reason": res.stop_reason,
        "trials": {"total": sum(o.trials for o in res.outcomes), "measured": res.measured,
                   "replayed": res.replayed},
        "cache": cache, "log": log,
        "operators": ops,
    }
    if profiles and len(profiles) > 1:
        cost = {o.task.key: (o.default_cost, o.best_cost) for o in res.outcomes}
        rows = []
        for p in profiles:
            mine = [t for t in p.tasks if t.key in cost]
            complete = mine and all(None not in cost[t.key] for t in mine)
            b = sum(t.weight * cost[t.key][0] for t in mine) if complete else None
            a = sum(t.weight * cost[t.key][1] for t in mine) if complete else None
            rows.append({"profile": profile_label(p.dims), "dims": dict(p.dims),
                         "model_baseline_performance(ms)": _ms(b),
                         "model_result_performance(ms)": _ms(a),
                         "model_performance_improvement(%)": _improvement(b, a)})
        doc["profiles"] = rows
    return doc
