"""The zoo's ``seen_80`` set.

``seen_80`` (was ``held_out_80``, :func:`seen_80`; reported once, on the twenty-second round's
default (R1 beside it reported, not judged, in the fifty-fifth round, see docs/benchmarks.md):
1 win / 9 ties / 3 losses against the best peer, geo-mean
1.0133, second of the five (tpe_mv 1.0131; random 1.3217); the synthetic nine 1 / 5 / 3 (a win on
the blender, 1.009 against tpe_mv's 1.033; losses on the bascule bridge, 1.010 against tpe_mv's
1.000, the hand dryer, 1.009 against 1.000, and the nappy, 1.010 against 1.000), second by geo-mean
there (1.0047; tpe_mv 1.0044); on 30 seeds its recorded four 0 / 4 / 0, level with tpe_mv, the best
by geo-mean there (1.0330; rl 1.0397); scored by the median of 9 quiet samples 0 / 3 / 1 with
``--confirm 0`` (a loss on the ReGLU FFN, 1.009 against tpe_mv's 1.000; 1.0066, second; tpe_mv
1.0049) and 0 / 4 / 0 with ``--confirm 3`` (1.0023, level with tpe_mv, second to tpe's 1.0017); on
seeds 0-9 alone 2 / 6 / 5 (a win on the GEMM, 1.000 against 1.008; losses on the FFN, 1.121 against
rl's 1.061, and the RMSNorm, 1.033 against rl's 1.004); R1 0 / 4 / 0 as committed (1.0330, level with
the default), fifth of six with ``--confirm 0`` (1.0132: the attention 1.027 where the default ends at
1.007) and 0 / 4 / 0 with ``--confirm 3`` (1.0023, level with the default).
Evaluated on an AVX-512 host with the numerics pinned (numpy's X86_V4 loops), where its committed traces were made; now seen like the sets before it).
Written and committed before any strategy ran on it (its
landscapes were only enumerated: optimum, infeasible share, spread, configurations within 5%
of the optimum). Nine synthetic families no earlier set had (configurations, infeasible share,
worst/optimum), in domains no earlier set covers (audio cassettes, disposable nappies, washroom hand dryers, hand
warmers, ceiling fans, cyclonic vacuum cleaners, manual wheelchairs, bascule bridges, kitchen blenders), with
constants unlike the other sets' (a wafer-scale engine of 746,496 processing elements at 0.8875 GHz in a 2D mesh,
each with 46.25 KB of SRAM holding its share of its items' state beside 6.875 KB of code and routing tables and its
halo buffers (twice over with dynamic routes), an item spread over a region of PEs, its halo exchanged each step
at 3.3125 GB/s a link and its reductions crossing the region at 0.00115 us a hop, a fabric carrying 26.875 MB a
step before it congests (up to twice, by the family's penalty; half as much with static routes), static routes
set again each round at 0.0425 us a PE along the side of the busy part of the wafer, dynamic routes 0.3125 slower a byte, the tables
streamed to the busy regions from a 1187.5 GB memory appliance at 1.4375 TB/s; an analog crossbar accelerator of
256 x 256 resistive crossbars, a matrix-vector product a pulse of 0.0135 us an input bit and an ADC conversion of
0.0009375 us a level (2^bits levels), bit-serial inputs 8 pulses a product, bit-sliced 2 but the weights over four
crossbars, the conductances written and verified at 1.0625 us a row, 64 crossbars at a time, each round, 37.75 MB
of SRAM for the items at once, a 32-lane digital vector unit at 0.6875 GHz a crossbar, PCIe at 25.375 GB/s and a
launch of 9.625 us, beside a host of 24 cores at 3.0875 GHz (8 float lanes each; sparse products of 27 nonzeros a
row, 0.0115 us a cache line from its DRAM) with a 35.75 MB last-level cache (the results merged over it at up to
1.4625 times the bytes); times in us, bandwidths in bytes/us). The wafer families give their items out in chunks
of 1, 8 or 32 (16 nappies a region for the nappy) to regions of 16, 64, 256 or 1024 PEs (256 or 1024 for the
nappy) on a quarter, half or all of the wafer, over static or dynamic routes, a PE's share of the state, its code
and its halo buffers over its 46.25 KB of SRAM failing and the items in flight over the appliance's 1187.5 GB
failing; the crossbar families run on 64, 256, 1024 or 4096 crossbars with 4-, 6- or 8-bit ADCs, bit-serial or
bit-sliced inputs or the work left on the host's cores, an item's matrix over the crossbars given and the items at
once over the 37.75 MB of SRAM failing:

- ``cassette_cc`` (3888, 45.5%, 1.7 x 10^3x): a tape duplicator's cassette studies, 11,000 cassettes' 2.7 s of
  playing on the wafer (0.3 ms of setup a run besides), the transport's wow and flutter by a table (not for a
  metal-particle tape), the reels' and capstan's tape tension as an ODE (16 states; at 50-ms steps in a welded
  shell: fails) or the tape on the head by finite elements (1,200; at 50-ms steps: fails), ferric, chrome (under
  0.1%) or metal-particle tape, a screwed or welded shell (0.2%), 0.5-50-ms steps, chunks of 1-32 cassettes a region;
  24 within 5% (middling).
- ``nappy_cc`` (648, 49.5%, 3.8 x 10^3x): a nappy maker's absorbency studies, 30,000 nappies' five minutes after a
  wetting on the wafer (30 us of setup a run besides), the core's uptake by an absorbency table (not for an airlaid
  core), the superabsorbent's swelling as an ODE (24 states; at 20-s steps under an apertured topsheet: fails) or
  the wicking through the core by Richards' equation in finite volumes (2,000; at 20-s steps: fails; either on
  regions of 1024 PEs with static routes: fails), a fluff-pulp, fluffless (1.0%) or airlaid core, a nonwoven or
  apertured topsheet (1.0%), 0.2-20-s steps, 16 nappies a region of 256 or 1024 PEs; the set's family under 1,000;
  4 within 5% (narrow).
- ``hand_dryer_cc`` (3888, 46.7%, 1.5 x 10^3x): a washroom hand-dryer maker's drying studies, 16,000 dryings' 12 s
  on the wafer (3 ms of setup a run besides), the drying by a time table (not for a warm-air nozzle), the water film
  on the hands as an ODE (30 states; at 40-ms steps with damp hands: fails) or the air knife over the hands by
  lattice Boltzmann (1,600; at 40-ms steps: fails), a slot, multi-jet (under 0.1%) or warm-air nozzle,
  dripping or damp hands (under 0.1%), 0.4-40-ms steps, chunks of 1-32 dryings; 40 within 5% (broad).
- ``hand_warmer_cc`` (3888, 45.5%, 7.2 x 10^2x): a pouch maker's hand-warmer studies, 26,000 air-activated pouches'
  six hours of heat on the wafer (8 ms of setup a run besides), the heat output by a table (not for an iron-carbon
  fill), the iron powder's oxidation as an ODE (20 states; at 60-s steps in a pinholed film: fails) or the oxygen
  diffusing through the pouch by finite volumes (1,800; at 60-s steps: fails), an iron-salt, iron-vermiculite
  (under 0.1%) or iron-carbon fill, a microporous or pinholed film (under 0.1%), 1-60-s steps, chunks of 1-32
  pouches; 45 within 5% (broad).
- ``ceiling_fan_cc`` (3888, 45.5%, 2.7 x 10^3x): a fan maker's room-comfort studies, 13,000 rooms' first 90 s under
  a ceiling fan on the wafer (1.5 ms of setup a run besides), the air speed at the seats by a table (not for four
  blades), the motor's and blades' spin-up as an ODE (14 states; at 300-ms steps with a DC brushless motor: fails)
  or the room's air by RANS (1,000 cells; at 300-ms steps: fails), three, four or five blades (under 0.1%),
  an AC induction or DC brushless motor (0.3%), 3-300-ms steps, chunks of 1-32 rooms; 8 within 5% (narrow).
- ``cyclone_vac_cc`` (1944, 41.8%, 1.9 x 10^6x): an appliance maker's vacuum-cleaner studies, 60,000 cleans' 60 s
  of suction on the analog accelerator (2 ms of setup a run besides), the dust picked up by a table (not for a
  long-pile rug), the motor-fan and airflow as an ODE (at 16-ms steps with a half-full bin: fails) or the dust
  through the cyclone by CFD with particle tracking (at 16-ms steps, or with 4-bit ADCs in the crossbars: fails), a
  hard floor, short-pile (9.0%) or long-pile rug, an empty or half-full bin (8.0%), 1-16-ms steps; 1 within
  5% (narrow).
- ``wheelchair_cc`` (1944, 39.4%, 1.2 x 10^7x): a wheelchair maker's propulsion studies, 50,000 users' six minutes
  of pushing on the analog accelerator (1 ms of setup a run besides), the chair's rolling drag by a table (not for
  spoked carbon wheels), the push cycle of user and chair as an ODE (at 60-ms steps on outdoor paving: fails) or the
  chair and user as a multibody model (at 60-ms steps: fails), pneumatic, solid (9.0%) or spoked carbon wheels, an indoor floor or outdoor paving (12%), 1-60-ms steps; 1 within 5% (narrow).
- ``bascule_cc`` (1944, 39.4%, 6.2 x 10^6x): a bridge operator's bascule studies, 70,000 openings' three minutes on
  the analog accelerator (15 ms of setup a run besides), the lift by a time table (not in a storm wind), the leaf's
  drive and counterweight as an ODE (at 60-ms steps for a double leaf: fails) or the leaf under the wind by finite
  elements (at 60-ms steps: fails), a single or double leaf (1.5%), a calm, gusty (1.0%) or storm wind,
  1-60-ms steps; 4 within 5% (narrow).
- ``blender_cc`` (10368, 39.3%, 2.0 x 10^5x): an appliance maker's blending studies, 90,000 jugs' 200 s of blending
  on the analog accelerator (25 s of setup a run besides), the blend by a time table (not for a square jug with a
  six-prong blade), the jug's vortex as an ODE (at 50-ms steps in a square jug: fails), or its contents by smoothed
  particles (at 50-ms steps, or with 4-bit ADCs in the crossbars: fails), a round or square jug (0.3%), a four- or
  six-prong blade (0.2%), 1-50-ms steps, a steady or pulsed run (0.2%), the lid closed or vented (0.3%), the tamper
  unused or used (0.1%): ten parameters of which few matter; the set's family over 10,000; 177 within 5% (broad).

Four landscapes *measured now* on this project's ``cpu`` backend, op shapes that no earlier recorded landscape
covers: a causal multi-head attention, self attention (164 queries over 164 keys: 10 whole 16-key panels and a
4-key tail; 77 heads, query and KV; d 98: not a multiple of 8, six 16-float vectors and a 2-float tail; 77 is the
smallest number no earlier attention space has in any dimension, 164 the smallest free even number above
held_out_79's 162, 98 the smallest free even head dimension above its 94 (96 is taken)), with its query block (16 to
256), KV block (16 to 512) and pipeline (none, single_buffer, double_buffer) but its KV split, softmax,
``opt_level`` and unroll left at the default (90 configurations, the attention's floor: one of the last two
attention sets of 90 no earlier attention space tuned together, the first of them by name), a GEMM batched twice
without bias tuning its N tile, output alignment and ``opt_level`` (O1 to O3) (2 x 372 x 960 @ 960 x 952; its M and
K tiles, pipeline, L1 prefetch, schedule, unroll and layout at the default), a gated ReLU FFN (ReGLU) tuning the
gate/up projection's N tile with its pipeline and the down L1 prefetch (284 tokens, 872 hidden, 1272 intermediate:
80 to 5 column blocks of the 1272), these three tuning parameter sets no earlier space of their op kind tuned
together, and an RMSNorm tuning its hidden split, ``opt_level``, stats and unroll at their full value lists (160
configurations; 1840 rows x 3208): no norm parameter set of 2-216 configurations is left that no earlier
LayerNorm or RMSNorm space tuned, so by the rule the fifty-fifth round wrote first (tests/test_bench_zoo.py,
``_check_four_new_recordings``) the norm takes the set its kind tuned least recently, seen_30's, on a new shape.
Each space was measured exhaustively (every configuration compiled, checked against numpy, timed 3 times) by
``scripts/record_cpu_landscapes.py`` into ``scripts/data/zoo_seen_80/`` (gzip JSON, times in us, provenance in
each file's ``source``, 12.2 KB in all). They were recorded on the shared 2-core machine the standing way,
``--only`` each, one after another, the recorder at normal priority (not niced), 06:33:34-06:43:24 UTC, on the
host that recorded seen_62's..seen_79's four, an AMD EPYC with AVX-512: their ``host_cpu`` (81db2b0747f882f3) is
seen_79's, so the four are measurements of the kernels' AVX-512 paths. They were not recorded on an idle
machine: during the attention's and the GEMM's recordings the lead ran the pool's join and its verdicts
(niced, about a minute of one core in all), and a helper drafted this set's synthetic families beside them
(reading and grepping; its enumerations held while the recordings ran); the load average sampled every 10 s
over the four was 0.38-1.63. The standing recordings took 98, 134, 121 and 236 s (the attention, GEMM, FFN and
RMSNorm). The tail of their samples is real measurement noise (median spread, the slowest of a
configuration's three samples over its fastest, 2.9%, 7.5%, 3.4%, 4.2%), and the fastest sample is the true
cost: THE ATTENTION'S OPTIMUM RESTS ON ONE FAST SAMPLE though it is also the best by median (query block 16, KV
block 64, no pipeline: its other two samples 1.165 and 1.209 times it; the next fastest 1.128 times it (median
1.351)); THE FFN'S OPTIMUM RESTS ON ONE FAST SAMPLE (N tile 96, single_buffer, no down prefetch: its other two
samples 1.323 and 1.337 times it, 13th by median of 96; the next fastest 1.121 times it (median 1.319), the best
by median (64, none, down prefetch) 1.247 (median 1.250): every other configuration of the FFN is 12.1% or more
over its fast sample); THE RMSNORM'S OPTIMUM RESTS ON ONE FAST SAMPLE (hidden split 4, one_pass, O3, unroll 2:
its other two samples 1.104 and 1.166 times it, 5th by median of 160; the next fastest 1.007 times it (median
1.055), the best by median (8, one_pass, O3, unroll 4) 1.033 (median 1.039)); the GEMM's optimum is also the
best by median (N tile 128, aligned, O3: samples 1.000, 1.033, 1.175; the next fastest (224, unaligned, O3)
1.008 (median 1.058)). Worst over optimum 1.73x, 6.82x, 1.62x, 8.23x; within 5% of the optimum 1, 6, 1, 5
configurations. Every configuration ran.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .landscape import Cols, Landscape, _data_dir, recorded_set, value_of

# the wafer-scale engine: one wafer of 746,496 processing elements at 0.8875 GHz in a 2D mesh, each with 46.25 KB of
# SRAM holding its share of its items' state beside 6.875 KB of code and routing tables (twice the halo buffers with
# dynamic routes); an item spread over a region of PEs, its halo exchanged each step to the mesh neighbours at 3.3125
# GB/s a link and its reductions crossing the region at 0.00115 us a hop, a fabric carrying 26.875 MB a step before it
# congests (up to twice, by the family's penalty; static routes half as much), static routes set again each round at
# 0.0425 us a PE along the side of the busy part of the wafer, dynamic routes 0.3125 slower a byte; the tables
# streamed to the busy regions from a 1187.5 GB memory appliance at 1.4375 TB/s; bandwidths in bytes/us
WSE_PES, WSE_GHZ, WSE_SRAM_KB, WSE_CODE_KB, WSE_LINK_RATE, WSE_HOP_US = 746496, 0.8875, 46.25, 6.875, 3.3125e3, 0.00115
WSE_FABRIC_MB, WSE_ROUTE_US, WSE_DYN_X, WSE_EXT_GB, WSE_EXT_RATE = 26.875, 0.0425, 0.3125, 1187.5, 1.4375e6
# the analog crossbar accelerator: crossbars of 256 x 256 resistive cells, a matrix-vector product a pulse of 0.0135
# us an input bit and an ADC conversion of 0.0009375 us a level (2^bits levels); bit-serial inputs 8 pulses a product,
# bit-sliced 2 but the weights over four crossbars; the conductances written and verified at 1.0625 us a row each
# round, 64 crossbars at a time; 37.75 MB of SRAM for the items' state; a digital vector unit of 32 lanes at 0.6875
# GHz a crossbar; over PCIe at 25.375 GB/s, a launch of 9.625 us; its host of 24 cores at 3.0875 GHz (8 float lanes
# each; sparse products of 27 nonzeros a row) with 0.0115 us a cache line from its DRAM, results merged over a 35.75
# MB last-level cache at up to 1.4625 times the bytes
XB_DIM, XB_PULSE_US, XB_ADC_US, XB_PROG_US, XB_PROG_PAR, XB_SRAM_MB, XB_LANES, XB_GHZ = 256, 0.0135, 0.0009375, 1.0625, 64, 37.75, 32, 0.6875
XB_LINK_RATE, XB_LAUNCH_US, CPU_CORES, CPU_GHZ, CPU_NNZ, CPU_LINE_US, CPU_LLC_MB, CPU_LLC_X = 2.5375e4, 9.625, 24, 3.0875, 27, 0.0115, 35.75, 0.4625

_WAFER = {"pe_region": [16, 64, 256, 1024], "wafer_use": ["quarter_wafer", "half_wafer", "full_wafer"],
          "fabric_route": ["static_route", "dynamic_route"]}
_XBAR = {"xbar_tiles": [64, 256, 1024, 4096], "adc_bits": [4, 6, 8], "mvm_mode": ["bit_serial_mvm", "bit_sliced_mvm", "digital_cores"]}


def _wafer_run(items: Any, steps: Any, ops: Any, state_kb: Any, halo_b: Any, table_mb: Any, item_gb: Any, pen: float,
               chunk: Any, region: Any, use: Any, route: Any) -> tuple[Any, Any]:
    """``items`` items on the wafer, ``chunk`` to a region of ``region`` PEs, for ``steps`` steps, each item a step
    ``ops`` operations and ``halo_b`` bytes of halo, ``state_kb`` KB of state spread over its region and ``item_gb`` GB
    in the memory appliance, ``table_mb`` MB of tables streamed to each busy region a round; a quarter, half or all of
    the wafer (``use``), static or dynamic routes (``route``). Returns (the time in us, whether a PE's SRAM and the
    appliance hold the items in flight)."""
    dyn = np.asarray(route) == "dynamic_route"
    pes = WSE_PES * value_of(use, {"quarter_wafer": 0.25, "half_wafer": 0.5, "full_wafer": 1.0})
    regions = np.floor(pes / region)
    claims = np.ceil(items / chunk)
    busy = np.minimum(regions, claims)
    rounds = np.ceil(claims / busy)
    comp = chunk * ops / (region * WSE_GHZ * 1e3)
    side = np.sqrt(region)
    over = np.clip(busy * chunk * halo_b / (WSE_FABRIC_MB * 1e6) - 1.0, 0.0, 2.0)
    halo = chunk * halo_b / side / WSE_LINK_RATE * (1.0 + np.where(dyn, pen, 0.5 * pen) * over) * np.where(dyn, 1.0 + WSE_DYN_X, 1.0)
    step = comp + halo + WSE_HOP_US * 2.0 * side
    t = rounds * (steps * step + busy * table_mb * 1e6 / WSE_EXT_RATE + np.where(dyn, 0.0, WSE_ROUTE_US * np.sqrt(busy * region)))
    sram = chunk * state_kb / region + WSE_CODE_KB + np.where(dyn, 2.0, 1.0) * chunk * halo_b / side / 1024.0
    return t, (sram <= WSE_SRAM_KB) & (busy * chunk * item_gb <= WSE_EXT_GB)


def _xbar_run(items: Any, steps: Any, mvms: Any, rows: Any, dops: Any, buf_kb: Any, host_b: Any, res_mb: Any,
              tiles: Any, bits: Any, mode: Any) -> tuple[Any, Any]:
    """``items`` items over ``steps`` steps, each item a step ``mvms`` products with its ``rows`` x ``rows`` matrix held
    in crossbars and ``dops`` digital operations spread over its crossbars' vector units, ``buf_kb`` KB of state in the
    SRAM, ``host_b`` bytes over PCIe and ``res_mb`` MB of results merged on the host; ``tiles`` crossbars, ``bits``-bit
    ADCs, bit-serial or bit-sliced inputs or the whole of it on the host's cores (``mode``). Returns (the time in us,
    whether an item's matrix fits the crossbars and the items at once the SRAM)."""
    mode = np.asarray(mode)
    host = mode == "digital_cores"
    sliced = mode == "bit_sliced_mvm"
    need = np.ceil(rows / XB_DIM) ** 2 * np.where(sliced, 4.0, 1.0)
    at_once = np.minimum(np.floor(tiles / need), items)
    ok_once = np.maximum(at_once, 1.0)
    rounds = np.ceil(items / ok_once)
    mvm = np.where(sliced, 2.0, 8.0) * (XB_PULSE_US + XB_ADC_US * 2.0 ** bits)
    step = mvms * mvm + dops / (need * XB_LANES * XB_GHZ * 1e3)
    prog = np.ceil(need * ok_once / XB_PROG_PAR) * XB_DIM * XB_PROG_US
    acc = rounds * (steps * step + prog) + items * host_b / XB_LINK_RATE + XB_LAUNCH_US
    cpu = items * steps * (mvms * 2.0 * rows * CPU_NNZ + dops) / (CPU_CORES * CPU_GHZ * 1e3 * 8.0)
    cpu = cpu + items * steps * mvms * rows * CPU_NNZ * 12.0 / 64.0 * CPU_LINE_US / CPU_CORES
    merge = items * res_mb * 1e6 * CPU_LINE_US / 64.0 * (1.0 + CPU_LLC_X * np.clip(items * res_mb / CPU_LLC_MB - 1.0, 0.0, 1.0))
    fits = host | ((at_once >= 1.0) & (ok_once * buf_kb <= XB_SRAM_MB * 1024.0))
    return np.where(host, cpu, acc) + merge, fits


def _wafer_family(md: Any, a: Any, b: Any, chunk: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict,
                  kb: dict, pen: float, base: float) -> tuple[Any, Any]:
    """The wafer's families' shared shape: ``spec[k]`` for each model value k gives (cells, ops a cell, state KB a
    cell, halo bytes a cell, table MB, GB an item); ``ka`` and ``kb`` the two domain parameters' factors on the
    operations."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    cells = per(0)
    ops = cells * per(1) * value_of(a, ka) * value_of(b, kb)
    t, fits = _wafer_run(items, steps, ops, cells * per(2), cells * per(3), per(4), per(5), pen, chunk,
                         c["pe_region"], c["wafer_use"], c["fabric_route"])
    return t + base, fits


def _xbar_family(md: Any, a: Any, b: Any, c: Cols, items: float, steps: Any, spec: dict, ka: dict, kb: dict,
                 base: float) -> tuple[Any, Any]:
    """The crossbar families' shared shape: ``spec[k]`` for each model value k gives (products a step, matrix rows,
    digital ops a step, SRAM KB an item, PCIe bytes an item, result MB an item); ``ka`` and ``kb`` the two domain
    parameters' factors on the time."""
    def per(i: int) -> np.ndarray:
        return value_of(md, {k: v[i] for k, v in spec.items()})
    t, fits = _xbar_run(items, steps, per(0), per(1), per(2), per(3), per(4), per(5), c["xbar_tiles"], c["adc_bits"],
                        c["mvm_mode"])
    return (t + base) * value_of(a, ka) * value_of(b, kb), fits


# ---------------------------------------------------------------- wafer-scale families
def cassette(shells: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fm, sh = np.asarray(c["deck_model"]), np.asarray(c["tape_formula"]), np.asarray(c["shell_build"])
        s = c["play_step_ms"]
        spec = {"flutter_table": (1.0, 3000.0, 5.0, 60.0, 0.5, 1e-6),
                "reel_tension_ode": (16.0, 600.0, 3.0, 90.0, 1.2, 4e-6),
                "head_contact_fe": (1200.0, 45.0, 0.4, 44.0, 3.0, 0.15)}
        t, fits = _wafer_family(md, fm, sh, c["shell_chunk"], c, shells, 2700.0 / s, spec,
                                {"ferric_tape": 1.0, "chrome_tape": 1.06, "metal_particle_tape": 1.04},
                                {"screwed_shell": 1.0, "welded_shell": 1.15}, 1.1, 300.0)
        bad = (~fits | ((md == "flutter_table") & (fm == "metal_particle_tape")) | ((md == "head_contact_fe") & (s == 50))
               | ((md == "reel_tension_ode") & (s == 50) & (sh == "welded_shell")))
        return np.where(bad, np.nan, t)
    return cost


def cassette_params() -> dict[str, list[Any]]:
    return {"deck_model": ["flutter_table", "reel_tension_ode", "head_contact_fe"],
            "tape_formula": ["ferric_tape", "chrome_tape", "metal_particle_tape"], "shell_build": ["screwed_shell", "welded_shell"],
            "play_step_ms": [0.5, 5, 50], "shell_chunk": [1, 8, 32], **_WAFER}


def nappy(pads: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, cm, ts = np.asarray(c["core_model"]), np.asarray(c["core_mix"]), np.asarray(c["topsheet"])
        s = c["wet_step_s"]
        spec = {"absorbency_table": (1.0, 2400.0, 6.0, 1400.0, 0.02, 1e-6),
                "swelling_ode": (24.0, 420.0, 1.0, 70.0, 1.3, 3e-6),
                "richards_wicking_fv": (2000.0, 30.0, 0.012, 12.0, 3.4, 0.06)}
        t, fits = _wafer_family(md, cm, ts, 16.0, c, pads, 300.0 / s, spec,
                                {"fluff_pulp_core": 1.0, "fluffless_core": 1.28, "airlaid_core": 1.4},
                                {"nonwoven_topsheet": 1.0, "apertured_topsheet": 1.3}, 1.3, 30.0)
        bad = (~fits | ((md == "absorbency_table") & (cm == "airlaid_core")) | ((md == "richards_wicking_fv") & (s == 20))
               | ((md == "swelling_ode") & (s == 20) & (ts == "apertured_topsheet"))
               | ((md != "absorbency_table") & (c["pe_region"] == 1024) & (np.asarray(c["fabric_route"]) == "static_route")))
        return np.where(bad, np.nan, t)
    return cost


def nappy_params() -> dict[str, list[Any]]:
    return {"core_model": ["absorbency_table", "swelling_ode", "richards_wicking_fv"],
            "core_mix": ["fluff_pulp_core", "fluffless_core", "airlaid_core"], "topsheet": ["nonwoven_topsheet", "apertured_topsheet"],
            "wet_step_s": [0.2, 2, 20], "pe_region": [256, 1024], "wafer_use": ["quarter_wafer", "half_wafer", "full_wafer"],
            "fabric_route": ["static_route", "dynamic_route"]}


def hand_dryer(dryings: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, nz, hs = np.asarray(c["hand_dry_model"]), np.asarray(c["nozzle"]), np.asarray(c["hand_wetness"])
        s = c["dry_step_ms"]
        spec = {"drying_time_table": (1.0, 3800.0, 4.0, 50.0, 0.4, 1e-6),
                "water_film_ode": (30.0, 350.0, 1.6, 75.0, 1.0, 2e-6),
                "air_knife_lbm": (1600.0, 40.0, 0.3, 34.0, 2.8, 0.15)}
        t, fits = _wafer_family(md, nz, hs, c["dryer_chunk"], c, dryings, 1.2e4 / s, spec,
                                {"slot_nozzle": 1.0, "multi_jet_nozzle": 1.004, "warm_air_nozzle": 1.006},
                                {"dripping_hands": 1.0, "damp_hands": 1.003}, 0.8, 3.0e3)
        bad = (~fits | ((md == "drying_time_table") & (nz == "warm_air_nozzle")) | ((md == "air_knife_lbm") & (s == 40))
               | ((md == "water_film_ode") & (s == 40) & (hs == "damp_hands")))
        return np.where(bad, np.nan, t)
    return cost


def hand_dryer_params() -> dict[str, list[Any]]:
    return {"hand_dry_model": ["drying_time_table", "water_film_ode", "air_knife_lbm"],
            "nozzle": ["slot_nozzle", "multi_jet_nozzle", "warm_air_nozzle"], "hand_wetness": ["dripping_hands", "damp_hands"],
            "dry_step_ms": [0.4, 4, 40], "dryer_chunk": [1, 8, 32], **_WAFER}


def hand_warmer(pouches: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fl, fi = np.asarray(c["warmer_model"]), np.asarray(c["warmer_fill"]), np.asarray(c["pouch_film"])
        s = c["warm_step_s"]
        spec = {"heat_output_table": (1.0, 4500.0, 3.0, 54.0, 0.3, 1e-6),
                "iron_oxidation_ode": (20.0, 500.0, 2.0, 85.0, 0.8, 3e-6),
                "oxygen_diffusion_fv": (1800.0, 36.0, 0.28, 38.0, 2.7, 0.12)}
        t, fits = _wafer_family(md, fl, fi, c["pouch_chunk"], c, pouches, 2.16e4 / s, spec,
                                {"iron_salt_fill": 1.0, "iron_vermiculite_fill": 1.003, "iron_carbon_fill": 1.002},
                                {"microporous_film": 1.0, "pinholed_film": 1.002}, 0.6, 8.0e3)
        bad = (~fits | ((md == "heat_output_table") & (fl == "iron_carbon_fill")) | ((md == "oxygen_diffusion_fv") & (s == 60))
               | ((md == "iron_oxidation_ode") & (s == 60) & (fi == "pinholed_film")))
        return np.where(bad, np.nan, t)
    return cost


def hand_warmer_params() -> dict[str, list[Any]]:
    return {"warmer_model": ["heat_output_table", "iron_oxidation_ode", "oxygen_diffusion_fv"],
            "warmer_fill": ["iron_salt_fill", "iron_vermiculite_fill", "iron_carbon_fill"],
            "pouch_film": ["microporous_film", "pinholed_film"], "warm_step_s": [1, 10, 60], "pouch_chunk": [1, 8, 32], **_WAFER}


def ceiling_fan(rooms: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, bl, mo = np.asarray(c["fan_model"]), np.asarray(c["blade_set"]), np.asarray(c["fan_motor"])
        s = c["spin_step_ms"]
        spec = {"air_speed_table": (1.0, 2800.0, 5.0, 66.0, 0.5, 1e-6),
                "spin_up_ode": (14.0, 650.0, 3.5, 80.0, 1.3, 5e-6),
                "room_air_rans": (1000.0, 60.0, 0.5, 52.0, 3.1, 0.15)}
        t, fits = _wafer_family(md, bl, mo, c["room_chunk"], c, rooms, 9.0e4 / s, spec,
                                {"three_blades": 1.0, "four_blades": 1.07, "five_blades": 1.03},
                                {"ac_induction_motor": 1.0, "dc_brushless_motor": 1.18}, 1.2, 1500.0)
        bad = (~fits | ((md == "air_speed_table") & (bl == "four_blades")) | ((md == "room_air_rans") & (s == 300))
               | ((md == "spin_up_ode") & (s == 300) & (mo == "dc_brushless_motor")))
        return np.where(bad, np.nan, t)
    return cost


def ceiling_fan_params() -> dict[str, list[Any]]:
    return {"fan_model": ["air_speed_table", "spin_up_ode", "room_air_rans"],
            "blade_set": ["three_blades", "four_blades", "five_blades"], "fan_motor": ["ac_induction_motor", "dc_brushless_motor"],
            "spin_step_ms": [3, 30, 300], "room_chunk": [1, 8, 32], **_WAFER}


# ---------------------------------------------------------------- analog crossbar families
def cyclone_vac(cleans: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, fk, bn = np.asarray(c["vac_model"]), np.asarray(c["floor_kind"]), np.asarray(c["bin_fill"])
        s = c["suck_step_ms"]
        spec = {"pickup_table": (2.0, 64.0, 300.0, 12.0, 400.0, 0.002),
                "motor_fan_ode": (6.0, 200.0, 900.0, 14.0, 800.0, 0.01),
                "cyclone_particle_cfd": (24.0, 3000.0, 2.0e4, 2000.0, 1600.0, 0.05)}
        t, fits = _xbar_family(md, fk, bn, c, cleans, 6.0e4 / s, spec,
                               {"hard_floor": 1.0, "short_pile_rug": 1.09, "long_pile_rug": 1.07},
                               {"empty_dust_bin": 1.0, "half_full_bin": 1.08}, 2.0e3)
        bad = (~fits | ((md == "pickup_table") & (fk == "long_pile_rug")) | ((md == "cyclone_particle_cfd") & (s == 16))
               | ((md == "motor_fan_ode") & (s == 16) & (bn == "half_full_bin"))
               | ((md == "cyclone_particle_cfd") & (c["adc_bits"] == 4) & (np.asarray(c["mvm_mode"]) != "digital_cores")))
        return np.where(bad, np.nan, t)
    return cost


def cyclone_vac_params() -> dict[str, list[Any]]:
    return {"vac_model": ["pickup_table", "motor_fan_ode", "cyclone_particle_cfd"],
            "floor_kind": ["hard_floor", "short_pile_rug", "long_pile_rug"], "bin_fill": ["empty_dust_bin", "half_full_bin"],
            "suck_step_ms": [1, 4, 16], **_XBAR}


def wheelchair(pushes: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, wk, sf = np.asarray(c["chair_model"]), np.asarray(c["rear_wheel"]), np.asarray(c["ground_surface"])
        s = c["push_step_ms"]
        spec = {"rolling_drag_table": (2.0, 48.0, 250.0, 11.0, 300.0, 0.001),
                "push_cycle_ode": (8.0, 160.0, 1100.0, 15.0, 700.0, 0.008),
                "chair_user_multibody": (30.0, 2400.0, 1.6e4, 1800.0, 1200.0, 0.04)}
        t, fits = _xbar_family(md, wk, sf, c, pushes, 3.6e5 / s, spec,
                               {"pneumatic_wheel": 1.0, "solid_wheel": 1.09, "spoked_carbon_wheel": 1.17},
                               {"indoor_floor": 1.0, "outdoor_paving": 1.12}, 1.0e3)
        bad = (~fits | ((md == "rolling_drag_table") & (wk == "spoked_carbon_wheel")) | ((md == "chair_user_multibody") & (s == 60))
               | ((md == "push_cycle_ode") & (s == 60) & (sf == "outdoor_paving")))
        return np.where(bad, np.nan, t)
    return cost


def wheelchair_params() -> dict[str, list[Any]]:
    return {"chair_model": ["rolling_drag_table", "push_cycle_ode", "chair_user_multibody"],
            "rear_wheel": ["pneumatic_wheel", "solid_wheel", "spoked_carbon_wheel"], "ground_surface": ["indoor_floor", "outdoor_paving"],
            "push_step_ms": [1, 10, 60], **_XBAR}


def bascule(openings: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, lf, wc = np.asarray(c["leaf_model"]), np.asarray(c["leaf_count"]), np.asarray(c["wind_case"])
        s = c["lift_step_ms"]
        spec = {"lift_time_table": (2.0, 56.0, 280.0, 12.0, 350.0, 0.0015),
                "leaf_drive_ode": (7.0, 180.0, 1000.0, 14.0, 750.0, 0.009),
                "leaf_wind_fe": (28.0, 2800.0, 1.8e4, 1900.0, 1400.0, 0.045)}
        t, fits = _xbar_family(md, lf, wc, c, openings, 1.8e5 / s, spec,
                               {"single_leaf": 1.0, "double_leaf": 1.015},
                               {"calm_wind": 1.0, "gusty_wind": 1.01, "storm_wind": 1.08}, 1.5e4)
        bad = (~fits | ((md == "lift_time_table") & (wc == "storm_wind")) | ((md == "leaf_wind_fe") & (s == 60))
               | ((md == "leaf_drive_ode") & (s == 60) & (lf == "double_leaf")))
        return np.where(bad, np.nan, t)
    return cost


def bascule_params() -> dict[str, list[Any]]:
    return {"leaf_model": ["lift_time_table", "leaf_drive_ode", "leaf_wind_fe"],
            "leaf_count": ["single_leaf", "double_leaf"], "wind_case": ["calm_wind", "gusty_wind", "storm_wind"],
            "lift_step_ms": [1, 10, 60], **_XBAR}


def blender(jugs: float) -> Callable[[Cols], np.ndarray]:
    def cost(c: Cols) -> np.ndarray:
        md, jg, bd = np.asarray(c["blend_model"]), np.asarray(c["jug_shape"]), np.asarray(c["blade_kind"])
        pm, lv, ic = np.asarray(c["pulse_mode"]), np.asarray(c["lid_vent"]), np.asarray(c["tamper_use"])
        s = c["blend_step_ms"]
        spec = {"blend_time_table": (2.0, 70.0, 350.0, 12.0, 450.0, 0.002),
                "jug_vortex_ode": (8.0, 220.0, 1200.0, 14.0, 900.0, 0.012),
                "jug_sph": (32.0, 3500.0, 2.2e4, 2100.0, 1800.0, 0.06)}
        t, fits = _xbar_family(md, jg, bd, c, jugs, 2.0e5 / s, spec, {"round_jug": 1.0, "square_jug": 1.003},
                               {"four_prong_blade": 1.0, "six_prong_blade": 1.002}, 2.5e7)
        t = t * value_of(pm, {"steady_run": 1.0, "pulsed_run": 1.002}) * value_of(lv, {"lid_closed": 1.0, "lid_vented": 1.003}) * value_of(
            ic, {"no_tamper": 1.0, "tamper_on": 1.001})
        bad = (~fits | ((md == "blend_time_table") & (jg == "square_jug") & (bd == "six_prong_blade")) | ((md == "jug_sph") & (s == 50))
               | ((md == "jug_vortex_ode") & (s == 50) & (jg == "square_jug"))
               | ((md == "jug_sph") & (c["adc_bits"] == 4) & (np.asarray(c["mvm_mode"]) != "digital_cores")))
        return np.where(bad, np.nan, t)
    return cost


def blender_params() -> dict[str, list[Any]]:
    return {"blend_model": ["blend_time_table", "jug_vortex_ode", "jug_sph"],
            "jug_shape": ["round_jug", "square_jug"], "blade_kind": ["four_prong_blade", "six_prong_blade"],
            "blend_step_ms": [1, 10, 50], **_XBAR, "pulse_mode": ["steady_run", "pulsed_run"],
            "lid_vent": ["lid_closed", "lid_vented"], "tamper_use": ["no_tamper", "tamper_on"]}


def seen_80_synthetic() -> list[tuple[str, Landscape]]:
    """The eightieth held-out set's synthetic part: nine families no earlier set had (constants of a wafer-scale
    engine of 746,496 PEs at 0.8875 GHz with 46.25 KB of SRAM a PE in a mesh of 3.3125 GB/s links congesting past
    26.875 MB a step and a 1187.5 GB memory appliance at 1.4375 TB/s, and an analog crossbar accelerator of 256 x 256
    resistive crossbars, 0.0135 us a pulse and 0.0009375 us an ADC level, 37.75 MB of SRAM and PCIe at 25.375 GB/s,
    beside a host of 24 cores at 3.0875 GHz with a 35.75 MB last-level cache; times in us)."""
    L, S = Landscape, "seen_80"
    return [
        (S, L("cassette_cc", cassette_params(), cassette(1.1e4), 0.03)),
        (S, L("nappy_cc", nappy_params(), nappy(3.0e4), 0.04)),
        (S, L("hand_dryer_cc", hand_dryer_params(), hand_dryer(1.6e4), 0.02)),
        (S, L("hand_warmer_cc", hand_warmer_params(), hand_warmer(2.6e4), 0.03)),
        (S, L("ceiling_fan_cc", ceiling_fan_params(), ceiling_fan(1.3e4), 0.02)),
        (S, L("cyclone_vac_cc", cyclone_vac_params(), cyclone_vac(6.0e4), 0.02)),
        (S, L("wheelchair_cc", wheelchair_params(), wheelchair(5.0e4), 0.04)),
        (S, L("bascule_cc", bascule_params(), bascule(7.0e4), 0.03)),
        (S, L("blender_cc", blender_params(), blender(9.0e4), 0.03)),
    ]


SEEN_80_DIR = _data_dir("zoo_seen_80")


def seen_80() -> list[tuple[str, Landscape]]:
    """The eightieth held-out set (reported once, now seen): its synthetic families and the cpu-backend
    landscapes in ``data/zoo_seen_80/`` (the module docstring describes both)."""
    recorded = recorded_set("seen_80", SEEN_80_DIR)
    return seen_80_synthetic() + recorded
