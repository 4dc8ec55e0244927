"""Architecture configurations: public numbers of real models, and tiny runnable ones.

The real configurations follow the models' published ``config.json`` files (Hugging Face hub).
They are built shape-only (weights declared, never stored). The tiny ones keep the same
architecture with a few small dims, so that onnxruntime can run them with random weights.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class ArchConfig:
    arch: str  # "llama" | "qwen2" | "gpt2" | "bert"
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    intermediate: int
    vocab: int
    norm_eps: float
    dtype: str = "float16"  # "float16" | "float32"
    rope_theta: float = 10000.0  # llama/qwen2
    max_positions: int = 0  # learned position embeddings (gpt2, bert)
    type_vocab: int = 0  # bert token types
    qkv_bias: bool = False  # qwen2: Q/K/V projections carry a bias

    def as_dict(self) -> dict:
        return asdict(self)


# Qwen2.5-7B: config.json of Qwen/Qwen2.5-7B(-Instruct).
QWEN25_7B = ArchConfig(
    arch="qwen2", layers=28, hidden=3584, heads=28, kv_heads=4, head_dim=128,
    intermediate=18944, vocab=152064, norm_eps=1e-6, rope_theta=1000000.0, qkv_bias=True,
)
# Meta-Llama-3-8B: config.json of meta-llama/Meta-Llama-3-8B.
LLAMA3_8B = ArchConfig(
    arch="llama", layers=32, hidden=4096, heads=32, kv_heads=8, head_dim=128,
    intermediate=14336, vocab=128256, norm_eps=1e-5, rope_theta=500000.0,
)
# GPT-2 small (openai-community/gpt2): n_layer 12, n_embd 768, n_head 12, n_inner 4*768.
GPT2_SMALL = ArchConfig(
    arch="gpt2", layers=12, hidden=768, heads=12, kv_heads=12, head_dim=64,
    intermediate=3072, vocab=50257, norm_eps=1e-5, max_positions=1024,
)
# BERT-base uncased (google-bert/bert-base-uncased).
BERT_BASE = ArchConfig(
    arch="bert", layers=12, hidden=768, heads=12, kv_heads=12, head_dim=64,
    intermediate=3072, vocab=30522, norm_eps=1e-12, max_positions=512, type_vocab=2,
)

# Tiny runnable variants (float32, random weights). Dims differ between them on purpose so that
# a mix-up of configs shows in shapes.
TINY_LLAMA = ArchConfig(
    arch="llama", layers=2, hidden=64, heads=4, kv_heads=2, head_dim=16,
    intermediate=176, vocab=256, norm_eps=1e-5, dtype="float32",
)
TINY_QWEN2 = ArchConfig(
    arch="qwen2", layers=2, hidden=96, heads=6, kv_heads=2, head_dim=16,
    intermediate=224, vocab=256, norm_eps=1e-6, dtype="float32", rope_theta=1000000.0,
    qkv_bias=True,
)
TINY_GPT2 = ArchConfig(
    arch="gpt2", layers=2, hidden=64, heads=4, kv_heads=4, head_dim=16,
    intermediate=256, vocab=256, norm_eps=1e-5, dtype="float32", max_positions=64,
)
TINY_BERT = ArchConfig(
    arch="bert", layers=2, hidden=64, heads=4, kv_heads=4, head_dim=16,
    intermediate=256, vocab=256, norm_eps=1e-12, dtype="float32", max_positions=64, type_vocab=2,
)
# A runnable Llama of a size users deploy on a CPU (hidden 512, GQA 8/4, head_dim 64): where the
# kernels' time, not the runtime's per-call overhead, decides. ~6.8 M random fp32 weights, built
# from the seed at build time (nothing stored).
SMALL_LLAMA = ArchConfig(
    arch="llama", layers=2, hidden=512, heads=8, kv_heads=4, head_dim=64,
    intermediate=1408, vocab=1024, norm_eps=1e-5, dtype="float32",
)
