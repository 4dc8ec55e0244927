"""How configurations are measured in parallel: ``local`` worker processes or ``ray`` actors,
both through :func:`~aoe_pass.executors.base.measure_one` (one configuration, a backend's
exception costs one failed trial). Ray itself is imported only when a RayExecutor is built."""
from .base import SlotPool, measure_one, worker_backend_opts
from .local import LocalExecutor
from .ray import RAY_MISSING, RayExecutor, import_ray

__all__ = ["LocalExecutor", "RAY_MISSING", "RayExecutor", "SlotPool", "import_ray", "measure_one",
           "worker_backend_opts"]
