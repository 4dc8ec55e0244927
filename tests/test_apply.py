import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

from ge_bridge.apply import ApplyReport, Instance, Stamper, fuse_instances
from ge_bridge.cache import TilingCache
from ge_bridge.targets import get_target
from ge_bridge.tiling import stock_default

TARGET = get_target("ascend910b")


def gemm_shape(m, n=256, k=128):
    return {"m": m, "n": n, "k": k, "batch": 1, "trans_a": False, "trans_b": False, "bias": True}


def entry(shape, tiling, cost=1.0):
    return {"kind": "gemm", "shape": shape, "dtype": "float16", "tiling": tiling, "cost": cost}


def tiling(**kw):
    t = stock_default("gemm", gemm_shape(64), "float16")
    t.update(kw)
    return t


def make_cache(*items):
    from ge_bridge.opkey import make_key
    return TilingCache(TARGET.to_json(), {make_key("gemm", s, "float16"): entry(s, t) for s, t in items})


def test_hit_fallback_miss():
    tuned = tiling(tile_m=64, tile_n=128, tile_k=64)
    st = Stamper(make_cache((gemm_shape(512), tuned), (gemm_shape(8), tiling(tile_m=16))), TARGET)
    assert st.lookup("gemm", gemm_shape(512), "float16").status == "hit"
    fb = st.lookup("gemm", gemm_shape(1024), "float16")  # nearest tuned token count is 512
    assert fb.status == "fallback" and fb.tiling["tile_m"] == 64
    fb = st.lookup("gemm", gemm_shape(4), "float16")
    assert fb.status == "fallback" and fb.tiling["tile_m"] == 16
    miss = st.lookup("gemm", gemm_shape(512, n=512), "float16")  # different fixed dim
    assert miss.status == "miss" and miss.tiling == stock_default("gemm", gemm_shape(512, n=512), "float16")


def test_fallback_invalid_for_target_is_not_used():
    # 256x256 fp16 tiles double-buffered overflow L0A: valid nowhere, so never borrowed
    bad = tiling(tile_m=256, tile_k=256, pipeline="double_buffer")
    st = Stamper(make_cache((gemm_shape(512), bad)), TARGET)
    lk = st.lookup("gemm", gemm_shape(1024), "float16")
    assert lk.status == "miss" and "L0A buffer overflow" in lk.note
    lk = st.lookup("gemm", gemm_shape(512), "float16")  # even an exact hit is refused
    assert lk.status == "miss" and "rejected" in lk.note


def _model():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 6])
    rng = np.random.default_rng(0)
    inits = [helper.make_tensor(n, TensorProto.FLOAT, s, rng.standard_normal(s).astype(np.float32).ravel())
             for n, s in (("w1", [8, 8]), ("b1", [8]), ("w2", [8, 6]))]
    nodes = [helper.make_node("MatMul", ["x", "w1"], ["h0"], name="mm1"),
             helper.make_node("Add", ["h0", "b1"], ["h1"], name="add1"),
             helper.make_node("Relu", ["h1"], ["h2"], name="relu"),
             helper.make_node("MatMul", ["h2", "w2"], ["y"], name="mm2")]
    g = helper.make_graph(nodes, "g", [x], [y], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def test_fused_model_runs_in_onnxruntime_with_same_outputs():
    model = _model()
    i1 = Instance("gemm", {"m": 4, "n": 8, "k": 8, "batch": 1, "trans_a": False, "trans_b": False, "bias": True},
                  "float32", ["mm1", "add1"])
    i2 = Instance("gemm", {"m": 4, "n": 6, "k": 8, "batch": 1, "trans_a": False, "trans_b": False, "bias": False},
                  "float32", ["mm2"])
    st = Stamper(TilingCache({"name": "cpu"}), None)
    stamped = [(i, st.lookup(i.kind, i.shape, i.dtype)) for i in (i1, i2)]
    report = ApplyReport(rows=stamped)
    fused = fuse_instances(model, stamped, report)
    onnx.checker.check_model(fused)
    ops = [(n.domain, n.op_type) for n in fused.graph.node]
    assert ops == [("ai.aoe", "Gemm"), ("", "Relu"), ("ai.aoe", "Gemm_1")]
    assert {f.name for f in fused.functions} == {"Gemm", "Gemm_1"}
    attrs = {a.name for a in fused.graph.node[0].attribute}
    assert {"tile_m", "tile_n", "tile_k", "aoe_key", "aoe_lookup"} <= attrs
    x = np.random.default_rng(1).standard_normal((4, 8)).astype(np.float32)
    want = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    got = ort.InferenceSession(fused.SerializeToString()).run(None, {"x": x})[0]
    np.testing.assert_allclose(got, want, rtol=1e-6)


def _fuse(model, *insts):
    st = Stamper(TilingCache({"name": "cpu"}), None)
    stamped = [(i, st.lookup(i.kind, i.shape, i.dtype)) for i in insts]
    report = ApplyReport(rows=stamped)
    return fuse_instances(model, stamped, report), report


def test_path_through_another_instance_is_not_fused():
    model = _model()
    # mm1 and mm2 with add1 (another instance) on the path between them: fusing would need to
    # swallow add1, so the instance is refused and left as it was
    inst = Instance("gemm", {"m": 4, "n": 6, "k": 8, "batch": 1, "trans_a": False, "trans_b": False, "bias": False},
                    "float32", ["mm1", "mm2"])
    other = Instance("layernorm", {"rows": 4, "hidden": 8}, "float32", ["add1"])
    fused, report = _fuse(model, inst, other)
    assert [(i.nodes, "add1" in why and "layernorm instance" in why) for i, why in report.not_fused] == \
        [(["mm1", "mm2"], True)]
    assert report.counts() == {"hit": 0, "fallback": 0, "miss": 1, "not_fused": 1}
    assert [n.op_type for n in fused.graph.node] == ["MatMul", "LayerNorm", "Relu", "MatMul"]


def test_path_through_a_compute_op_is_not_absorbed():
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 8])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 8])
    w = helper.make_tensor("w", TensorProto.FLOAT, [8, 8], np.eye(8, dtype=np.float32).ravel())
    nodes = [helper.make_node("Relu", ["x"], ["r"], name="relu"),
             helper.make_node("MatMul", ["r", "w"], ["m"], name="mm"),
             helper.make_node("Add", ["r", "m"], ["y"], name="add")]
    model = helper.make_model(helper.make_graph(nodes, "g", [x], [y], [w]),
                              opset_imports=[helper.make_opsetid("", 17)])
    inst = Instance("layernorm", {"rows": 4, "hidden": 8}, "float32", ["relu", "add"])
    fused, report = _fuse(model, inst)
    assert len(report.not_fused) == 1 and "MatMul 'mm', an operator of its own" in report.not_fused[0][1]
    assert [n.op_type for n in fused.graph.node] == ["Relu", "MatMul", "Add"]


def _cast_wrapped_rmsnorm():
    """fp16 in and out, the statistics in fp32 between Casts (the form torch exporters emit);
    the matched instance is the arithmetic only, the Casts sit on paths between its nodes."""
    f16, f32 = TensorProto.FLOAT16, TensorProto.FLOAT
    x = helper.make_tensor_value_info("x", f16, [4, 8])
    y = helper.make_tensor_value_info("y", f16, [4, 8])
    inits = [helper.make_tensor("two", f32, [], [2.0]), helper.make_tensor("eps", f32, [], [1e-6]),
             helper.make_tensor("g", f16, [8], np.linspace(0.5, 1.5, 8).astype(np.float16).view(np.uint16))]
    nodes = [helper.make_node("Cast", ["x"], ["x32"], to=f32, name="cast_in"),
             helper.make_node("Pow", ["x32", "two"], ["sq"], name="pow"),
             helper.make_node("ReduceMean", ["sq"], ["ms"], axes=[-1], keepdims=1, name="mean"),
             helper.make_node("Add", ["ms", "eps"], ["mse"], name="add"),
             helper.make_node("Sqrt", ["mse"], ["rms"], name="sqrt"),
             helper.make_node("Reciprocal", ["rms"], ["inv"], name="inv"),
             helper.make_node("Mul", ["x32", "inv"], ["n32"], name="norm"),
             helper.make_node("Cast", ["n32"], ["n16"], to=f16, name="cast_out"),
             helper.make_node("Mul", ["g", "n16"], ["y"], name="scale")]
    g = helper.make_graph(nodes, "g", [x], [y], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)])


def test_cast_between_instance_nodes_is_fused_with_them():
    model = _cast_wrapped_rmsnorm()
    inst = Instance("rmsnorm", {"rows": 4, "hidden": 8}, "float16",
                    ["pow", "mean", "add", "sqrt", "inv", "norm", "scale"])
    fused, report = _fuse(model, inst)
    assert report.not_fused == []
    onnx.checker.check_model(fused)
    assert [n.op_type for n in fused.graph.node] == ["Cast", "RMSNorm"]  # cast_in is outside
    body = [n.op_type for n in fused.functions[0].node]
    assert body.count("Cast") == 1 and len(body) == 8
    x = np.random.default_rng(2).standard_normal((4, 8)).astype(np.float16)
    want = ort.InferenceSession(model.SerializeToString()).run(None, {"x": x})[0]
    got = ort.InferenceSession(fused.SerializeToString()).run(None, {"x": x})[0]
    np.testing.assert_array_equal(got, want)


def test_fusion_does_not_need_nodes_in_topological_order():
    # onnxruntime's fp16 converter appends its Casts at the end of the node list
    model = _cast_wrapped_rmsnorm()
    nodes = list(model.graph.node)
    del model.graph.node[:]
    model.graph.node.extend([n for n in nodes if n.op_type != "Cast"] + [n for n in nodes if n.op_type == "Cast"])
    inst = Instance("rmsnorm", {"rows": 4, "hidden": 8}, "float16",
                    ["pow", "mean", "add", "sqrt", "inv", "norm", "scale"])
    fused, report = _fuse(model, inst)
    assert report.not_fused == []
    assert [n.op_type for n in fused.graph.node] == ["Cast", "RMSNorm"]


def test_ffn_tiling_of_the_older_vocabulary_still_hits_with_its_old_meaning():
    from aoe_pass.backends.sim import SimBackend
    from ge_bridge.opkey import Task, make_key

    shape = {"tokens": 2048, "hidden": 3584, "intermediate": 18944, "activation": "silu",
             "gated": True}
    old = {"tile_m": 128, "tile_n": 256, "tile_k": 64, "down_tile_n": 256, "down_tile_k": 64,
           "fuse_activation": False, "pipeline": "single_buffer", "opt_level": "O2",
           "unroll_factor": 0}  # a cache entry written before per-phase FFN knobs
    cache = TilingCache(TARGET.to_json(), {make_key("ffn", shape, "float16"): {
        "kind": "ffn", "shape": shape, "dtype": "float16", "tiling": old, "cost": 1.0}})
    hit = Stamper(cache, TARGET).lookup("ffn", shape, "float16")
    assert hit.status == "hit" and hit.tiling["down_tile_m"] == 128
    # the old model costed this tiling at 12780.13 us (docs/benchmarks.md before the change)
    cost = SimBackend().cost_batch(Task("ffn", shape, "float16"),
                                   {p: [v] for p, v in hit.tiling.items()})[0]
    assert abs(cost - 12780.13) < 0.01
