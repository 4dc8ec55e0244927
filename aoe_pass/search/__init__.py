"""The search engine: spaces, safe constraints, the AOE config file, strategies, stopping.

``make_strategy(name, space, seed=0, **opts)`` builds one of :data:`STRATEGY_NAMES` behind the
ask/tell interface of :mod:`aoe_pass.search.base`.
"""
from __future__ import annotations

import difflib
import importlib
from typing import Any, Mapping, Sequence

from ge_bridge.errors import AoeError

from .base import Config, Strategy
from .config import AoeConfig, load_aoe_config, parse_aoe_config
from .constraints import Constraint, parse_constraint
from .options import check_options, parse_option_texts
from .space import Space
from .stopping import StopPolicy

# name -> (module, class)
_STRATEGIES = {
    "bayes": ("bayes", "BayesStrategy"),
    "rl": ("rl", "RLStrategy"),
    "random": ("random_search", "RandomStrategy"),
    "grid": ("grid", "GridStrategy"),
}
STRATEGY_NAMES = tuple(_STRATEGIES)


def strategy_class(name: str) -> type[Strategy]:
    """The strategy class registered under ``name``."""
    if name not in _STRATEGIES:
        close = difflib.get_close_matches(name, list(_STRATEGIES), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise AoeError(f"unknown strategy {name!r}{hint}; known: {', '.join(_STRATEGIES)}")
    module, cls = _STRATEGIES[name]
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


def make_strategy(name: str, space: Space, seed: int = 0, **opts: Any) -> Strategy:
    """A seeded strategy over ``space``; options are passed to its constructor."""
    return strategy_class(name)(space, seed=seed, **opts)


def strategy_options(name: str, config: Mapping[str, Any] | None = None, cli: Sequence[str] = (),
                     config_source: str = "config", cli_source: str = "--strategy-option") -> dict[str, Any]:
    """Strategy ``name``'s options: the config's ``strategy_options`` object, then the command
    line's ``KEY=VALUE`` texts over it, each checked against the strategy's declared options
    and converted to their types (one error line naming the source otherwise)."""
    declared = strategy_class(name).options
    out = check_options(name, declared, dict(config or {}), f"{config_source}: strategy_options")
    out.update(check_options(name, declared, parse_option_texts(cli, cli_source), cli_source))
    return out


def strategy_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """A benchmark's strategy variant ``bayes+sweep=0+stall=8`` -> (``bayes``, its options checked
    and typed as ``--strategy-option`` values are)."""
    name, *texts = spec.split("+")
    return name, strategy_options(name, cli=texts, cli_source=spec)


def __getattr__(name: str) -> Any:  # lazy: features_for without importing sklearn
    if name == "features_for":
        from .features import features_for
        return features_for
    raise AttributeError(name)


__all__ = [
    "AoeConfig", "Config", "Constraint", "Space", "StopPolicy", "Strategy", "STRATEGY_NAMES",
    "load_aoe_config", "make_strategy", "parse_aoe_config", "parse_constraint", "strategy_class",
    "strategy_options", "strategy_spec",
]
