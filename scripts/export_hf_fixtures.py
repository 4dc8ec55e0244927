"""Export ONNX test fixtures from real HuggingFace model code with torch's own exporter.

Nobody wrote these graphs by hand: each one is a small, randomly initialised HuggingFace model
(built locally from a ``transformers`` config object: nothing is downloaded) exported with
``torch.onnx.export(..., dynamo=True, dynamic_shapes=...)`` so that batch and sequence stay
symbolic in the graph.

Needs (never a dependency of the package)::

    pip install torch==2.13.0 transformers onnxscript

Usage (from the repository root)::

    python scripts/export_hf_fixtures.py                  # every fixture (2-4 minutes on 2 cores)
    python scripts/export_hf_fixtures.py --only qwen2,bert
    python scripts/export_hf_fixtures.py --skip-meta      # leave the 7B graph alone

Writes to ``tests/fixtures`` (``--out`` to change):

- ``hf_qwen2.onnx``, ``hf_llama.onnx``, ``hf_gpt2.onnx``, ``hf_bert.onnx``: 2-layer prefill
  graphs (``use_cache=False``), float32, weights inline, input ``input_ids[batch, seq]``.
- ``hf_qwen2_decode.onnx``: one Qwen2 decode step with a KV cache (``past_key_values`` passed as
  flat tensors ``past_key_<i>`` / ``past_value_<i>`` and rebuilt into a ``DynamicCache`` inside a
  thin wrapper, since a ``DynamicCache`` is not a graph input type).
- ``hf_qwen2_7b_meta.onnx``: the Qwen2.5-7B architecture (float16) built without weight storage
  (fake tensors); its initializers point at an absent ``hf_qwen2_7b_meta.onnx.data``.
- ``hf_fixtures.json``: per fixture, the config numbers, the expected operator instances, the
  inputs/outputs with their symbolic dims as named in the graph, versions, and sample inputs
  with checksums of torch's output (for ``tests/test_hf_fixtures_run.py``).

How the weightless 7B export works. Parameters are created under torch's ``FakeTensorMode``
(shapes and dtypes, no storage). Building on ``torch.device("meta")`` also exports, but the
tensors then live on another device and SDPA decomposes differently (one extra Reshape per
layer compared with a real CPU export), so fake CPU tensors are used. The exporter's optimizer
folds ``Transpose(weight)`` into a pre-transposed initializer and so reads weight data, which a
fake tensor does not have: the script exports with ``optimize=False``, swaps every fake
initializer for a zero-stride numpy view of the right shape and dtype (no memory), runs the
same optimizer, then replaces those placeholders with external-data references. The rotary
``inv_freq`` buffer is rebuilt for real (it is computed, not loaded). Before the 7B export the
script checks that this route gives the op-type histogram of a real export of a small Qwen2.
"""
from __future__ import annotations

import argparse
import collections
import inspect
import json
import os
import sys
import time
from typing import Any

import numpy as np
import onnx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "tests", "fixtures")
JSON_NAME = "hf_fixtures.json"
SEED = 0
TRACE_BATCH, TRACE_SEQ = 2, 8  # example sizes for tracing (not 0/1: those get specialised)
SAMPLES = ((2, 8), (3, 5))  # (batch, seq) of the recorded checks; (3, 5) was never traced
TOLERANCE = {"rtol": 1e-4, "atol": 1e-5}

# Normalised activation names (the ffn task's vocabulary): HF name -> ours.
ACTIVATIONS = {"silu": "silu", "gelu_new": "gelu_tanh", "gelu": "gelu_erf"}


def _torch():
    try:
        import torch
        import transformers
    except ImportError as exc:  # pragma: no cover - a maintenance script
        sys.exit(f"export_hf_fixtures: needs torch and transformers ({exc}); "
                 "pip install torch==2.13.0 transformers onnxscript")
    return torch, transformers


# -- model specs --------------------------------------------------------------------------------
def small_specs() -> dict[str, dict[str, Any]]:
    """The four prefill fixtures: HF class, config, and our normalised description."""
    _, tf = _torch()
    common = dict(num_hidden_layers=2, hidden_size=64, num_attention_heads=4)
    return {
        "qwen2": dict(
            cls=tf.Qwen2ForCausalLM, output="logits",
            config=tf.Qwen2Config(**common, num_key_value_heads=2, intermediate_size=128,
                                  vocab_size=256, max_position_embeddings=512, use_cache=False,
                                  tie_word_embeddings=False)),
        "llama": dict(
            cls=tf.LlamaForCausalLM, output="logits",
            config=tf.LlamaConfig(**common, num_key_value_heads=2, intermediate_size=256,
                                  vocab_size=320, max_position_embeddings=512, use_cache=False,
                                  tie_word_embeddings=False)),
        "gpt2": dict(
            cls=tf.GPT2LMHeadModel, output="logits",
            config=tf.GPT2Config(n_layer=2, n_embd=64, n_head=4, n_inner=256, vocab_size=384,
                                 n_positions=512, use_cache=False, bos_token_id=383,
                                 eos_token_id=383)),
        "bert": dict(
            cls=lambda cfg: tf.BertModel(cfg, add_pooling_layer=False),
            output="last_hidden_state",
            config=tf.BertConfig(**common, intermediate_size=128, vocab_size=512,
                                 max_position_embeddings=512, use_cache=False)),
    }


def qwen2_7b_config():
    """Qwen2.5-7B (Instruct) architecture numbers, from its public config.json."""
    _, tf = _torch()
    return tf.Qwen2Config(num_hidden_layers=28, hidden_size=3584, num_attention_heads=28,
                          num_key_value_heads=4, intermediate_size=18944, vocab_size=152064,
                          max_position_embeddings=32768, rope_theta=1000000.0,
                          rms_norm_eps=1e-6, tie_word_embeddings=False, use_cache=False)


def describe(cfg) -> dict[str, Any]:
    """Our normalised config numbers for one HF config (same names as the OpKey fields)."""
    mt = cfg.model_type
    if mt == "gpt2":
        hidden, heads, layers = cfg.n_embd, cfg.n_head, cfg.n_layer
        d = dict(layers=layers, hidden=hidden, heads=heads, kv_heads=heads,
                 head_dim=hidden // heads, intermediate=cfg.n_inner or 4 * hidden,
                 vocab=cfg.vocab_size, hf_activation=cfg.activation_function, gated=False,
                 norm="layernorm", norm_eps=cfg.layer_norm_epsilon, causal=True,
                 max_positions=cfg.n_positions, qkv_bias=True, fused_qkv=True,
                 tied_embeddings=True, positions="learned")
    else:
        hidden, heads = cfg.hidden_size, cfg.num_attention_heads
        kv = getattr(cfg, "num_key_value_heads", None) or heads
        decoder = mt != "bert"
        d = dict(layers=cfg.num_hidden_layers, hidden=hidden, heads=heads, kv_heads=kv,
                 head_dim=getattr(cfg, "head_dim", None) or hidden // heads,
                 intermediate=cfg.intermediate_size, vocab=cfg.vocab_size,
                 hf_activation=cfg.hidden_act, gated=decoder,
                 norm="rmsnorm" if decoder else "layernorm",
                 norm_eps=cfg.rms_norm_eps if decoder else cfg.layer_norm_eps,
                 causal=decoder, max_positions=cfg.max_position_embeddings,
                 qkv_bias=mt in ("qwen2", "bert"), fused_qkv=False,
                 tied_embeddings=bool(getattr(cfg, "tie_word_embeddings", False)) and decoder,
                 positions="rope" if decoder else "learned")
    d["activation"] = ACTIVATIONS[d["hf_activation"]]
    d["model_type"] = mt
    return d


def expected_instances(desc: dict[str, Any], lm_head: bool) -> dict[str, Any]:
    """Operator instances the architecture has (from the config, not from the graph).

    Convention of DESIGN.md: attention is the core (QK^T, scale, mask, softmax, PV); the
    Q/K/V/O projections are gemm instances (GPT-2 has one fused QKV projection); the FFN's
    GEMMs belong to the ffn instance; the LM head is a gemm.
    """
    layers = desc["layers"]
    proj = 2 if desc["fused_qkv"] else 4
    norm_count = 2 * layers + 1  # two per layer + the final one (BERT: the embeddings LN)
    return {
        "attention": layers,
        "ffn": layers,
        desc["norm"]: norm_count,
        "gemm": proj * layers + (1 if lm_head else 0),
        "matmul_or_gemm_nodes": (proj + 2 + (3 if desc["gated"] else 2)) * layers
        + (1 if lm_head else 0),
    }


# -- helpers --------------------------------------------------------------------------------------
def versions() -> dict[str, str]:
    torch, tf = _torch()
    import onnxruntime
    import onnxscript
    return {"torch": torch.__version__, "transformers": tf.__version__,
            "onnxscript": onnxscript.__version__, "onnx": onnx.__version__,
            "onnxruntime": onnxruntime.__version__}


def sample_ids(batch: int, seq: int, vocab: int) -> np.ndarray:
    """input_ids = arange(batch*seq) % vocab, reshaped to [batch, seq] (int64)."""
    return (np.arange(batch * seq, dtype=np.int64) % vocab).reshape(batch, seq)


CACHE_FORMULA = "sin(0.01 * arange(size) + phase) as float32, reshaped"


def cache_tensor(shape: tuple[int, ...], phase: int) -> np.ndarray:
    """A deterministic KV-cache input (the tests rebuild it from CACHE_FORMULA)."""
    size = int(np.prod(shape))
    return np.sin(0.01 * np.arange(size, dtype=np.float64) + phase).astype(np.float32).reshape(
        shape)


def feeds_of(sample: dict[str, Any]) -> dict[str, np.ndarray]:
    """The onnxruntime feeds of a recorded sample (data inline or from CACHE_FORMULA)."""
    feeds = {}
    for name, spec in sample["inputs"].items():
        if "data" in spec:
            feeds[name] = np.asarray(spec["data"], dtype=spec["dtype"]).reshape(spec["shape"])
        else:
            feeds[name] = cache_tensor(tuple(spec["shape"]), spec["phase"])
    return feeds


def checksum(out: np.ndarray) -> dict[str, Any]:
    """What a test compares: shape, sum, sum of |x|, and the first/last 8 values."""
    flat = out.astype(np.float64).ravel()
    return {"shape": list(out.shape), "sum": float(flat.sum()),
            "abs_sum": float(np.abs(flat).sum()), "max_abs": float(np.abs(flat).max()),
            "first": [float(v) for v in flat[:8]], "last": [float(v) for v in flat[-8:]]}


_DTYPES = {onnx.TensorProto.FLOAT: "float32", onnx.TensorProto.FLOAT16: "float16",
           onnx.TensorProto.BFLOAT16: "bfloat16", onnx.TensorProto.INT64: "int64",
           onnx.TensorProto.INT32: "int32", onnx.TensorProto.BOOL: "bool"}


def value_infos(values) -> list[dict[str, Any]]:
    """Graph inputs/outputs as read back from the file: name, dtype, shape, symbolic dims."""
    infos = []
    for v in values:
        tt = v.type.tensor_type
        shape: list[Any] = []
        symbolic: dict[str, str] = {}
        for i, d in enumerate(tt.shape.dim):
            if d.HasField("dim_param"):
                shape.append(d.dim_param)
                symbolic[str(i)] = d.dim_param
            else:
                shape.append(d.dim_value)
        infos.append({"name": v.name, "dtype": _DTYPES.get(tt.elem_type, str(tt.elem_type)),
                      "shape": shape, "symbolic": symbolic})
    return infos


def graph_facts(model: onnx.ModelProto) -> dict[str, Any]:
    ops = collections.Counter(n.op_type for n in model.graph.node)
    return {"nodes": len(model.graph.node), "initializers": len(model.graph.initializer),
            "opset": {o.domain or "ai.onnx": o.version for o in model.opset_import},
            "ir_version": model.ir_version, "op_types": dict(sorted(ops.items()))}


def strip_stack_traces(model: onnx.ModelProto) -> onnx.ModelProto:
    """Drop the exporter's per-node Python stack traces (this machine's paths, most of the
    bytes); the module scopes (``namespace``, ``pkg.torch.onnx.name_scopes``) stay."""
    for node in model.graph.node:
        keep = [p for p in node.metadata_props if p.key != "pkg.torch.onnx.stack_trace"]
        del node.metadata_props[:]
        node.metadata_props.extend(keep)
    return model


def ort_run(path: str, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    import onnxruntime as ort
    so = ort.SessionOptions()
    so.intra_op_num_threads = 1
    sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)


def verify(path: str, samples: list[dict[str, Any]]) -> None:
    """Fail loudly if onnxruntime does not reproduce torch on a recorded sample."""
    for s in samples:
        got = checksum(ort_run(path, feeds_of(s))[0])
        want = s["expected"]
        if got["shape"] != want["shape"] or not np.isclose(
                got["abs_sum"], want["abs_sum"], rtol=1e-4):
            raise SystemExit(f"{path}: onnxruntime {got} != torch {want}")


# -- exports --------------------------------------------------------------------------------------
def export_small(name: str, spec: dict[str, Any], out_dir: str) -> dict[str, Any]:
    torch, _ = _torch()
    from torch.export import Dim
    cfg = spec["config"]
    desc = describe(cfg)
    torch.manual_seed(SEED)
    model = spec["cls"](cfg).eval()
    batch = Dim("batch", min=1, max=64)
    seq = Dim("seq", min=2, max=desc["max_positions"])
    ids = torch.from_numpy(sample_ids(TRACE_BATCH, TRACE_SEQ, desc["vocab"]))
    path = os.path.join(out_dir, f"hf_{name}.onnx")
    t0 = time.time()
    torch.onnx.export(model, (ids,), path, dynamo=True, external_data=False,
                      dynamic_shapes=({0: batch, 1: seq},), input_names=["input_ids"],
                      output_names=[spec["output"]])
    elapsed = time.time() - t0
    onnx.save_model(strip_stack_traces(onnx.load(path)), path)
    samples = []
    with torch.no_grad():
        for b, s in SAMPLES:
            x = sample_ids(b, s, desc["vocab"])
            y = getattr(model(torch.from_numpy(x)), spec["output"]).numpy()
            samples.append({
                "inputs": {"input_ids": {"dtype": "int64", "shape": [b, s],
                                         "formula": "arange(batch*seq) % vocab",
                                         "data": x.ravel().tolist()}},
                "output": spec["output"], "expected": checksum(y)})
    verify(path, samples)
    proto = onnx.load(path)
    return {
        "file": os.path.basename(path), "kind": "prefill", "hf_class": type(model).__name__,
        "dtype": "float32", "weights": "inline", "seed": SEED,
        "config": desc, "expected_instances": expected_instances(desc, spec["output"] == "logits"),
        "inputs": value_infos(proto.graph.input), "outputs": value_infos(proto.graph.output),
        "graph": graph_facts(proto), "samples": samples, "tolerance": TOLERANCE,
        "export_seconds": round(elapsed, 1), "bytes": os.path.getsize(path),
    }


def export_qwen2_decode(out_dir: str) -> dict[str, Any]:
    """One decode step (query length 1) against a KV cache of symbolic length ``past``."""
    torch, tf = _torch()
    from torch.export import Dim
    cfg = small_specs()["qwen2"]["config"]
    desc = describe(cfg)
    torch.manual_seed(SEED)
    lm = tf.Qwen2ForCausalLM(cfg).eval()
    layers, kv, hd = desc["layers"], desc["kv_heads"], desc["head_dim"]

    # transformers 5.x renamed past_key_values to cache (argument and output field)
    cache_arg = ("cache" if "cache" in inspect.signature(lm.forward).parameters
                 else "past_key_values")

    class DecodeStep(torch.nn.Module):
        """Flat cache tensors in, logits and the grown cache out (a DynamicCache inside)."""

        def __init__(self, lm):
            super().__init__()
            self.lm = lm

        def forward(self, input_ids, past_keys, past_values):
            cache = tf.DynamicCache(config=self.lm.config)
            for i in range(layers):
                cache.update(past_keys[i], past_values[i], i)
            out = self.lm(input_ids=input_ids, use_cache=True, **{cache_arg: cache})
            grown = getattr(out, cache_arg)
            keys = [layer.keys for layer in grown.layers]
            values = [layer.values for layer in grown.layers]
            return (out.logits, *keys, *values)

    def make_inputs(b: int, past: int):
        ids = torch.from_numpy(sample_ids(b, 1, desc["vocab"]) + past)
        shape = (b, kv, past, hd)
        caches = [torch.from_numpy(cache_tensor(shape, k)) for k in range(2 * layers)]
        return ids, caches[:layers], caches[layers:]

    wrapper = DecodeStep(lm).eval()
    batch = Dim("batch", min=1, max=64)
    past = Dim("past", min=2, max=desc["max_positions"] - 1)
    cache_dims = [{0: batch, 2: past}] * layers
    ids, ks, vs = make_inputs(TRACE_BATCH, TRACE_SEQ)
    names = (["input_ids"] + [f"past_key_{i}" for i in range(layers)]
             + [f"past_value_{i}" for i in range(layers)])
    out_names = (["logits"] + [f"present_key_{i}" for i in range(layers)]
                 + [f"present_value_{i}" for i in range(layers)])
    path = os.path.join(out_dir, "hf_qwen2_decode.onnx")
    t0 = time.time()
    torch.onnx.export(wrapper, (ids, ks, vs), path, dynamo=True, external_data=False,
                      dynamic_shapes=({0: batch}, cache_dims, cache_dims),
                      input_names=names, output_names=out_names)
    elapsed = time.time() - t0
    onnx.save_model(strip_stack_traces(onnx.load(path)), path)
    samples = []
    with torch.no_grad():
        for b, p in SAMPLES:
            ids, ks, vs = make_inputs(b, p)
            inputs = {"input_ids": {"dtype": "int64", "shape": [b, 1],
                                    "formula": "arange(batch) % vocab + past",
                                    "data": ids.numpy().ravel().tolist()}}
            for k, (n, t) in enumerate(zip(names[1:], ks + vs)):
                inputs[n] = {"dtype": "float32", "shape": list(t.shape),
                             "formula": CACHE_FORMULA, "phase": k}
            samples.append({"inputs": inputs, "output": "logits",
                            "expected": checksum(wrapper(ids, ks, vs)[0].numpy())})
    verify(path, samples)
    proto = onnx.load(path)
    # one query token sees the whole cache: HF builds no mask, the attention is not causal
    desc_decode = dict(desc, causal=False)
    return {
        "file": os.path.basename(path), "kind": "decode", "hf_class": type(lm).__name__,
        "dtype": "float32", "weights": "inline", "seed": SEED,
        "note": "same config and weights as hf_qwen2; query length 1 (static), KV cache "
                "length 'past' symbolic; past_key_values rebuilt into a DynamicCache in a "
                "wrapper; attention is seq_q=1 against seq_kv=past+1 with no mask",
        "config": desc_decode, "expected_instances": expected_instances(desc, True),
        "inputs": value_infos(proto.graph.input), "outputs": value_infos(proto.graph.output),
        "graph": graph_facts(proto), "samples": samples, "tolerance": TOLERANCE,
        "export_seconds": round(elapsed, 1), "bytes": os.path.getsize(path),
    }


def export_qwen2_7b_meta(out_dir: str) -> dict[str, Any]:
    """Qwen2.5-7B on the meta device: the real graph, no weight data anywhere."""
    check_meta_export_matches_real()
    return export_qwen2_meta(qwen2_7b_config(), os.path.join(out_dir, "hf_qwen2_7b_meta.onnx"))


def export_qwen2_7b_meta_raw(out_dir: str) -> dict[str, Any]:
    """The same graph as the exporter emits it before its optimizer runs (~5,600 nodes: every
    Shape/Gather/Concat chain and transpose still there), for the pass's speed benchmark."""
    return export_qwen2_meta(qwen2_7b_config(), os.path.join(out_dir, "hf_qwen2_7b_meta_raw.onnx"),
                             optimize=False)


def check_meta_export_matches_real() -> None:
    """The weightless route must give the graph a real export gives: compare op-type histograms
    of one small float16 Qwen2 exported both ways (real weights / fake + placeholders)."""
    import tempfile

    torch, tf = _torch()
    cfg = small_specs()["qwen2"]["config"]
    with tempfile.TemporaryDirectory() as tmp:
        meta = export_qwen2_meta(cfg, os.path.join(tmp, "meta.onnx"))["graph"]["op_types"]
        torch.manual_seed(SEED)
        model = tf.Qwen2ForCausalLM(cfg).to(torch.float16).eval()
        ids = torch.from_numpy(sample_ids(TRACE_BATCH, TRACE_SEQ, cfg.vocab_size))
        dims = ({0: torch.export.Dim("batch", min=1, max=64),
                 1: torch.export.Dim("seq", min=2, max=cfg.max_position_embeddings)},)
        path = os.path.join(tmp, "real.onnx")
        torch.onnx.export(model, (ids,), path, dynamo=True, external_data=False,
                          dynamic_shapes=dims, input_names=["input_ids"],
                          output_names=["logits"])
        real = graph_facts(onnx.load(path))["op_types"]
    if meta != real:
        raise SystemExit(f"meta export differs from a real export:\n meta {meta}\n real {real}")
    print("  meta route == real export (op types of a small float16 Qwen2)", flush=True)


def export_qwen2_meta(cfg, path: str, optimize: bool = True) -> dict[str, Any]:
    """Export a float16 Qwen2 whose parameters have no storage; initializers become references
    to an absent external data file."""
    torch, tf = _torch()
    import onnx_ir as ir
    from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
    from torch.export import Dim
    from transformers.models.qwen2.modeling_qwen2 import Qwen2RotaryEmbedding
    desc = describe(cfg)
    default_dtype = torch.get_default_dtype()
    torch.set_default_dtype(torch.float16)  # .to(float16) cannot swap fake parameters
    try:
        with FakeTensorMode(allow_non_fake_inputs=True):
            model = tf.Qwen2ForCausalLM(cfg).eval()
    finally:
        torch.set_default_dtype(default_dtype)
    model.model.rotary_emb = Qwen2RotaryEmbedding(cfg)  # computed buffers: rebuild for real
    ids = torch.from_numpy(sample_ids(TRACE_BATCH, TRACE_SEQ, desc["vocab"]))
    batch = Dim("batch", min=1, max=64)
    seq = Dim("seq", min=2, max=desc["max_positions"])
    t0 = time.time()
    prog = torch.onnx.export(model, (ids,), None, dynamo=True, optimize=False,
                             dynamic_shapes=({0: batch, 1: seq},), input_names=["input_ids"],
                             output_names=["logits"])
    graph = prog.model.graph
    for name, value in graph.initializers.items():
        raw = getattr(value.const_value, "raw", None)
        if isinstance(raw, FakeTensor):
            dt = ir.DataType(value.const_value.dtype).numpy()
            value.const_value = ir.Tensor(np.broadcast_to(np.zeros((), dt), tuple(raw.shape)),
                                          name=name)
    if optimize:
        prog.optimize()
    data_name = os.path.basename(path) + ".data"
    offset = external = 0
    for name, value in graph.initializers.items():
        tensor = value.const_value
        arr = tensor.numpy()
        if arr.size > 1 and all(s == 0 for s in arr.strides):  # a placeholder: no data
            nbytes = arr.size * arr.dtype.itemsize
            value.const_value = ir.ExternalTensor(data_name, offset, nbytes, tensor.dtype,
                                                  shape=tensor.shape, name=name)
            offset += nbytes
            external += 1
    proto = strip_stack_traces(ir.to_proto(prog.model))
    onnx.save_model(proto, path)
    elapsed = time.time() - t0
    return {
        "file": os.path.basename(path), "kind": "prefill_meta", "hf_class": type(model).__name__,
        "dtype": "float16", "weights": f"external, absent ({data_name} is never written)",
        "external_initializers": external, "external_bytes": offset,
        "parameters": sum(p.numel() for p in model.parameters()),
        "note": "parameters are fake tensors (no storage, like the meta device): load with "
                "onnx.load(path, "
                "load_external_data=False); shapes only, never run it",
        "config": desc, "expected_instances": expected_instances(desc, True),
        "inputs": value_infos(proto.graph.input), "outputs": value_infos(proto.graph.output),
        "graph": graph_facts(proto), "export_seconds": round(elapsed, 1),
        "bytes": os.path.getsize(path),
    }


ABOUT = {
    "generator": "scripts/export_hf_fixtures.py (torch.onnx.export, dynamo=True)",
    "fixtures.<name>.config": "HF config in OpKey vocabulary: layers, hidden, heads (q_heads), "
    "kv_heads, head_dim, intermediate, vocab, activation (silu|gelu_tanh|gelu_erf; "
    "hf_activation is HF's name), gated, norm (rmsnorm|layernorm), norm_eps, causal, "
    "qkv_bias, fused_qkv, tied_embeddings, positions",
    "fixtures.<name>.expected_instances": "operator instances implied by the config (DESIGN.md "
    "convention: attention core; Q/K/V/O and LM head are gemm; FFN GEMMs inside ffn) and the "
    "exact MatMul+Gemm node count",
    "fixtures.<name>.inputs/outputs": "read back from the .onnx: shape with symbolic dims as "
    "strings; symbolic maps axis index -> dim_param",
    "fixtures.<name>.samples": "inputs (data inline, or a formula for KV caches) and checksums "
    "of torch's output: shape, sum, abs_sum, max_abs, first/last 8 flattened values",
    "fixtures.<name>.graph": "node/initializer counts, opsets, op-type histogram of the file",
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT, help="output folder (default tests/fixtures)")
    ap.add_argument("--only", default="",
                    help="comma list of qwen2,llama,gpt2,bert,qwen2_decode,qwen2_7b_meta,"
                         "qwen2_7b_meta_raw")
    ap.add_argument("--skip-meta", action="store_true", help="skip the Qwen2.5-7B meta export")
    ap.add_argument("--skip-decode", action="store_true", help="skip the decode export")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    json_path = os.path.join(args.out, JSON_NAME)
    doc: dict[str, Any] = {}
    if os.path.exists(json_path):  # keep the entries this run does not rebuild
        with open(json_path) as f:
            doc = json.load(f)
    doc = {"format": "aoe-hf-fixtures", "version": 1, "about": ABOUT,
           "fixtures": doc.get("fixtures", {})}
    only = {s for s in args.only.split(",") if s}
    jobs: list[tuple[str, Any]] = [(n, (lambda n=n, s=s: export_small(n, s, args.out)))
                                   for n, s in small_specs().items()]
    if not args.skip_decode:
        jobs.append(("qwen2_decode", lambda: export_qwen2_decode(args.out)))
    if not args.skip_meta:
        jobs.append(("qwen2_7b_meta", lambda: export_qwen2_7b_meta(args.out)))
        jobs.append(("qwen2_7b_meta_raw", lambda: export_qwen2_7b_meta_raw(args.out)))
    for name, job in jobs:
        if only and name not in only:
            continue
        print(f"exporting {name} ...", flush=True)
        entry = job()
        seconds = entry.pop("export_seconds")  # kept out of the JSON: reruns diff cleanly
        entry["versions"] = versions()
        doc["fixtures"][name] = entry
        print(f"  {entry['file']}: {entry['graph']['nodes']} nodes, {entry['bytes']} bytes, "
              f"{seconds} s", flush=True)
        with open(json_path, "w") as f:  # after each fixture, so a late failure keeps the rest
            json.dump(doc, f, indent=1, sort_keys=False)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
