"""The graph-engine side of aoe-pass: what a model compiler or runtime links against.

Graph import, OpKey, the tiling vocabulary and hardware targets, the tiling cache and the
compile-time apply step. Importable without the search engine (no scikit-learn here).
"""
from .errors import AoeError
from .opkey import KINDS, Task, make_key, parse_key

__all__ = ["AoeError", "KINDS", "Task", "make_key", "parse_key"]
__version__ = "0.1.0"
