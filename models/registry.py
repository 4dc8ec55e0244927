"""Built-in models: name -> (architecture config, phase, weight mode, default dims).

``get_model(name).build()`` returns an ONNX ModelProto with symbolic dims (``batch``, ``seq``,
``past``); callers bind them with ``--dim`` or :attr:`ModelSpec.default_dims`.
"""
from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass, field

import onnx

from ge_bridge.errors import AoeError

from . import configs as C
from .bert import build_bert
from .configs import ArchConfig
from .gpt2 import build_gpt2
from .llama import build_llama

_BUILDERS: dict[str, Callable[..., onnx.ModelProto]] = {
    "llama": build_llama, "qwen2": build_llama, "gpt2": build_gpt2, "bert": build_bert,
}


@dataclass(frozen=True)
class ModelSpec:
    name: str
    arch: str
    phase: str  # "prefill" | "decode"
    runnable: bool  # random weights inline (runs in onnxruntime) vs shape-only
    default_dims: dict[str, int]
    description: str
    config: ArchConfig = field(repr=False, compare=False, default=None)  # type: ignore[assignment]

    @property
    def layers(self) -> int:
        return self.config.layers

    def build(self) -> onnx.ModelProto:
        """A fresh ModelProto (symbolic dims). Runnable weights are seeded: same every call."""
        return _BUILDERS[self.arch](self.config, self.phase, self.runnable, self.name, seed=0)


def _spec(name: str, cfg: ArchConfig, phase: str, runnable: bool, dims: dict[str, int],
          what: str) -> ModelSpec:
    mode = "runnable, random fp32 weights" if runnable else f"shape-only {cfg.dtype}, weights absent"
    return ModelSpec(name, cfg.arch, phase, runnable, dims, f"{what} ({mode})", cfg)


_SPECS: list[ModelSpec] = [
    _spec("qwen2.5-7b", C.QWEN25_7B, "prefill", False, {"batch": 1, "seq": 2048},
          "Qwen2.5-7B prefill: GQA 28/4, RoPE, SwiGLU, QKV bias"),
    _spec("qwen2.5-7b-decode", C.QWEN25_7B, "decode", False, {"batch": 1, "past": 2048},
          "Qwen2.5-7B decode: one token against a KV cache of length past"),
    _spec("llama3-8b", C.LLAMA3_8B, "prefill", False, {"batch": 1, "seq": 2048},
          "Llama-3-8B prefill: GQA 32/8, RoPE, SwiGLU"),
    _spec("llama3-8b-decode", C.LLAMA3_8B, "decode", False, {"batch": 1, "past": 2048},
          "Llama-3-8B decode: one token against a KV cache of length past"),
    _spec("gpt2", C.GPT2_SMALL, "prefill", False, {"batch": 1, "seq": 1024},
          "GPT-2 small prefill: packed QKV, tanh-GELU, LayerNormalization"),
    _spec("gpt2-decode", C.GPT2_SMALL, "decode", False, {"batch": 1, "past": 1023},
          "GPT-2 small decode: one token against a KV cache of length past"),
    _spec("bert-base", C.BERT_BASE, "prefill", False, {"batch": 1, "seq": 512},
          "BERT-base encoder, bidirectional, erf-GELU, post-norm; encoder: no decode variant"),
    _spec("tiny-llama", C.TINY_LLAMA, "prefill", True, {"batch": 1, "seq": 16},
          "2-layer Llama, GQA 4/2"),
    _spec("tiny-llama-decode", C.TINY_LLAMA, "decode", True, {"batch": 1, "past": 16},
          "2-layer Llama decode, same weights as tiny-llama"),
    _spec("tiny-qwen2", C.TINY_QWEN2, "prefill", True, {"batch": 1, "seq": 16},
          "2-layer Qwen2, GQA 6/2, QKV bias"),
    _spec("tiny-gpt2", C.TINY_GPT2, "prefill", True, {"batch": 1, "seq": 16}, "2-layer GPT-2"),
    _spec("tiny-bert", C.TINY_BERT, "prefill", True, {"batch": 1, "seq": 16},
          "2-layer BERT encoder; encoder: no decode variant"),
    _spec("small-llama", C.SMALL_LLAMA, "prefill", True, {"batch": 1, "seq": 128},
          "2-layer Llama, hidden 512, GQA 8/4, head_dim 64: a deployable size"),
    _spec("small-llama-decode", C.SMALL_LLAMA, "decode", True, {"batch": 1, "past": 128},
          "2-layer Llama decode, same weights as small-llama"),
]
_BY_NAME = {s.name: s for s in _SPECS}


def list_models() -> list[ModelSpec]:
    return list(_SPECS)


def get_model(name: str) -> ModelSpec | None:
    return _BY_NAME.get(name)


def close_names(name: str, n: int = 3) -> list[str]:
    """Built-in names resembling ``name`` (for 'did you mean' messages)."""
    return difflib.get_close_matches(name, list(_BY_NAME), n=n, cutoff=0.4)


def arch_config(name: str) -> dict:
    """The architecture numbers of a built-in model: layers, hidden, heads, kv_heads, head_dim,
    intermediate, vocab (and norm_eps, dtype, qkv_bias, ...). Raises AoeError if unknown."""
    spec = get_model(name)
    if spec is None:
        hint = close_names(name)
        raise AoeError(f"unknown built-in model {name!r}"
                       + (f" (did you mean {', '.join(hint)}?)" if hint else ""))
    return spec.config.as_dict()
