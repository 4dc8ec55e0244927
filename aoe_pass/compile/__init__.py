"""Compiling a model with a tiling cache into ``ai.aoe`` nodes (:mod:`.compiler`)."""
from .compiler import compile_model, load_model_proto, name_nodes

__all__ = ["compile_model", "load_model_proto", "name_nodes"]
