"""GPT-2 decoder, prefill or decode.

Pre-norm blocks with packed QKV (one MatMul + bias, then Split), tanh-GELU MLP, a boolean
causal mask applied with Where, learned position embeddings indexed by a Range computed from
the input and cache lengths. Inputs: ``input_ids`` [batch, seq] (decode: [batch, 1]) and for
decode ``past_key_i`` / ``past_value_i`` [batch, heads, past, head_dim]. Outputs: ``logits``
and ``present_key_i`` / ``present_value_i``.
"""
from __future__ import annotations

import onnx
from onnx import TensorProto

from . import blocks as B
from .builder import GraphBuilder
from .configs import ArchConfig


def build_gpt2(cfg: ArchConfig, phase: str, runnable: bool, name: str, seed: int = 0,
               decomposed_layernorm: bool = False) -> onnx.ModelProto:
    """``decomposed_layernorm``: eager ReduceMean/Sub/Pow/... instead of LayerNormalization."""
    decode = phase == "decode"
    g = GraphBuilder(name, cfg.dtype, runnable, seed)
    seq_dim = 1 if decode else "seq"
    input_ids = g.input("input_ids", TensorProto.INT64, ["batch", seq_dim])
    kv_shape = ["batch", cfg.heads, "past", cfg.head_dim]
    pasts = []
    if decode:
        for i in range(cfg.layers):
            pasts.append((g.input(f"past_key_{i}", g.elem, kv_shape),
                          g.input(f"past_value_{i}", g.elem, kv_shape)))

    seq = B.dim_of(g, input_ids, 1, "/transformer")
    past = B.dim_of(g, pasts[0][0], 2, "/transformer/past") if decode else None
    start = past if decode else g.ints(0)
    end = g.op("Add", [start, seq], "/transformer/Add") if decode else seq
    positions = g.op("Range", [start, end, g.ints(1)], "/transformer/Range")
    positions = g.op("Unsqueeze", [positions, g.ints([0])], "/transformer/Unsqueeze")

    wte = g.weight("transformer.wte.weight", [cfg.vocab, cfg.hidden], std=1.0)
    wpe = g.weight("transformer.wpe.weight", [cfg.max_positions, cfg.hidden], std=0.5)
    tok = g.op("Gather", [wte, input_ids], "/transformer/wte/Gather", axis=0)
    pos = g.op("Gather", [wpe, positions], "/transformer/wpe/Gather", axis=0)
    x = g.op("Add", [tok, pos], "/transformer/Add_1")
    keep = B.causal_mask_keep(g, seq, past, "/transformer/causal_mask")

    hidden = cfg.hidden
    presents = []
    for i in range(cfg.layers):
        p = f"/transformer/h.{i}"
        w = f"transformer.h.{i}"
        h = B.layer_norm(g, x, hidden, cfg.norm_eps, f"{p}/ln_1", f"{w}.ln_1", decomposed_layernorm)
        a = f"{p}/attn"
        qkv = B.linear(g, h, hidden, 3 * hidden, f"{a}/c_attn", f"{w}.attn.c_attn", True)
        q, k, v = g.op_n("Split", [qkv, g.ints([hidden, hidden, hidden])], f"{a}/Split", 3, axis=2)
        q = B.split_heads(g, q, cfg.heads, cfg.head_dim, f"{a}/q", from_shape=True)
        k = B.split_heads(g, k, cfg.heads, cfg.head_dim, f"{a}/k", from_shape=False)
        v = B.split_heads(g, v, cfg.heads, cfg.head_dim, f"{a}/v", from_shape=False)
        if decode:
            k = g.op("Concat", [pasts[i][0], k], f"{a}/Concat_k", axis=2)
            v = g.op("Concat", [pasts[i][1], v], f"{a}/Concat_v", axis=2)
        presents.append((k, v))
        o = B.attention_core(g, q, k, v, cfg.head_dim, a, scale_op="Div", mask_keep=keep)
        o = B.merge_heads(g, o, a)
        o = B.linear(g, o, hidden, hidden, f"{a}/c_proj", f"{w}.attn.c_proj", True)
        x = g.op("Add", [o, x], f"{p}/Add")

        h = B.layer_norm(g, x, hidden, cfg.norm_eps, f"{p}/ln_2", f"{w}.ln_2", decomposed_layernorm)
        m = f"{p}/mlp"
        h = B.linear(g, h, hidden, cfg.intermediate, f"{m}/c_fc", f"{w}.mlp.c_fc", True)
        h = B.gelu_tanh(g, h, f"{m}/act")
        h = B.linear(g, h, cfg.intermediate, hidden, f"{m}/c_proj", f"{w}.mlp.c_proj", True)
        x = g.op("Add", [x, h], f"{p}/Add_1")

    x = B.layer_norm(g, x, hidden, cfg.norm_eps, "/transformer/ln_f", "transformer.ln_f",
                     decomposed_layernorm)
    logits = B.linear(g, x, hidden, cfg.vocab, "/lm_head", "lm_head", False)
    g.output(logits, "logits", g.elem, ["batch", seq_dim, cfg.vocab])
    total = None if decode else "seq"  # past + 1: left unnamed
    for i, (k, v) in enumerate(presents):
        g.output(k, f"present_key_{i}", g.elem, ["batch", cfg.heads, total, cfg.head_dim])
        g.output(v, f"present_value_{i}", g.elem, ["batch", cfg.heads, total, cfg.head_dim])
    return g.model(f"gpt2 decoder, {phase}")
