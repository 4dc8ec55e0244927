"""The ask/tell interface every search strategy implements (one file per strategy).

A strategy knows only its :class:`~aoe_pass.search.space.Space`; it knows nothing of backends,
storage or tasks beyond the shape features the space carries.

``ask(n)`` returns ``n`` configurations (dicts over the space's parameter names) not asked
before; fewer only when the space is exhausted. ``tell(configs, costs)`` reports their costs:
a float (lower is better) or ``None`` for a failed configuration (compile error, crash,
timeout, wrong result), which the strategy must learn to avoid rather than crash on.
Strategies are seeded and reproducible: the same seed and the same tells give the same asks.
"""
from __future__ import annotations

from typing import Any, Sequence

Config = dict[str, Any]


class Strategy:
    name = "base"

    def ask(self, n: int = 1) -> list[Config]:
        raise NotImplementedError

    def tell(self, configs: Sequence[Config], costs: Sequence[float | None]) -> None:
        raise NotImplementedError
