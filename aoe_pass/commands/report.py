"""``aoe_tune report tiling.json [--log trials.jsonl] [--model M --dim ...] -o report.html``."""
from __future__ import annotations

import argparse
from typing import Any

from ge_bridge.errors import AoeError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("report", help="write an HTML report of a tiling cache and its trial log",
                       description="Write one self-contained HTML page: the per-task table, "
                                   "convergence plots, where the end-to-end time goes before and "
                                   "after tuning, and each task's efficiency against its roofline. "
                                   "Needs matplotlib (pip install 'aoe-pass[report]').")
    p.add_argument("cache", metavar="CACHE", help="tiling cache (tiling.json)")
    p.add_argument("--log", help="trial log (default: <cache>.trials.jsonl if it exists)")
    p.add_argument("--model", help="model the cache was tuned for: task weights (instances) "
                                    "come from it; without it every weight is 1")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="bind a symbolic dim of --model (repeatable), e.g. --dim seq=2048; a list "
                        "(seq=128,2048) weighs the tasks of every shape profile, as tune did")
    p.add_argument("--tensor-parallel", type=int, default=1, metavar="N",
                   help="the --tensor-parallel the model was tuned with")
    p.add_argument("-o", "--output", default="report.html", help="HTML file (default: %(default)s)")
    p.add_argument("--max-plots", type=int, default=12, metavar="N",
                   help="convergence plots for the N heaviest tasks (default: %(default)s)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from ge_bridge.cache import check_output_path, refuse_overwriting_inputs

    from ..report import write_report
    from ..tuning.trial_log import refuse_overwriting_trial_log

    if args.dim and not args.model:
        raise AoeError("--dim binds dims of --model; give --model too")
    if args.tensor_parallel < 1 or args.max_plots < 0:
        raise AoeError("--tensor-parallel must be >= 1 and --max-plots >= 0")
    check_output_path(args.output, "report")
    refuse_overwriting_inputs(args.output, "report", {
        "cache": args.cache, "--log": args.log or args.cache + ".trials.jsonl", "--model": args.model})
    refuse_overwriting_trial_log(args.output, "report")
    data = write_report(args.cache, args.output, log_path=args.log, model=args.model,
                        dim_items=args.dim, tensor_parallel=args.tensor_parallel,
                        max_convergence=args.max_plots)
    print(f"report: {args.output} ({len(data.rows)} tasks, {data.log_records} logged trials)")
    return 0
