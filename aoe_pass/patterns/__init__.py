"""Pattern families of the graph pass, one per file, applied in this order: fused ops and
attention, ffn, layernorm, rmsnorm, then gemm on what is left (see ``aoe_pass.graph_pass``)."""
from . import attention, ffn, gemm, layernorm, rmsnorm

FAMILIES = (attention, ffn, layernorm, rmsnorm, gemm)

__all__ = ["FAMILIES", "attention", "ffn", "gemm", "layernorm", "rmsnorm"]
