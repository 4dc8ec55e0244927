"""The sim's fused FFN is never slower than its phases run apart (issue: a compiler would not fuse).

Unfused, an FFN is three kernels: the gate/up GEMM, the activation (and gating) pass on the
vector cores, the down GEMM. The ground truth for each GEMM is the sim GEMM model's best tiling
found by enumeration, independent of any tuner: every GEMM parameter is enumerated except
``(opt_level, unroll_factor)``, which are held at the pair best for the stock default tiling and
then re-enumerated (all 20 pairs) for the 64 best tilings of the first pass. The property: for
random FFN shapes, some FFN tiling (built from the two GEMM optima, activation fused) costs no
more than best GEMM(gate/up) + activation pass + best GEMM(down).
"""
import itertools

import numpy as np
from hypothesis import example, given, settings
from hypothesis import strategies as st

from aoe_pass.backends.sim import SimBackend
from aoe_pass.backends.sim import ffn as sim_ffn
from ge_bridge.opkey import DTYPE_BYTES, Task
from ge_bridge.targets import FFN_PHASE_PARAMS
from ge_bridge.tiling import PARAMS, stock_default

SIM = SimBackend()
_G = PARAMS["gemm"]
_CODE = ("opt_level", "unroll_factor")
_REST = [p for p in _G if p not in _CODE]
_GRID = list(itertools.product(*(_G[p] for p in _REST)))  # 589,824 tilings
_COLS = {p: np.array([g[i] for g in _GRID]) for i, p in enumerate(_REST)}
_PAIRS = list(itertools.product(_G["opt_level"], _G["unroll_factor"]))


def _cost(task, configs):
    return SIM.cost_batch(task, {p: [c[p] for c in configs] for p in PARAMS[task.kind]})


def gemm_best(m: int, n: int, k: int, dtype: str) -> tuple[float, dict]:
    task = Task("gemm", dict(m=m, n=n, k=k, batch=1, trans_a=False, trans_b=False, bias=False),
                dtype)
    default = stock_default("gemm", task.shape, dtype)
    pair_cost = _cost(task, [{**default, "opt_level": o, "unroll_factor": u} for o, u in _PAIRS])
    o, u = _PAIRS[int(np.argmin(pair_cost))]
    n_all = len(_GRID)
    costs = SIM.cost_batch(task, {**_COLS, "opt_level": np.full(n_all, o),
                                  "unroll_factor": np.full(n_all, u)})
    top = np.argsort(costs)[:64]
    cands = [{**{p: _COLS[p][i].item() for p in _REST}, "opt_level": oo, "unroll_factor": uu}
             for i in top for oo, uu in _PAIRS]
    c2 = _cost(task, cands)
    i = int(np.argmin(c2))
    return float(c2[i]), cands[i]


@settings(max_examples=8, deadline=None, derandomize=True)
@given(tokens=st.one_of(st.integers(1, 64), st.integers(65, 4096)),
       hidden=st.integers(16, 8192), inter=st.integers(16, 32768), gated=st.booleans(),
       act=st.sampled_from(sorted(sim_ffn.ACT_OPS)),
       dtype=st.sampled_from(["float16", "bfloat16", "float32"]))
@example(tokens=2048, hidden=3584, inter=18944, gated=True, act="silu", dtype="float16")  # Qwen2.5-7B prefill
@example(tokens=1, hidden=3584, inter=18944, gated=True, act="silu", dtype="float16")  # its decode step
def test_fused_ffn_is_never_slower_than_its_phases_apart(tokens, hidden, inter, gated, act, dtype):
    shape = dict(tokens=tokens, hidden=hidden, intermediate=inter, activation=act, gated=gated)
    gates = 2 if gated else 1
    up_cost, up = gemm_best(tokens, inter * gates, hidden, dtype)
    down_cost, down = gemm_best(tokens, hidden, inter, dtype)
    act_us = sim_ffn.activation_pass_cycles(SIM.target, shape, DTYPE_BYTES[dtype]) \
        / (SIM.target.clock_ghz * 1e3)
    apart = up_cost + act_us + down_cost

    phases = {**{p: up[p] for p in (*FFN_PHASE_PARAMS, "schedule")},
              **{"down_" + p: down[p] for p in (*FFN_PHASE_PARAMS, "schedule")}}
    # one compile: the two phases share opt_level/unroll_factor; try each phase's pair
    configs = [{**phases, "fuse_activation": True, "opt_level": src["opt_level"],
                "unroll_factor": src["unroll_factor"]} for src in (up, down)]
    task = Task("ffn", shape, dtype)
    fused = float(np.min(_cost(task, configs)))
    assert np.isfinite(fused), "the phases' own tilings must be a valid FFN tiling"
    assert fused <= apart * (1 + 1e-12), (shape, dtype, fused, up_cost, act_us, down_cost)
    # and the FFN space really contains the standalone GEMM tilings: unfused, with them, it is
    # the three kernels plus the one barrier between its phases
    unfused = float(np.min(_cost(task, [{**c, "fuse_activation": False} for c in configs])))
    barrier_us = SIM.target.sync_cycles / (SIM.target.clock_ghz * 1e3)
    assert abs(unfused - (apart + barrier_us)) <= 1e-9 * apart
