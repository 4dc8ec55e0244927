"""A strategy's deliberate re-measurement (bayes with ``remeasure``) in the tuning driver: it is
measured, logged as a trial of its own (marked ``repeat``), counted against the budget and told
back; the best stays the lowest single measurement; ``--resume`` replays it as a trial. Another
strategy's repeat is dropped, as before."""
import json
from collections import Counter

import numpy as np
import pytest

import aoe_pass.tuning.task_run as task_run
from aoe_pass.backends import backend_target
from aoe_pass.backends.sim import SimBackend
from aoe_pass.search.base import SpaceStrategy
from aoe_pass.tuning.driver import TuneOptions, tune
from aoe_pass.tuning.trial_log import read_trials
from ge_bridge.opkey import Task


class Scripted(SpaceStrategy):
    """Every third ask re-offers the measured configuration with the lowest cost but one (a
    deliberate repeat when ``remeasures``), the others a new random configuration."""

    remeasures = True
    made: list["Scripted"] = []

    def __init__(self, space, seed=0):
        super().__init__(space, seed)
        self.offered_again = self.asks = 0
        Scripted.made.append(self)

    def ask(self, n=1):
        out = []
        for _ in range(n):
            self.asks += 1
            ok = sorted((c, i) for i, c in enumerate(self.obs_cost) if c is not None)
            if self.asks % 3 == 0 and len(ok) >= 2:
                self.offered_again += 1
                out.append(self.space.from_index(np.asarray([self.obs_idx[ok[1][1]]]))[0])
            else:
                out += self._take(self.space.sample_index(self.rng, 1, exclude=self.asked))
        return out


class Accidental(Scripted):
    remeasures = False


@pytest.fixture
def scripted(monkeypatch):
    Scripted.made = []
    classes = {"scripted": Scripted, "accidental": Accidental}
    monkeypatch.setattr(task_run, "strategy_class", lambda name: classes[name])
    monkeypatch.setattr(task_run, "make_strategy", lambda name, space, seed=0, **kw: classes[name](space, seed))


def _tune(tmp_path, trials, strategy, resume=False, confirm=0):
    doc, target = backend_target("sim")
    task = Task("rmsnorm", {"rows": 512, "hidden": 1024}, "float16")
    opts = TuneOptions(strategy=strategy, trials=trials, resume=resume, progress=False,
                       confirm=confirm)
    res = tune([task], SimBackend(noise=0.05, seed=3), doc, target, str(tmp_path / "c.json"),
               str(tmp_path / "c.json.trials.jsonl"), opts)
    return res, read_trials(tmp_path / "c.json.trials.jsonl")


def _key(cfg):
    return json.dumps(cfg, sort_keys=True)


def test_a_deliberate_repeat_is_measured_logged_counted_and_told(tmp_path, scripted):
    res, log = _tune(tmp_path, 20, "scripted")
    st = Scripted.made[-1]
    assert len(log) == 20 == res.measured
    assert st.offered_again >= 5
    marked = [t for t in log if t.repeat]
    assert len(marked) == st.offered_again  # every repeat asked was measured, marked as one
    for i, t in enumerate(log):  # marked exactly when measured before
        assert t.repeat == any(_key(u.config) == _key(t.config) for u in log[:i])
    assert len(st.obs_cost) == 20  # all told back, the repeats too
    ok = [t for t in log if t.cost is not None]
    best = min(ok, key=lambda t: t.cost)
    assert res.outcomes[0].best_cost == best.cost and res.outcomes[0].best_config == best.config


def test_another_strategys_repeat_is_dropped(tmp_path, scripted):
    _, log = _tune(tmp_path, 20, "accidental")
    assert Scripted.made[-1].offered_again >= 5
    per = Counter(_key(t.config) for t in log)
    assert len(log) == 20 and max(per.values()) == 1 and not any(t.repeat for t in log)


def test_resume_replays_repeats_as_trials(tmp_path, scripted):
    _, first = _tune(tmp_path, 14, "scripted")
    assert sum(t.repeat for t in first) >= 3
    res, log = _tune(tmp_path, 24, "scripted", resume=True)
    st = Scripted.made[-1]
    assert res.replayed == 14 and res.measured == 10 and len(log) == 24
    assert log[:14] == first  # nothing rewritten
    assert len(st.obs_cost) == 24  # the replayed repeats were told too
    assert res.outcomes[0].best_cost == min(t.cost for t in log if t.cost is not None)


def test_a_confirmations_re_measurements_stay_unmarked(tmp_path, scripted):
    """With --confirm the last trials re-measure the best candidates: repeats, but not the
    search's, so not marked (a resume counts them as samples, not as search trials)."""
    res, log = _tune(tmp_path, 20, "scripted", confirm=3)
    assert len(log) == 20 and not any(t.repeat for t in log[-3:])
    assert sum(t.repeat for t in log[:-3]) == Scripted.made[-1].offered_again >= 4
    res2, log2 = _tune(tmp_path, 20, "scripted", resume=True, confirm=3)
    assert res2.replayed == 17 and res2.measured == 3 and len(log2) == 23


def test_an_exact_backend_turns_redraw_off_unless_the_user_sets_it(tmp_path, monkeypatch):
    """The noise-free sim declares its measurements exact (a repeat cannot come back faster), so
    the driver builds bayes with its ``for_exact`` options (no ``redraw``); with noise the
    defaults stay (redraw on); a user's own ``redraw`` wins either way."""
    made = []
    real = task_run.make_strategy

    def spy(name, space, **kw):
        st = real(name, space, **kw)
        made.append(st)
        return st

    monkeypatch.setattr(task_run, "make_strategy", spy)
    doc, target = backend_target("sim")
    task = Task("rmsnorm", {"rows": 512, "hidden": 1024}, "float16")
    for noise, user, redraw in ((0.0, {}, 0), (0.05, {}, 1), (0.0, {"redraw": 1}, 1)):
        assert SimBackend(noise=noise).exact == (noise == 0)
        opts = TuneOptions(strategy="bayes", trials=4, progress=False, strategy_options=user)
        path = tmp_path / f"c{len(made)}.json"
        tune([task], SimBackend(noise=noise), doc, target, str(path), str(path) + ".trials.jsonl", opts)
        assert made[-1].redraw == redraw, (noise, user)
        assert made[-1].redraw_stalled == 1  # untouched: only redraw is switched
