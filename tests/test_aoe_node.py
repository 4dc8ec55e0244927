"""The ai.aoe attribute codec (ge_bridge.aoe_node) and the one cpu output check."""
import numpy as np
import pytest
from onnx import helper

from aoe_pass.backends.cpu.check import check_close, tolerance
from ge_bridge.aoe_node import ROLES_ATTR, decode_attrs, encode_attrs
from ge_bridge.opkey import make_key
from ge_bridge.tiling import PARAMS, stock_default


def _node(**attrs):
    return helper.make_node("FFN", ["a", "b", "c", "d"], ["y"], domain="ai.aoe", **attrs)


def test_what_apply_encodes_the_runtime_decodes():
    shape = {"tokens": 8, "hidden": 64, "intermediate": 176, "activation": "silu", "gated": True}
    key = make_key("ffn", shape, "float32")
    tiling = stock_default("ffn", shape, "float32")
    assert any(isinstance(v, bool) for v in tiling.values())  # the bool round trip is exercised
    roles = {"x": "x0", "w_gate": "x1", "w_up": "x2", "w_down": "x3"}
    node = _node(**encode_attrs("ffn", key, tiling, "hit", key, {"x": "i0", "out": "o0"}, roles,
                                [{"dims": {"seq": 8}, "key": key, "tiling": tiling}]))
    a = decode_attrs(node)
    assert (a.kind, a.shape, a.dtype, a.key) == ("ffn", shape, "float32", key)
    assert a.tiling == tiling and set(a.tiling) == set(PARAMS["ffn"])
    assert a.roles == roles and a.io == {"x": "i0", "out": "o0"}
    assert (a.lookup, a.source) == ("hit", key) and '"seq": 8' in a.profiles


def test_a_node_compiled_before_roles_decodes_without_them():
    shape = {"rows": 8, "hidden": 64}
    key = make_key("rmsnorm", shape, "float32")
    attrs = encode_attrs("rmsnorm", key, stock_default("rmsnorm", shape, "float32"))
    assert ROLES_ATTR not in attrs
    assert decode_attrs(_node(**attrs)).roles is None
    with pytest.raises(ValueError):
        decode_attrs(_node(aoe_key="not a key"))


@pytest.mark.parametrize("k", [16, 1024])
def test_check_passes_real_fp32_rounding_and_fails_a_small_corruption(k):
    """Ground truth: numpy's float32 matmul against its float64 one (real rounding error)."""
    rng = np.random.default_rng(3)
    a, b = rng.uniform(-1, 1, (32, k)), rng.uniform(-1, 1, (k, 48))
    ref = a @ b
    out = a.astype(np.float32) @ b.astype(np.float32)
    assert check_close(out, ref, k) == ""
    bad = out.copy()
    bad[3, 5] += 2 * tolerance(k) * np.max(np.abs(ref))
    assert check_close(bad, ref, k).startswith("max abs error")
    nan = out.copy()
    nan[0, 0] = np.nan
    assert check_close(nan, ref, k) == "output has NaN/Inf"
    assert check_close(out[:, :-1], ref, k).startswith("shape")
