"""Task-shape features shared by the strategies that learn across tasks (bayes prior, rl)."""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

_SCALE = 24.0  # log2 of shape sizes up to ~16M lands in [0, 1]


def features_for(shape: Mapping[str, Any]) -> np.ndarray:
    """Numeric features of a task shape: ``log2(1 + v) / 24`` for numbers, 0/1 for flags,
    in sorted field order (string fields such as ``activation`` are left out). Tasks of one
    op kind share fields, so their vectors are comparable."""
    out = []
    for name in sorted(shape):
        v = shape[name]
        if isinstance(v, bool):
            out.append(float(v))
        elif isinstance(v, (int, float)) and not isinstance(v, bool):
            out.append(float(np.log2(1.0 + max(float(v), 0.0)) / _SCALE))
    return np.asarray(out, dtype=np.float64)
