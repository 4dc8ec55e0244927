"""The sim's fused FFN is never slower than its phases run apart (issue: a compiler would not fuse).

Unfused, an FFN is three kernels: the gate/up GEMM, the activation (and gating) pass on the
vector cores, the down GEMM. The ground truth for each GEMM is the sim GEMM model's best tiling
found by enumeration, independent of any tuner (``scripts/bench_e2e.gemm_optimum``: every GEMM
parameter is enumerated except ``(opt_level, unroll_factor)``, which are held at the pair best
for the stock default tiling and then re-enumerated, all 20 pairs, for the 64 best tilings). The property: for
random FFN shapes, some FFN tiling (built from the two GEMM optima, activation fused) costs no
more than best GEMM(gate/up) + activation pass + best GEMM(down).
"""
import os
import sys

import numpy as np
import pytest

pytest.importorskip("hypothesis")
from hypothesis import example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from aoe_pass.backends.sim import SimBackend
from aoe_pass.backends.sim import ffn as sim_ffn
from ge_bridge.opkey import DTYPE_BYTES, Task
from ge_bridge.targets import FFN_PHASE_PARAMS
from ge_bridge.tiling import PARAMS

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "scripts"))
from bench_e2e import ffn_phases, gemm_optimum  # noqa: E402  (the enumeration, shared)

SIM = SimBackend()


def _cost(task, configs):
    return SIM.cost_batch(task, {p: [c[p] for c in configs] for p in PARAMS[task.kind]})


@settings(max_examples=8, deadline=None, derandomize=True)
@given(tokens=st.one_of(st.integers(1, 64), st.integers(65, 4096)),
       hidden=st.integers(16, 8192), inter=st.integers(16, 32768), gated=st.booleans(),
       act=st.sampled_from(sorted(sim_ffn.ACT_OPS)),
       dtype=st.sampled_from(["float16", "bfloat16", "float32"]))
@example(tokens=2048, hidden=3584, inter=18944, gated=True, act="silu", dtype="float16")  # Qwen2.5-7B prefill
@example(tokens=1, hidden=3584, inter=18944, gated=True, act="silu", dtype="float16")  # its decode step
def test_fused_ffn_is_never_slower_than_its_phases_apart(tokens, hidden, inter, gated, act, dtype):
    shape = dict(tokens=tokens, hidden=hidden, intermediate=inter, activation=act, gated=gated)
    task = Task("ffn", shape, dtype)
    (up_cost, up), (down_cost, down) = (gemm_optimum(SIM, t) for t in ffn_phases(task))
    act_us = sim_ffn.activation_pass_cycles(SIM.target, shape, DTYPE_BYTES[dtype]) \
        / (SIM.target.clock_ghz * 1e3)
    apart = up_cost + act_us + down_cost

    phases = {**{p: up[p] for p in (*FFN_PHASE_PARAMS, "schedule")},
              **{"down_" + p: down[p] for p in (*FFN_PHASE_PARAMS, "schedule")}}
    # one compile: the two phases share opt_level/unroll_factor; try each phase's pair
    configs = [{**phases, "fuse_activation": True, "opt_level": src["opt_level"],
                "unroll_factor": src["unroll_factor"]} for src in (up, down)]
    fused = float(np.min(_cost(task, configs)))
    assert np.isfinite(fused), "the phases' own tilings must be a valid FFN tiling"
    assert fused <= apart * (1 + 1e-12), (shape, dtype, fused, up_cost, act_us, down_cost)
    # and the FFN space really contains the standalone GEMM tilings: unfused, with them, it is
    # the three kernels plus the one barrier between its phases (exactly, when the two optima
    # share their compile options; never less than that otherwise)
    unfused = float(np.min(_cost(task, [{**c, "fuse_activation": False} for c in configs])))
    barrier_us = SIM.target.sync_cycles / (SIM.target.clock_ghz * 1e3)
    assert unfused >= (apart + barrier_us) * (1 - 1e-9)
    if all(up[p] == down[p] for p in ("opt_level", "unroll_factor")):
        assert unfused <= (apart + barrier_us) * (1 + 1e-9)
