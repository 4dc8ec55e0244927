"""Ground truth for the producer corpus: the tasks an architecture has, from its HF config.

Nothing here reads the pass. The expected tasks follow from the config numbers recorded at
export time (``hf_fixtures.json``) and the DESIGN.md conventions, plus the conventions the
README's design notes fix for other producers' forms:

- attention is the core; Q/K/V/O projections and the LM head are gemm tasks (GPT-2: one fused
  QKV projection); the FFN's GEMMs belong to the ffn task;
- two norms per layer and one final (BERT: the embeddings LayerNorm instead);
- a producer that quantizes the weights to 4 bits (MatMulNBits) makes every projection it
  quantized a gemm task keyed with ``weight_dtype``/``block_size``, and no ffn task (an FFN
  whose GEMMs are weight-only quantized is two or three gemm tasks; its activation is left
  unmatched). onnxruntime's quantizer takes MatMuls with their own 2-D weight: not GPT-2's
  Conv1D layers (exported as Gemm, which it skips) and not a tied LM head (its weight is the
  embedding table);
- onnxruntime-genai's builder packs Q, K and V into one projection (one gemm task with
  ``n = (q_heads + 2 kv_heads) * head_dim``) and quantizes every projection and the LM head
  with ``-p int4`` (block 32);
- a com.microsoft ``Attention`` op (onnxruntime's fusion, e.g. optimum's ``--optimize O2`` on
  BERT) holds the packed QKV projection inside it (DESIGN.md's attention convention): then no
  Q/K/V gemm tasks (the only graph fact read here: which op the producer chose);
- the activation dtype is the key's dtype: float16 for the fp16 converters, else float32.

Gemm tasks are compared on ``m, n, k, batch`` (and the quantization fields): transposition
flags depend on how a producer stored the weight, and a zero bias may be folded away (GPT-2's
Conv1D) or folded into a following SkipLayerNormalization (not a GEMM bias, see the README).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

ACT = {"gelu_erf": "gelu", "gelu": "gelu", "gelu_tanh": "gelu_tanh", "silu": "silu",
       "relu": "relu"}
GEMM_IGNORED = ("trans_a", "trans_b", "bias")
FP16_PRODUCERS = ("ort_opt_fp16", "ort_fp16")


def dims_for(fx: dict[str, Any]) -> dict[str, int]:
    """The dims the corpus binds: batch 2, seq 8 (prefill), past 5 (decode), or the record's
    (a ViT's sequence is fixed by its image size)."""
    if "dims" in fx:
        return dict(fx["dims"])
    values = {"batch": 2, "seq": 8, "past": 5}
    return {k: v for k, v in values.items() if k in fx["symbolic_dims"]}


def expected_tasks(fx: dict[str, Any]) -> Counter:
    """Counter of ``(kind, dtype, frozen shape)`` -> instances, from the config alone."""
    if fx["kind"] in ("encoder", "decoder"):
        return _seq2seq(fx)
    cfg, kind, producer = fx["config"], fx["kind"], fx["producer"]
    decode = kind == "decode"
    batch = 2
    seq = cfg.get("seq", 8)  # a ViT's tokens: its patches and the class token
    seq_q = 1 if decode else seq
    seq_kv = 5 + 1 if decode else seq
    tokens = batch * seq_q
    layers, hidden, hd = cfg["layers"], cfg["hidden"], cfg["head_dim"]
    heads, kv = cfg["heads"], cfg["kv_heads"]
    inter = cfg["intermediate"]
    dtype = "float16" if producer in FP16_PRODUCERS else "float32"
    int4 = {"weight_dtype": "int4", "block_size": 32}
    quant = int4 if producer == "ort_int4" and cfg["model_type"] != "gpt2" or \
        producer == "genai_int4" else {}
    head_quant = int4 if producer == "ort_int4" and not cfg["tied_embeddings"] or \
        producer == "genai_int4" else {}
    packed_qkv = cfg["fused_qkv"] or producer.startswith("genai_")
    out: Counter = Counter()

    def add(kind_: str, shape: dict[str, Any], count: int) -> None:
        out[(kind_, dtype, tuple(sorted(shape.items())))] += count

    def gemm(n: int, k: int, count: int, q: dict[str, Any] = quant) -> None:
        add("gemm", {"m": tokens, "n": n, "k": k, "batch": 1, **q}, count)

    add("attention", {"batch": batch, "q_heads": heads, "kv_heads": kv, "seq_q": seq_q,
                      "seq_kv": seq_kv, "head_dim": hd,
                      "causal": bool(cfg["causal"]) and seq_q > 1}, layers)
    add(cfg["norm"], {"rows": tokens, "hidden": hidden}, 2 * layers + 1)
    if "com.microsoft:Attention" in fx.get("op_types", {}):
        pass  # the QKV projection is inside the fused op
    elif packed_qkv:
        gemm((heads + 2 * kv) * hd, hidden, layers)
    else:
        gemm(heads * hd, hidden, layers)
        gemm(kv * hd, hidden, 2 * layers)
    gemm(hidden, heads * hd, layers)
    if cfg["causal"] or decode:  # a causal LM (its decode step records causal=False)
        gemm(cfg["vocab"], hidden, 1, head_quant)
    if quant:
        if cfg.get("fused_gate_up"):  # Phi-3: one gate_up projection
            gemm(2 * inter, hidden, layers)
        else:
            gemm(inter, hidden, (2 if cfg["gated"] else 1) * layers)
        gemm(hidden, inter, layers)
    else:
        add("ffn", {"tokens": tokens, "hidden": hidden, "intermediate": inter,
                    "activation": ACT[cfg["activation"]], "gated": bool(cfg["gated"])}, layers)
    return out


def _seq2seq(fx: dict[str, Any]) -> Counter:
    """A T5 encoder-decoder's two graphs (float32, no past). The decoder's layers have a causal
    self-attention over its own tokens and a cross-attention, never causal, from its tokens
    to the encoder's (whose K/V projections run over the encoder's tokens); three norms a
    layer and a final one; a ReLU FFN; the LM head."""
    cfg, dims = fx["config"], fx["dims"]
    b, s_enc = dims["batch_size"], dims["encoder_sequence_length"]
    h, hd, heads, inter = cfg["hidden"], cfg["head_dim"], cfg["heads"], cfg["intermediate"]
    out: Counter = Counter()

    def add(kind: str, shape: dict[str, Any], count: int) -> None:
        out[(kind, "float32", tuple(sorted(shape.items())))] += count

    def att(sq: int, skv: int, causal: bool, count: int) -> None:
        add("attention", {"batch": b, "q_heads": heads, "kv_heads": heads, "seq_q": sq,
                          "seq_kv": skv, "head_dim": hd, "causal": causal}, count)

    def gemm(m: int, n: int, k: int, count: int) -> None:
        add("gemm", {"m": m, "n": n, "k": k, "batch": 1}, count)

    if fx["kind"] == "encoder":
        layers, t = cfg["layers"], b * s_enc
        att(s_enc, s_enc, False, layers)
        gemm(t, heads * hd, h, 3 * layers)
        gemm(t, h, heads * hd, layers)
        norms = 2 * layers + 1
    else:
        layers, s_dec = cfg["decoder_layers"], dims["decoder_sequence_length"]
        t = b * s_dec
        att(s_dec, s_dec, s_dec > 1, layers)
        att(s_dec, s_enc, False, layers)
        gemm(t, heads * hd, h, 4 * layers)  # self Q/K/V, cross Q
        gemm(b * s_enc, heads * hd, h, 2 * layers)  # cross K/V over the encoder's states
        gemm(t, h, heads * hd, 2 * layers)  # self and cross O
        gemm(t, cfg["vocab"], h, 1)
        norms = 3 * layers + 1
    add("rmsnorm", {"rows": t, "hidden": h}, norms)
    add("ffn", {"tokens": t, "hidden": h, "intermediate": inter,
                "activation": ACT[cfg["activation"]], "gated": bool(cfg["gated"])}, layers)
    return out


def actual_tasks(tasks: list) -> Counter:
    """The same view of the pass's tasks (gemm flags dropped, see the module doc)."""
    out: Counter = Counter()
    for t in tasks:
        shape = {k: v for k, v in t.shape.items()
                 if not (t.kind == "gemm" and k in GEMM_IGNORED)}
        out[(t.kind, t.dtype, tuple(sorted(shape.items())))] += t.weight
    return out
