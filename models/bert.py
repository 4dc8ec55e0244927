"""BERT encoder (bidirectional, post-norm), prefill only: an encoder has no decode phase.

Inputs: ``input_ids``, ``token_type_ids``, ``attention_mask`` [batch, seq]. The padding mask is
turned into an additive mask ((1 - mask) * min) added to the scores; there is no causal mask.
LayerNorm is the decomposed eager form, GELU the erf form, the pooler MatMul + Tanh on the
first token. Outputs: ``last_hidden_state`` [batch, seq, hidden], ``pooler_output`` [batch, hidden].
"""
from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto

from . import blocks as B
from .builder import GraphBuilder
from .configs import ArchConfig


def build_bert(cfg: ArchConfig, phase: str, runnable: bool, name: str, seed: int = 0) -> onnx.ModelProto:
    if phase != "prefill":
        raise ValueError("bert is an encoder: it has no decode phase")
    g = GraphBuilder(name, cfg.dtype, runnable, seed)
    dims = ["batch", "seq"]
    input_ids = g.input("input_ids", TensorProto.INT64, dims)
    token_type_ids = g.input("token_type_ids", TensorProto.INT64, dims)
    attention_mask = g.input("attention_mask", TensorProto.INT64, dims)
    hidden = cfg.hidden

    # position_ids = buffer[:, :seq]: a Slice of a constant arange with an end from Shape.
    e = "/bert/embeddings"
    buffer = g.array(np.arange(cfg.max_positions, dtype=np.int64)[None, :], "bert.embeddings.position_ids")
    seq = B.as_1d(g, B.dim_of(g, input_ids, 1, e), e)
    position_ids = g.op("Slice", [buffer, g.ints([0]), seq, g.ints([1])], f"{e}/Slice")
    word = g.weight("bert.embeddings.word_embeddings.weight", [cfg.vocab, hidden], std=1.0)
    ttype = g.weight("bert.embeddings.token_type_embeddings.weight", [cfg.type_vocab, hidden], std=0.5)
    pos = g.weight("bert.embeddings.position_embeddings.weight", [cfg.max_positions, hidden], std=0.5)
    x = g.op("Gather", [word, input_ids], f"{e}/word_embeddings/Gather", axis=0)
    t = g.op("Gather", [ttype, token_type_ids], f"{e}/token_type_embeddings/Gather", axis=0)
    x = g.op("Add", [x, t], f"{e}/Add")
    pe = g.op("Gather", [pos, position_ids], f"{e}/position_embeddings/Gather", axis=0)
    x = g.op("Add", [x, pe], f"{e}/Add_1")
    x = B.layer_norm(g, x, hidden, cfg.norm_eps, f"{e}/LayerNorm", "bert.embeddings.LayerNorm", True)

    # extended mask: (1 - mask[:, None, None, :]) * min  -> [batch, 1, 1, seq]
    m = g.op("Unsqueeze", [attention_mask, g.ints([1, 2])], "/bert/Unsqueeze")
    m = g.op("Cast", [m], "/bert/Cast", to=g.elem)
    m = g.op("Sub", [g.scalar(1.0), m], "/bert/Sub")
    mask = g.op("Mul", [m, g.scalar(B.dtype_min(g))], "/bert/Mul")

    for i in range(cfg.layers):
        p = f"/bert/encoder/layer.{i}"
        w = f"bert.encoder.layer.{i}"
        a = f"{p}/attention/self"
        q = B.linear(g, x, hidden, hidden, f"{a}/query", f"{w}.attention.self.query", True)
        k = B.linear(g, x, hidden, hidden, f"{a}/key", f"{w}.attention.self.key", True)
        v = B.linear(g, x, hidden, hidden, f"{a}/value", f"{w}.attention.self.value", True)
        q = B.split_heads(g, q, cfg.heads, cfg.head_dim, f"{a}/q", from_shape=True)
        v = B.split_heads(g, v, cfg.heads, cfg.head_dim, f"{a}/v", from_shape=True)
        # key.transpose(-1, -2) after transpose_for_scores: the exporter folds both into one
        # Transpose with perm [0, 2, 3, 1].
        k = g.op("Reshape", [k, g.ints([0, 0, cfg.heads, cfg.head_dim])], f"{a}/k/Reshape")
        kt = g.op("Transpose", [k], f"{a}/k/Transpose", perm=[0, 2, 3, 1])
        o = B.attention_core(g, q, kt, v, cfg.head_dim, a, scale_op="Div", k_transposed=True,
                             mask_add=mask)
        o = B.merge_heads(g, o, a)
        so = f"{p}/attention/output"
        o = B.linear(g, o, hidden, hidden, f"{so}/dense", f"{w}.attention.output.dense", True)
        o = g.op("Add", [o, x], f"{so}/Add")
        x = B.layer_norm(g, o, hidden, cfg.norm_eps, f"{so}/LayerNorm",
                         f"{w}.attention.output.LayerNorm", True)
        h = B.linear(g, x, hidden, cfg.intermediate, f"{p}/intermediate/dense",
                     f"{w}.intermediate.dense", True)
        h = B.gelu_erf(g, h, f"{p}/intermediate/intermediate_act_fn")
        out = f"{p}/output"
        h = B.linear(g, h, cfg.intermediate, hidden, f"{out}/dense", f"{w}.output.dense", True)
        h = g.op("Add", [h, x], f"{out}/Add")
        x = B.layer_norm(g, h, hidden, cfg.norm_eps, f"{out}/LayerNorm", f"{w}.output.LayerNorm", True)

    first = g.op("Gather", [x, g.ints(0)], "/bert/pooler/Gather", axis=1)
    pooled = B.linear(g, first, hidden, hidden, "/bert/pooler/dense", "bert.pooler.dense", True)
    pooled = g.op("Tanh", [pooled], "/bert/pooler/activation/Tanh")
    g.output(x, "last_hidden_state", g.elem, ["batch", "seq", hidden])
    g.output(pooled, "pooler_output", g.elem, ["batch", hidden])
    return g.model("bert encoder (bidirectional)")
