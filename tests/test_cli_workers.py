"""`aoe_tune tune --workers N`: parallel measurement through the CLI, and a worker killed mid-run."""
import os
import signal
import subprocess
import sys
import time

from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.cache import load_cache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def children(pid):
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as f:
                        cmdline = f.read()
                except OSError:  # it exited between the two reads
                    continue
                if b"resource_tracker" not in cmdline:  # a measurement worker, not a helper
                    out.append(int(entry))
    return out


# The user's "benchmark" for the kill test. Its fifth call (claimed atomically, so exactly one
# call) writes its parent's pid -- the measurement worker running it -- and blocks until the
# test says go: the worker is then mid-job by construction when the test kills it. (Killing a
# worker found by polling could hit it between jobs, which rightly costs no trial.)
VICTIM_BENCH = """import json, os, sys, time
d = sys.argv[1]
n = os.open(os.path.join(d, "calls"), os.O_CREAT | os.O_APPEND | os.O_WRONLY)
os.write(n, b"x")
os.close(n)
if os.path.getsize(os.path.join(d, "calls")) >= 5:
    try:
        fd = os.open(os.path.join(d, "victim.claim"), os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        fd = None
    if fd is not None:
        os.close(fd)
        with open(os.path.join(d, "victim.part"), "w") as f:
            f.write(str(os.getppid()))
        os.replace(os.path.join(d, "victim.part"), os.path.join(d, "victim.pid"))
        end = time.time() + 60
        while not os.path.exists(os.path.join(d, "release")) and time.time() < end:
            time.sleep(0.02)
t = json.loads(os.environ["AOE_TILING"])
print(10 + abs(t.get("tile_m", t.get("rows_per_block", 8)) - 64) / 8)
"""


def test_killed_worker_costs_one_trial_and_the_run_completes(tmp_path):
    script = tmp_path / "bench.py"
    script.write_text(VICTIM_BENCH)
    cache = tmp_path / "c.json"
    log = tmp_path / "c.json.trials.jsonl"
    cmd = [sys.executable, "-m", "aoe_pass", "tune", "tiny-llama", "--cache", str(cache),
           "--no-progress", "--workers", "2", "--backend", "command", "--run-cmd",
           f"{sys.executable} {script} {tmp_path}", "--trials", "24", "--strategy", "random"]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    victim_file = tmp_path / "victim.pid"
    killed = None
    deadline = time.time() + 90
    while time.time() < deadline and killed is None and proc.poll() is None:
        if victim_file.exists():
            killed = int(victim_file.read_text())
            assert killed in children(proc.pid)  # a measurement worker of this run
            os.kill(killed, signal.SIGKILL)
        time.sleep(0.02)
    (tmp_path / "release").write_text("")  # lets the orphaned benchmark process exit
    out, err = proc.communicate(timeout=120)
    assert killed is not None
    assert proc.returncode == 0, err
    trials = read_trials(log)
    assert len(trials) == 24
    died = [t for t in trials if t.status == "runtime_error"]
    assert len(died) == 1 and "worker died" in died[0].error
    assert sum(t.status == "ok" for t in trials) == 23
    keys = {t.key for t in trials}
    assert set(load_cache(cache).entries) == keys


def test_command_backend_without_source_reads_the_task_from_the_environment(tmp_path):
    # the user's "benchmark": prints a latency that depends on the tiling it was given
    script = tmp_path / "bench.py"
    script.write_text("import json, os\nt = json.loads(os.environ['AOE_TILING'])\n"
                      "print(10 + abs(t.get('tile_m', t.get('rows_per_block', 8)) - 64) / 8)\n")
    cache = tmp_path / "c.json"
    r = subprocess.run([sys.executable, "-m", "aoe_pass", "tune", "tiny-llama", "--cache", str(cache),
                        "--no-progress", "--backend", "command", "--run-cmd",
                        f"{sys.executable} {script}", "--trials", "18", "--strategy", "random",
                        "--workers", "2"], cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stderr
    trials = read_trials(str(cache) + ".trials.jsonl")
    assert len(trials) == 18 and all(t.status == "ok" for t in trials)
    assert all(t.backend == "command" for t in trials)
