"""Llama-family decoder (Llama 3, and Qwen2 = Llama + Q/K/V bias), prefill or decode.

Inputs: ``input_ids`` and ``position_ids`` [batch, seq] (decode: [batch, 1]), and for decode
``past_key_i`` / ``past_value_i`` [batch, kv_heads, past, head_dim]. Outputs: ``logits``
[batch, seq, vocab] and ``present_key_i`` / ``present_value_i`` (the KV cache after this step).
"""
from __future__ import annotations

import onnx
from onnx import TensorProto

from . import blocks as B
from .builder import GraphBuilder
from .configs import ArchConfig


def build_llama(cfg: ArchConfig, phase: str, runnable: bool, name: str, seed: int = 0) -> onnx.ModelProto:
    decode = phase == "decode"
    g = GraphBuilder(name, cfg.dtype, runnable, seed)
    seq_dim = 1 if decode else "seq"
    input_ids = g.input("input_ids", TensorProto.INT64, ["batch", seq_dim])
    position_ids = g.input("position_ids", TensorProto.INT64, ["batch", seq_dim])
    kv_shape = ["batch", cfg.kv_heads, "past", cfg.head_dim]
    pasts = []
    if decode:
        for i in range(cfg.layers):
            pasts.append((g.input(f"past_key_{i}", g.elem, kv_shape),
                          g.input(f"past_value_{i}", g.elem, kv_shape)))

    embed = g.weight("model.embed_tokens.weight", [cfg.vocab, cfg.hidden], std=1.0)
    x = g.op("Gather", [embed, input_ids], "/model/embed_tokens/Gather", axis=0)

    seq = B.dim_of(g, input_ids, 1, "/model")
    past = B.dim_of(g, pasts[0][0], 2, "/model/past") if decode else None
    mask = B.causal_mask_add(g, seq, past, "/model/causal_mask")
    cos, sin = B.rope_tables(g, position_ids, cfg.head_dim, cfg.rope_theta, "/model/rotary_emb")

    presents = []
    for i in range(cfg.layers):
        p = f"/model/layers.{i}"
        w = f"model.layers.{i}"
        h = B.rms_norm(g, x, cfg.hidden, cfg.norm_eps, f"{p}/input_layernorm", f"{w}.input_layernorm")
        a = f"{p}/self_attn"
        q = B.linear(g, h, cfg.hidden, cfg.heads * cfg.head_dim, f"{a}/q_proj",
                     f"{w}.self_attn.q_proj", cfg.qkv_bias)
        k = B.linear(g, h, cfg.hidden, cfg.kv_heads * cfg.head_dim, f"{a}/k_proj",
                     f"{w}.self_attn.k_proj", cfg.qkv_bias)
        v = B.linear(g, h, cfg.hidden, cfg.kv_heads * cfg.head_dim, f"{a}/v_proj",
                     f"{w}.self_attn.v_proj", cfg.qkv_bias)
        # Q's Reshape target comes from Shape chains, K's and V's are constants with 0.
        q = B.split_heads(g, q, cfg.heads, cfg.head_dim, f"{a}/q", from_shape=True)
        k = B.split_heads(g, k, cfg.kv_heads, cfg.head_dim, f"{a}/k", from_shape=False)
        v = B.split_heads(g, v, cfg.kv_heads, cfg.head_dim, f"{a}/v", from_shape=False)
        q = B.apply_rope(g, q, cos, sin, cfg.head_dim, f"{a}/rope_q")
        k = B.apply_rope(g, k, cos, sin, cfg.head_dim, f"{a}/rope_k")
        if decode:
            k = g.op("Concat", [pasts[i][0], k], f"{a}/Concat_k", axis=2)
            v = g.op("Concat", [pasts[i][1], v], f"{a}/Concat_v", axis=2)
        presents.append((k, v))
        k_rep = B.repeat_kv(g, k, cfg.kv_heads, cfg.heads, cfg.head_dim, f"{a}/repeat_k")
        v_rep = B.repeat_kv(g, v, cfg.kv_heads, cfg.heads, cfg.head_dim, f"{a}/repeat_v")
        o = B.attention_core(g, q, k_rep, v_rep, cfg.head_dim, a, scale_op="Mul", mask_add=mask)
        o = B.merge_heads(g, o, a)
        o = B.linear(g, o, cfg.heads * cfg.head_dim, cfg.hidden, f"{a}/o_proj",
                     f"{w}.self_attn.o_proj", False)
        x = g.op("Add", [x, o], f"{p}/Add")

        h = B.rms_norm(g, x, cfg.hidden, cfg.norm_eps, f"{p}/post_attention_layernorm",
                       f"{w}.post_attention_layernorm")
        m = f"{p}/mlp"
        gate = B.linear(g, h, cfg.hidden, cfg.intermediate, f"{m}/gate_proj", f"{w}.mlp.gate_proj", False)
        gate = B.silu(g, gate, f"{m}/act_fn")
        up = B.linear(g, h, cfg.hidden, cfg.intermediate, f"{m}/up_proj", f"{w}.mlp.up_proj", False)
        prod = g.op("Mul", [gate, up], f"{m}/Mul")
        down = B.linear(g, prod, cfg.intermediate, cfg.hidden, f"{m}/down_proj", f"{w}.mlp.down_proj", False)
        x = g.op("Add", [x, down], f"{p}/Add_1")

    x = B.rms_norm(g, x, cfg.hidden, cfg.norm_eps, "/model/norm", "model.norm")
    logits = B.linear(g, x, cfg.hidden, cfg.vocab, "/lm_head", "lm_head", False)
    g.output(logits, "logits", g.elem, ["batch", seq_dim, cfg.vocab])
    total = None if decode else "seq"  # past + 1: left unnamed
    for i, (k, v) in enumerate(presents):
        g.output(k, f"present_key_{i}", g.elem, ["batch", cfg.kv_heads, total, cfg.head_dim])
        g.output(v, f"present_value_{i}", g.elem, ["batch", cfg.kv_heads, total, cfg.head_dim])
    return g.model(f"{cfg.arch} decoder, {phase}")
