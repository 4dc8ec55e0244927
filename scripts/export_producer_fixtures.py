"""Re-write the HF fixtures with other producers' tools: the graphs users really have.

The graphs in ``tests/fixtures/hf_*.onnx`` were exported by this project from HuggingFace model
code (``scripts/export_hf_fixtures.py``). Users rarely tune that raw form: they run onnxruntime's
optimizers and converters first. This script applies each of those tools to each HF fixture and
writes the results to ``tests/fixtures/producers/`` (one ``<model>__<producer>.onnx`` each) plus
``tests/fixtures/producers.json``: per fixture the source fixture, the producer and its
arguments, the HF config (copied from ``hf_fixtures.json``: the ground truth the corpus test
compares against), the symbolic dims and an op-type histogram of the written graph.

Producers on the HF fixture files (onnxruntime only; the transformer optimizer imports torch
for its version check, so run this from an environment that has both)::

    ort_session       InferenceSession with ORT_ENABLE_EXTENDED and optimized_model_filepath
                      (FusedMatMul, QuickGelu, SkipSimplifiedLayerNormalization, ...)
    ort_opt           onnxruntime.transformers.optimizer.optimize_model, model type ``bert`` for
                      encoders and ``gpt2`` for decoders (``bert`` where gpt2's crashes; every
                      other type gives these graphs the same fusions); float32
    ort_opt_fp16      the same, then its convert_float_to_float16(keep_io_types=True)
    ort_fp16          onnxruntime.transformers.float16.convert_float_to_float16 on the raw export
    ort_int4          MatMulNBits: onnxruntime.quantization's MatMulNBitsQuantizer, block 32,
                      symmetric, on the raw export (every MatMul with a weight: 4-bit weight-only)

Producers that need torch and transformers (they export the HF model again, built from the
same config with the same seed as ``export_hf_fixtures.py``; qwen2, llama, gpt2, bert)::

    ts_opset14        torch.onnx.export(dynamo=False) (the TorchScript exporter), opset 14
    ts_opset17        the same, opset 17
    ts_ort_opt        ts_opset17, then ort_opt's optimize_model (float32)

    genai_fp32        onnxruntime-genai's model builder (``onnxruntime_genai.models.builder``,
                      CPU, float32) on the HF model saved to a local folder: packed QKV
                      projection, GroupQueryAttention with a KV cache and rotary inside,
                      SkipSimplifiedLayerNormalization; decoders only
    genai_int4        the same with ``-p int4`` (MatMulNBits, 4 bits, block 32)
    optimum           optimum-cli export onnx (optimum-onnx) of the HF model saved to a local
                      folder: text-generation-with-past for decoders (analysed as a decode step
                      and as a prefill, like genai), feature-extraction for BERT
    optimum_o2        the same with ``--optimize O2`` (onnxruntime's fusions; optimum refuses
                      it for some model types, e.g. qwen2)
    optimum_seq2seq   optimum-cli export onnx, text2text-generation, of a T5 encoder-decoder:
                      its encoder graph (10 tokens) and its decoder graph (8 decoder tokens
                      attending to 10 encoder tokens), recorded as two fixtures

Extra architectures, built from configs here (random weights, seed 0): Mistral, Phi-3 (packed
QKV and gate_up projections), Gemma (GELU-tanh, one KV head, tied LM head), a T5 encoder
(relative-position bias, ReLU, RMS norm) and a ViT (patch embedding, class token), each through
``dynamo`` (torch.onnx.export(dynamo=True); the T5 encoder fails there, see the docs table),
``ts_opset14``, ``ts_opset17`` and ``ts_ort_opt``.

optimum-onnx pins transformers < 4.58: install it in its own environment and pass its python
with ``--optimum-python``.

Held out (``held_out`` in the record, reported apart in docs/producers.md): the onnxruntime
tools on Mistral, Phi-3, Gemma and ViT (from their dynamo export) and the genai builder on
Mistral and Gemma were generated only after the pass's rules were written.

A genai graph has a KV cache: it is recorded twice, as a decode step (``sequence_length`` 1,
``past_sequence_length`` 5) and as a prefill (``sequence_length`` 8, no past), each with the
dims to bind (``dims``). The builder needs a tokenizer in the folder: a tiny word-level one
is written next to the weights (it changes no graph).

transformers 5's mask code calls ``torch.diff``, which the TorchScript exporter cannot export:
the script swaps its packed-sequence detection (which only matters for packed batches) for a
function that reports none, and exports with ``attn_implementation="eager"``.

Weights are not needed by the pass: every initializer with more than 1024 elements (the
importer never folds larger ones) is replaced by a reference to an absent external data file,
so the corpus stays small. The graphs cannot be run, only analysed.

Usage (from the repository root, in an environment with torch and onnxruntime)::

    python scripts/export_producer_fixtures.py --optimum-python OPTIMUM_ENV/bin/python
    python scripts/export_producer_fixtures.py --only qwen2,bert --producers ort_int4

Environments used for the committed corpus: torch 2.13.0 (CPU), transformers 5.24,
onnxruntime 1.32, onnxruntime-genai 0.18; optimum-onnx 0.1.0 with transformers 4.57.
"""
from __future__ import annotations

import argparse
import collections
import json
import logging
import os
import shutil
import sys
import tempfile
import warnings
from typing import Any

import numpy as np
import onnx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "tests", "fixtures")
OUT_DIR = os.path.join(FIXTURES, "producers")
JSON_PATH = os.path.join(FIXTURES, "producers.json")
KEEP_INLINE = 1024  # the importer folds constants of at most this many elements
MODELS = ("qwen2", "llama", "gpt2", "bert", "qwen2_decode")
PRODUCERS = ("ort_session", "ort_opt", "ort_opt_fp16", "ort_fp16", "ort_int4", "ts_opset14",
             "ts_opset17", "ts_ort_opt", "genai_fp32", "genai_int4", "dynamo", "optimum",
             "optimum_o2", "optimum_seq2seq")
TORCH_MODELS = ("qwen2", "llama", "gpt2", "bert")  # what the torch producers export
GENAI_MODELS = ("qwen2", "llama", "mistral", "phi3", "gemma")
EXTRA_MODELS = ("mistral", "phi3", "gemma", "t5_encoder", "vit", "t5")  # exported here only
EXTRA_PRODUCERS = ("dynamo", "ts_opset14", "ts_opset17", "ts_ort_opt")


def _ort():
    try:
        import onnxruntime
        from onnxruntime.transformers import float16, optimizer  # noqa: F401 - import check
    except ImportError as exc:  # pragma: no cover - a maintenance script
        sys.exit(f"export_producer_fixtures: needs onnxruntime with its transformers tools ({exc})")
    return onnxruntime


def ort_session(src: str, fx: dict[str, Any]) -> tuple[onnx.ModelProto, dict[str, Any]]:
    ort = _ort()
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "session.onnx")
        so = ort.SessionOptions()
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED
        so.optimized_model_filepath = out
        ort.InferenceSession(src, so, providers=["CPUExecutionProvider"])
        return onnx.load(out), {"graph_optimization_level": "ORT_ENABLE_EXTENDED"}


def _optimize(src: str, fx: dict[str, Any], fp16: bool) -> tuple[onnx.ModelProto, dict[str, Any]]:
    from onnxruntime.transformers.optimizer import optimize_model
    cfg = fx["config"]
    # gpt2 first for decoders; onnxruntime 1.32's gpt2 fusions crash (IndexError) on some
    # dynamo graphs, then the bert type (the same generic fusions here) is what users fall to
    for model_type in (("gpt2", "bert") if cfg["causal"] else ("bert",)):
        try:
            opt = optimize_model(src, model_type=model_type, num_heads=cfg["heads"],
                                 hidden_size=cfg["hidden"])
            break
        except IndexError:
            if model_type == "bert":
                raise
    stats = {k: v for k, v in opt.get_fused_operator_statistics().items() if v}
    if fp16:
        opt.convert_float_to_float16(keep_io_types=True)
    return opt.model, {"model_type": model_type, "float16": fp16, "fused": stats}


def ort_opt(src, fx):
    return _optimize(src, fx, False)


def ort_opt_fp16(src, fx):
    return _optimize(src, fx, True)


def ort_fp16(src: str, fx: dict[str, Any]) -> tuple[onnx.ModelProto, dict[str, Any]]:
    from onnxruntime.transformers.float16 import convert_float_to_float16
    model = convert_float_to_float16(onnx.load(src), keep_io_types=True)
    return model, {"keep_io_types": True}


def ort_int4(src: str, fx: dict[str, Any]) -> tuple[onnx.ModelProto, dict[str, Any]]:
    try:
        from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer
    except ImportError:  # onnxruntime < 1.20 names it after 4 bits
        from onnxruntime.quantization.matmul_4bits_quantizer import (
            MatMul4BitsQuantizer as MatMulNBitsQuantizer,
        )
    q = MatMulNBitsQuantizer(onnx.load(src), block_size=32, is_symmetric=True,
                             op_types_to_quantize=("MatMul", "Gemm"))
    q.process()
    return q.model.model, {"block_size": 32, "bits": 4, "is_symmetric": True}


def extra_specs() -> dict[str, dict[str, Any]]:
    """Architectures beyond the HF fixtures (exported here only): HF class, config, output,
    and the config numbers in OpKey vocabulary (the ground truth, read off the config)."""
    import transformers as tf
    common = dict(num_hidden_layers=2, hidden_size=64, num_attention_heads=4)
    specs = {
        "mistral": dict(cls=tf.MistralForCausalLM, output="logits", config=tf.MistralConfig(
            **common, num_key_value_heads=2, intermediate_size=192, vocab_size=288,
            max_position_embeddings=512, use_cache=False, sliding_window=None)),
        "phi3": dict(cls=tf.Phi3ForCausalLM, output="logits", config=tf.Phi3Config(
            **common, num_key_value_heads=4, intermediate_size=160, vocab_size=320,
            max_position_embeddings=512, use_cache=False, pad_token_id=0, bos_token_id=1,
            eos_token_id=2)),
        "gemma": dict(cls=tf.GemmaForCausalLM, output="logits", config=tf.GemmaConfig(
            **common, num_key_value_heads=1, head_dim=16, intermediate_size=128,
            vocab_size=256, max_position_embeddings=512, use_cache=False)),
        "t5_encoder": dict(cls=tf.T5EncoderModel, output="last_hidden_state",
                           config=tf.T5Config(num_layers=2, d_model=64, num_heads=4, d_kv=16,
                                              d_ff=128, vocab_size=256, use_cache=False,
                                              feed_forward_proj="relu")),
        "t5": dict(cls=tf.T5ForConditionalGeneration, output="logits",
                   config=tf.T5Config(num_layers=2, num_decoder_layers=2, d_model=64,
                                      num_heads=4, d_kv=16, d_ff=128, vocab_size=256,
                                      feed_forward_proj="relu", decoder_start_token_id=0)),
        "vit": dict(cls=lambda cfg: tf.ViTModel(cfg, add_pooling_layer=False),
                    output="last_hidden_state", input="pixel_values",
                    config=tf.ViTConfig(**common, intermediate_size=128, image_size=32,
                                        patch_size=8)),
    }
    for name, spec in specs.items():
        spec["describe"] = describe_extra(name, spec["config"])
    return specs


def describe_extra(name: str, cfg) -> dict[str, Any]:
    if name in ("t5_encoder", "t5"):
        return dict(layers=cfg.num_layers, hidden=cfg.d_model, heads=cfg.num_heads,
                    kv_heads=cfg.num_heads, head_dim=cfg.d_kv, intermediate=cfg.d_ff,
                    vocab=cfg.vocab_size, hf_activation=cfg.dense_act_fn, activation="relu",
                    gated=cfg.is_gated_act, norm="rmsnorm", causal=False, qkv_bias=False,
                    fused_qkv=False, tied_embeddings=False, positions="relative_bias",
                    model_type="t5", decoder_layers=cfg.num_decoder_layers if name == "t5" else 0)
    if name == "vit":
        tokens = 1 + (cfg.image_size // cfg.patch_size) ** 2
        return dict(layers=cfg.num_hidden_layers, hidden=cfg.hidden_size,
                    heads=cfg.num_attention_heads, kv_heads=cfg.num_attention_heads,
                    head_dim=cfg.hidden_size // cfg.num_attention_heads,
                    intermediate=cfg.intermediate_size, vocab=0, hf_activation=cfg.hidden_act,
                    activation="gelu_erf", gated=False, norm="layernorm", causal=False,
                    qkv_bias=cfg.qkv_bias, fused_qkv=False, tied_embeddings=False,
                    positions="learned", model_type="vit", seq=tokens,
                    image_size=cfg.image_size, patch_size=cfg.patch_size)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import export_hf_fixtures as hf
    act = {"gelu_pytorch_tanh": "gelu_tanh"}
    hf.ACTIVATIONS.update(act)
    d = hf.describe(cfg)
    if name == "phi3":
        d.update(fused_qkv=True, fused_gate_up=True)
    return d


def _spec(fx: dict[str, Any]) -> dict[str, Any]:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import export_hf_fixtures as hf
    specs = {**hf.small_specs(), **extra_specs()}
    spec = specs[fx["source"]]
    desc = spec.get("describe") or hf.describe(spec["config"])
    if desc != fx["config"]:
        raise RuntimeError(f"{fx['source']}: the spec's config differs from the recorded one")
    return spec


def _export(fx: dict[str, Any], path: str, opset: int | None) -> None:
    """torch.onnx.export of the spec's model: TorchScript at ``opset``, or dynamo (None)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import export_hf_fixtures as hf
    import torch
    import transformers.masking_utils as masking

    masking.find_packed_sequence_indices = lambda *a, **k: None
    spec = _spec(fx)
    cfg = spec["config"]
    if opset is not None:
        cfg._attn_implementation = "eager"
    torch.manual_seed(hf.SEED)
    model = spec["cls"](cfg).eval()
    name = spec.get("input", "input_ids")

    class Output(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, x):
            return getattr(self.model(**{name: x}), spec["output"])

    if name == "pixel_values":
        size = fx["config"]["image_size"]
        x = torch.randn(hf.TRACE_BATCH, 3, size, size)
        axes = {0: "batch"}
    else:
        x = torch.from_numpy(hf.sample_ids(hf.TRACE_BATCH, hf.TRACE_SEQ, fx["config"]["vocab"]))
        axes = {0: "batch", 1: "seq"}
    if opset is None:
        from torch.export import Dim
        dims = {0: Dim("batch", min=1, max=64)}
        if len(axes) > 1:
            dims[1] = Dim("seq", min=2, max=256)
        torch.onnx.export(Output().eval(), (x,), path, dynamo=True, external_data=False,
                          dynamic_shapes=(dims,), input_names=[name],
                          output_names=[spec["output"]])
    else:
        torch.onnx.export(Output().eval(), (x,), path, dynamo=False, opset_version=opset,
                          input_names=[name], output_names=[spec["output"]],
                          dynamic_axes={name: axes})


def _ts_export(fx: dict[str, Any], opset: int, path: str) -> None:
    _export(fx, path, opset)


def dynamo(src: str, fx: dict[str, Any]) -> tuple[onnx.ModelProto, dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "dynamo.onnx")
        _export(fx, path, None)
        return onnx.load(path), {"exporter": "torch.onnx.export(dynamo=True)"}


def _ts(fx: dict[str, Any], opset: int) -> tuple[onnx.ModelProto, dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "ts.onnx")
        _ts_export(fx, opset, path)
        return onnx.load(path), {"exporter": "torch.onnx.export(dynamo=False)", "opset": opset}


def ts_opset14(src, fx):
    return _ts(fx, 14)


def ts_opset17(src, fx):
    return _ts(fx, 17)


def ts_ort_opt(src: str, fx: dict[str, Any]) -> tuple[onnx.ModelProto, dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "ts.onnx")
        _ts_export(fx, 17, path)
        model, how = _optimize(path, fx, False)
        return model, {"exporter": "torch.onnx.export(dynamo=False)", "opset": 17, **how}


def _hf_model(fx: dict[str, Any]):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import export_hf_fixtures as hf
    import torch

    spec = _spec(fx)
    torch.manual_seed(hf.SEED)
    return spec["cls"](spec["config"]).eval()


def _tiny_tokenizer(folder: str, vocab: int) -> None:
    from tokenizers import Tokenizer, models, pre_tokenizers
    tok = Tokenizer(models.WordLevel({f"w{i}": i for i in range(vocab)}, unk_token="w0"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    tok.save(os.path.join(folder, "tokenizer.json"))
    with open(os.path.join(folder, "tokenizer_config.json"), "w") as f:
        json.dump({"tokenizer_class": "PreTrainedTokenizerFast", "unk_token": "w0"}, f)


def _genai(fx: dict[str, Any], precision: str) -> tuple[onnx.ModelProto, dict[str, Any]]:
    import subprocess
    if fx["source"] not in GENAI_MODELS:
        raise RuntimeError("the genai builder makes decoders only")
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "hf"), os.path.join(tmp, "out")
        _hf_model(fx).save_pretrained(src)
        _tiny_tokenizer(src, fx["config"]["vocab"])
        cmd = [sys.executable, "-m", "onnxruntime_genai.models.builder", "-i", src, "-o", out,
               "-p", precision, "-e", "cpu", "-c", os.path.join(tmp, "cache")]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode:
            raise RuntimeError(res.stderr.strip().splitlines()[-1])
        model = onnx.load(os.path.join(out, "model.onnx"))
    return model, {"builder": "onnxruntime_genai.models.builder", "precision": precision,
                   "execution_provider": "cpu"}


OPTIMUM_PYTHON = [sys.executable]  # --optimum-python: optimum-onnx pins transformers < 4.58


def _optimum(fx: dict[str, Any], optimize: str | None) -> tuple[onnx.ModelProto, dict[str, Any]]:
    import subprocess
    decoder = fx["config"]["causal"]
    task = "text-generation-with-past" if decoder else "feature-extraction"
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "hf"), os.path.join(tmp, "out")
        _hf_model(fx).save_pretrained(src)
        cmd = [*OPTIMUM_PYTHON, "-m", "optimum.commands.optimum_cli", "export", "onnx",
               "--model", src, "--task", task]
        if optimize:
            cmd += ["--optimize", optimize]
        res = subprocess.run([*cmd, out], capture_output=True, text=True)
        if res.returncode:
            raise RuntimeError(res.stderr.strip().splitlines()[-1])
        model = onnx.load(os.path.join(out, "model.onnx"))
    how = {"exporter": "optimum-cli export onnx", "task": task}
    if optimize:
        how["optimize"] = optimize
    return model, how


def optimum_seq2seq(src: str, fx: dict[str, Any]) -> dict[str, tuple[onnx.ModelProto, dict]]:
    """An encoder-decoder through optimum (text2text-generation, no past): two graphs."""
    import subprocess
    with tempfile.TemporaryDirectory() as tmp:
        src_dir, out = os.path.join(tmp, "hf"), os.path.join(tmp, "out")
        _hf_model(fx).save_pretrained(src_dir)
        cmd = [*OPTIMUM_PYTHON, "-m", "optimum.commands.optimum_cli", "export", "onnx",
               "--model", src_dir, "--task", "text2text-generation", out]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode:
            raise RuntimeError(res.stderr.strip().splitlines()[-1])
        how = {"exporter": "optimum-cli export onnx", "task": "text2text-generation"}
        return {part: (onnx.load(os.path.join(out, f"{part}_model.onnx")), how)
                for part in ("encoder", "decoder")}


def optimum(src, fx):
    return _optimum(fx, None)


def optimum_o2(src, fx):
    return _optimum(fx, "O2")


def genai_fp32(src, fx):
    return _genai(fx, "fp32")


def genai_int4(src, fx):
    return _genai(fx, "int4")


def genai_records(base: dict[str, Any], cfg: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A graph with a KV cache (genai, optimum with past) analysed as a decode step and as a
    prefill."""
    common = {"batch_size": 2}
    if "kv_cache_dim" in base["symbolic_dims"]:
        common["kv_cache_dim"] = cfg["head_dim"]
    if "total_sequence_length" not in base["symbolic_dims"]:
        return {
            "decode": {**base, "kind": "decode",
                       "dims": {**common, "sequence_length": 1, "past_sequence_length": 5}},
            "prefill": {**base, "kind": "prefill",
                        "dims": {**common, "sequence_length": 8, "past_sequence_length": 0}},
        }
    return {
        "decode": {**base, "kind": "decode",
                   "dims": {**common, "sequence_length": 1, "past_sequence_length": 5,
                            "total_sequence_length": 6}},
        "prefill": {**base, "kind": "prefill",
                    "dims": {**common, "sequence_length": 8, "past_sequence_length": 0,
                             "total_sequence_length": 8}},
    }


PRODUCER_FUNCS = {"ort_session": ort_session, "ort_opt": ort_opt, "ort_opt_fp16": ort_opt_fp16,
                  "ort_fp16": ort_fp16, "ort_int4": ort_int4, "ts_opset14": ts_opset14,
                  "ts_opset17": ts_opset17, "ts_ort_opt": ts_ort_opt, "genai_fp32": genai_fp32,
                  "genai_int4": genai_int4, "dynamo": dynamo, "optimum": optimum,
                  "optimum_o2": optimum_o2, "optimum_seq2seq": optimum_seq2seq}


# Held out: pairs generated only after every rule was written, and reported apart (never
# tuned on): the onnxruntime tools on the extra architectures (their dynamo export as the
# source) and the genai builder on the extra decoders.
HELD_OUT_PRODUCERS = ("ort_session", "ort_opt", "ort_fp16", "ort_int4", "genai_fp32",
                      "genai_int4")
HELD_OUT_MODELS = ("mistral", "phi3", "gemma", "vit")


def held_out(model: str, prod: str) -> bool:
    if model not in HELD_OUT_MODELS or prod not in HELD_OUT_PRODUCERS:
        return False
    return not (prod.startswith("genai_") and model == "vit")


def applicable(model: str, prod: str) -> bool:
    """Which producer runs on which model: the onnxruntime tools on the HF fixture files, the
    torch exporters on the models they can rebuild, genai on decoders; the extra architectures
    get the torch exporters only (their own dynamo export is the source: no hf_*.onnx)."""
    if model == "t5" or prod == "optimum_seq2seq":
        return model == "t5" and prod == "optimum_seq2seq"
    if model in EXTRA_MODELS:
        return prod in EXTRA_PRODUCERS or held_out(model, prod)
    if prod == "dynamo":
        return False  # the HF fixture itself (tests/test_pass_hf.py)
    if prod.startswith("ts_"):
        return model in TORCH_MODELS
    if prod.startswith("genai_"):
        return model in GENAI_MODELS
    if prod.startswith("optimum"):
        return model in TORCH_MODELS
    return True


def _source_file(model: str, fx: dict[str, Any], tmp: str) -> str:
    """The graph the onnxruntime tools start from: the HF fixture, or for an extra
    architecture its dynamo export (made once, in ``tmp``)."""
    if model not in EXTRA_MODELS:
        return os.path.join(FIXTURES, fx["file"])
    path = os.path.join(tmp, f"{model}_dynamo.onnx")
    if not os.path.exists(path):
        _export({**fx, "source": model}, path, None)
    return path


def strip_weights(model: onnx.ModelProto, data_name: str) -> int:
    """Point every initializer over KEEP_INLINE elements at an absent external file."""
    offset = 0
    for t in model.graph.initializer:
        if int(np.prod(t.dims)) <= KEEP_INLINE:
            continue
        nbytes = onnx.numpy_helper.to_array(t).nbytes
        for field in ("raw_data", "float_data", "int32_data", "int64_data", "double_data",
                      "uint64_data", "string_data"):
            t.ClearField(field)
        t.data_location = onnx.TensorProto.EXTERNAL
        del t.external_data[:]
        for key, value in (("location", data_name), ("offset", str(offset)),
                           ("length", str(nbytes))):
            entry = t.external_data.add()
            entry.key, entry.value = key, value
        offset += nbytes
    return offset


def strip_local_text(model: onnx.ModelProto) -> None:
    """Drop what names the generating machine (stack traces and doc strings that carry source
    paths); op types, names and attributes stay. Also in function bodies and subgraphs."""
    def graphs(g: onnx.GraphProto):
        yield g
        for node in g.node:
            for a in node.attribute:
                if a.type == onnx.AttributeProto.GRAPH:
                    yield from graphs(a.g)
                for sub in a.graphs:
                    yield from graphs(sub)

    def clean(nodes) -> None:
        for node in nodes:
            node.doc_string = ""
            keep = [p for p in node.metadata_props if "/" not in p.value]
            del node.metadata_props[:]
            node.metadata_props.extend(keep)

    for g in graphs(model.graph):
        g.doc_string = ""
        clean(g.node)
        for vi in list(g.value_info) + list(g.input) + list(g.output):
            keep = [p for p in vi.metadata_props if "/" not in p.value]
            del vi.metadata_props[:]
            vi.metadata_props.extend(keep)
    for f in model.functions:
        f.doc_string = ""
        clean(f.node)
    keep = [p for p in model.metadata_props if "/" not in p.value]
    del model.metadata_props[:]
    model.metadata_props.extend(keep)
    model.doc_string = ""


def histogram(model: onnx.ModelProto) -> dict[str, int]:
    c = collections.Counter((f"{n.domain}:" if n.domain not in ("", "ai.onnx") else "")
                            + n.op_type for n in model.graph.node)
    return dict(sorted(c.items()))


def symbolic_dims(model: onnx.ModelProto) -> list[str]:
    init = {t.name for t in model.graph.initializer}
    return sorted({d.dim_param for vi in model.graph.input if vi.name not in init
                   for d in vi.type.tensor_type.shape.dim if d.dim_param})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="comma-separated model names")
    ap.add_argument("--producers", default="", help="comma-separated producer names")
    ap.add_argument("--optimum-python", default=sys.executable,
                    help="python of an environment with optimum-onnx (it needs transformers "
                         "< 4.58, unlike the rest of this script)")
    args = ap.parse_args(argv)
    OPTIMUM_PYTHON[:] = [args.optimum_python]
    logging.disable(logging.WARNING)
    warnings.filterwarnings("ignore")
    source = json.load(open(os.path.join(FIXTURES, "hf_fixtures.json")))["fixtures"]
    models = args.only.split(",") if args.only else list(MODELS) + list(EXTRA_MODELS)
    producers = args.producers.split(",") if args.producers else list(PRODUCERS)
    os.makedirs(OUT_DIR, exist_ok=True)
    doc = json.load(open(JSON_PATH)) if os.path.exists(JSON_PATH) else {"fixtures": {}}
    ort = _ort()
    doc.update({
        "format": "aoe-producer-fixtures", "version": 1,
        "about": {
            "generator": "scripts/export_producer_fixtures.py",
            "onnxruntime": ort.__version__, "onnx": onnx.__version__,
            "weights": f"initializers over {KEEP_INLINE} elements point at an absent "
                       "<file>.data: analyse only, never run",
            "fixtures.<name>.config": "the HF config of the source fixture "
                                      "(hf_fixtures.json): the ground truth",
        },
    })
    tmp_dir = tempfile.mkdtemp(prefix="producer_sources_")
    for model in models:
        if model in EXTRA_MODELS:
            fx = {"kind": "prefill", "config": extra_specs()[model]["describe"]}
        else:
            fx = source[model]
        for prod in producers:
            if not applicable(model, prod):
                continue
            name = f"{model}__{prod}"
            try:
                src = _source_file(model, fx, tmp_dir) if prod.startswith("ort_") else ""
                made = PRODUCER_FUNCS[prod](src, {**fx, "source": model})
            except Exception as exc:  # noqa: BLE001 - record what the tool could not do
                print(f"{name}: {prod} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
                doc["fixtures"].pop(name, None)
                continue
            if isinstance(made, dict):  # an encoder-decoder: one graph per part
                for part, (proto, how) in made.items():
                    file = f"{name}__{part}.onnx"
                    external = strip_weights(proto, file + ".data")
                    strip_local_text(proto)
                    onnx.save_model(proto, os.path.join(OUT_DIR, file))
                    dims = {"batch_size": 2, "encoder_sequence_length": 10}
                    if part == "decoder":
                        dims["decoder_sequence_length"] = 8
                    doc["fixtures"][f"{name}__{part}"] = {
                        "file": f"producers/{file}", "source": model, "kind": part,
                        "producer": prod, "producer_args": how, "config": fx["config"],
                        "symbolic_dims": symbolic_dims(proto), "external_bytes": external,
                        "op_types": histogram(proto), "held_out": False, "dims": dims}
                    print(f"{name}__{part}: {os.path.getsize(os.path.join(OUT_DIR, file))} bytes")
                continue
            proto, how = made
            file = f"{name}.onnx"
            external = strip_weights(proto, file + ".data")
            strip_local_text(proto)
            onnx.save_model(proto, os.path.join(OUT_DIR, file))
            record = {
                "file": f"producers/{file}", "source": model, "kind": fx["kind"],
                "producer": prod, "producer_args": how, "config": fx["config"],
                "symbolic_dims": symbolic_dims(proto), "external_bytes": external,
                "op_types": histogram(proto), "held_out": held_out(model, prod),
            }
            if prod.startswith("genai_") or prod.startswith("optimum") and fx["config"]["causal"]:
                for kind, rec in genai_records(record, fx["config"]).items():
                    doc["fixtures"][f"{name}__{kind}"] = rec
            elif prod.startswith("optimum"):  # an encoder: batch_size x sequence_length
                doc["fixtures"][name] = {**record,
                                         "dims": {"batch_size": 2, "sequence_length": 8}}
            else:
                doc["fixtures"][name] = record
            print(f"{name}: {os.path.getsize(os.path.join(OUT_DIR, file))} bytes")
    shutil.rmtree(tmp_dir, ignore_errors=True)
    doc["fixtures"] = dict(sorted(doc["fixtures"].items()))
    with open(JSON_PATH, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
