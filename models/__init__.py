"""Builders of Transformer graphs (ONNX) with real architectures, and the built-in registry."""
from .registry import ModelSpec, arch_config, get_model, list_models

__all__ = ["ModelSpec", "arch_config", "get_model", "list_models"]
