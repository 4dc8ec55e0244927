"""How configurations are measured: ``inline`` in the calling process (``--workers 1``), ``local``
worker processes or ``ray`` actors, all behind one :class:`~aoe_pass.executors.base.Executor`
interface and all through :func:`~aoe_pass.executors.base.measure_one` (one configuration, a
backend's exception costs one failed trial). Ray itself is imported only when a RayExecutor is
built."""
from .base import Executor, SlotPool, measure_one, worker_backend_opts
from .inline import InlineExecutor
from .local import LocalExecutor
from .ray import RAY_MISSING, RayExecutor, import_ray

__all__ = ["Executor", "InlineExecutor", "LocalExecutor", "RAY_MISSING", "RayExecutor", "SlotPool",
           "import_ray", "measure_one", "worker_backend_opts"]
