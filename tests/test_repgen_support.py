"""runner/harness/repgen_support: the support module generated tests import: that it imports nothing of RepGen's
(a pull request adds it alone beside the tests), what a generated test imports of it, and each helper on small
inputs."""
from __future__ import annotations

import ast
import json
import math
import os
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import torch
import yaml
from trees import HELD_OUT_SCRIPT

from bot.core.benchmark import code_lines
from bot.core.bug_report import parse_report
from bot.core.generators.base import GenerationJob
from bot.core.generators.offline import OfflineGenerator, support_source
from bot.core.plan import Plan
from index.entry_points import all_files, find_entry_points
from index.models import Context
from runner.harness import repgen_support as rs


def test_support_module_imports_only_the_standard_library_and_torch():
    tree = ast.parse(support_source())
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    third_party = imported - set(sys.stdlib_module_names) - {"torch", "numpy", "libcst", "yaml", "IPython"}
    assert not third_party, third_party
    assert not {"bot", "runner", "index", "templates"} & imported


def test_generated_test_imports_what_it_uses_of_the_support_module(tmp_path):
    (tmp_path / "train.py").write_text("def main(argv=None):\n    return 1\n\n\nif __name__ == '__main__':\n"
                                       "    main()\n")
    report = parse_report("# bug\nloss is nan\n```\npython train.py\n```", all_files(str(tmp_path)))
    job = GenerationJob(repo_dir=str(tmp_path), report=report,
                        context=Context(entry_points=find_entry_points(str(tmp_path))), plan=Plan())
    source = OfflineGenerator().generate(job).source
    tree = ast.parse(source)
    imported = [n for n in tree.body if isinstance(n, ast.ImportFrom) and n.module == "repgen_support"]
    assert len(imported) == 1
    names = {a.name for a in imported[0].names}
    assert {"_Monitor", "_check_finite", "_seed_all"} <= names                  # what a NaN test uses
    assert "_RoundTrip" not in names and "_run_notebook" not in names          # and nothing it does not
    assert all(hasattr(rs, n) for n in names)
    assert not [n for n in tree.body if isinstance(n, (ast.ClassDef,)) or
                isinstance(n, ast.FunctionDef) and not n.name.startswith("test_")]  # no support code carried
    assert "import runpy\n" not in source and "import runner" not in source and "from runner" not in source
    assert code_lines(source) <= 25, source


def test_rss_probe_sees_memory_this_process_touches():
    import mmap
    before = rs._rss_mb()
    # a fresh anonymous mapping, each page written: a bytes object may reuse pages an earlier test freed but the
    # allocator kept, which the suite's long process has many of (the probe then rightly sees no growth)
    block = mmap.mmap(-1, 64 << 20)
    for i in range(0, 64 << 20, 4096):
        block[i] = 1
    assert before > 10 and rs._rss_mb() - before > 40
    block.close()


def _loader(n=16, batch=4):
    xs = torch.randn(n, 3)
    return torch.utils.data.DataLoader(torch.utils.data.TensorDataset(xs, xs.sum(1, keepdim=True)), batch_size=batch)


def _train(epochs, lr=0.05, loader=None):
    torch.manual_seed(0)
    loader = loader or _loader()
    model = torch.nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    for _ in range(epochs):
        for x, y in loader:
            opt.zero_grad()
            torch.nn.functional.mse_loss(model(x), y).backward()
            opt.step()


def test_monitor_records_losses_per_backward_and_epoch_boundaries():
    backward, iterate = torch.Tensor.backward, torch.utils.data.DataLoader.__iter__
    with rs._Monitor() as monitor:
        _train(epochs=3)
        torch.ones(2, requires_grad=True).mul(2).backward(torch.ones(2))   # not a scalar loss: not recorded
    assert len(monitor.losses) == 12 and monitor.boundaries == [0, 4, 8]
    epochs = monitor.epoch_losses()
    assert len(epochs) == 3 and epochs[-1] < epochs[0]
    assert epochs[0] == pytest.approx(sum(monitor.losses[:4]) / 4)
    assert monitor.rss == [] and monitor.graph_tensors == []
    assert torch.Tensor.backward is backward and torch.utils.data.DataLoader.__iter__ is iterate


def test_monitor_ends_the_run_at_the_first_non_finite_loss_and_a_healthy_run_goes_to_the_end():
    def loop(steps, nan_at=None, catch=False):
        w = torch.ones(3, requires_grad=True)
        done = 0
        for i in range(steps):
            loss = (w * 2).sum() * (float("nan") if i == nan_at else 1.0)
            try:
                loss.backward()
            except Exception:          # a training loop's own catch-all does not swallow the stop
                if not catch:
                    raise
            done += 1
        return done

    backward = torch.Tensor.backward
    result = None
    with rs._Monitor(stop_on_non_finite=True) as monitor:
        result = loop(1000, nan_at=7, catch=True)
    assert result is None and len(monitor.losses) == 8 and math.isnan(monitor.losses[-1])
    assert "backward() call 8" in monitor.stopped and torch.Tensor.backward is backward
    with pytest.raises(AssertionError, match="non-finite"):
        rs._check_finite(monitor, result, "")
    with rs._Monitor(stop_on_non_finite=True) as healthy:
        result = loop(50)
    assert result == 50 and len(healthy.losses) == 50 and not healthy.stopped
    rs._check_finite(healthy, result, "")
    with torch.autograd.detect_anomaly(), rs._Monitor(stop_on_non_finite=True) as anomaly:
        result = loop(20, nan_at=3)            # backward() itself raises on the NaN: the stop still ends it
    assert len(anomaly.losses) == 4 and anomaly.stopped
    with rs._Monitor() as unstopped:           # off by default: the other checks see the whole run
        result = loop(20, nan_at=3)
    assert result == 20 and len(unstopped.losses) == 20


def test_two_runs_compared_over_their_first_steps_stop_there_and_differ_only_when_the_run_does():
    calls = []

    def train(seed, steps=10_000):
        torch.manual_seed(seed)
        w = torch.randn(4, requires_grad=True)
        opt = torch.optim.SGD([w], lr=0.1)
        for _ in range(steps):
            calls.append(1)
            loss = (w ** 2).sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
        return w.detach()

    def twice(first_seed, second_seed, stop_after):
        first = second = None
        with rs._Monitor(stop_after=stop_after) as run1:
            first = train(first_seed, steps=30)
        with rs._Monitor(stop_after=stop_after) as run2:
            second = train(second_seed, steps=30)
        return run1, run2, run1.outcome(first), run2.outcome(second)

    run1, run2, first, second = twice(0, 0, stop_after=5)
    assert len(run1.losses) == 5 and "after 5" in run1.stopped and first["result"] is None
    assert len(calls) == 12                        # each run ended at its 6th step, before its backward()
    rs._check_same("nondeterminism", "runs differ", first, second, "", "", rel_tol=1e-6)
    _, _, first, second = twice(0, 1, stop_after=5)
    with pytest.raises(AssertionError, match=r"runs differ: result\['losses'\]\[0\]"):
        rs._check_same("nondeterminism", "runs differ", first, second, "", "", rel_tol=1e-6)
    # a run that ends by itself before the cap is compared by its result as well
    run1, _, first, second = twice(3, 3, stop_after=100)
    assert not run1.stopped and len(first["losses"]) == 30 and torch.equal(first["result"], second["result"])


def test_a_time_budget_ends_a_long_run_at_a_pass_boundary_and_the_check_judges_what_ran():
    class Slow(torch.utils.data.Dataset):
        def __len__(self):
            return 4

        def __getitem__(self, i):
            time.sleep(0.02)
            return torch.ones(3) * i, torch.ones(1) * i

    loader = torch.utils.data.DataLoader(Slow(), batch_size=2)
    iterate = torch.utils.data.DataLoader.__iter__
    _train(epochs=1, loader=loader)     # the first optimizer built imports much of torch: not in the budget
    with rs._Monitor(track_memory=True, budget_s=3) as memory:
        _train(epochs=1000, loader=loader)             # 0.1-0.5 s a pass: minutes at full size
    assert "time budget of 3 s" in memory.stopped and 3 <= len(memory.boundaries) <= 40
    assert len(memory.rss) == len(memory.boundaries) + 1            # each pass that began, then the end
    assert torch.utils.data.DataLoader.__iter__ is iterate
    rs._check_memory_flat(memory, max_growth_mb=20, jump_share=0.7, max_graph_growth=3)   # healthy: flat
    with rs._Monitor(audit=True, budget_s=1) as learning:
        _train(epochs=1000, loader=loader, lr=0.01)
    assert "time budget" in learning.stopped and len(learning.losses) >= 4
    rs._check_learning(learning, min_drop=0.05)      # the passes that ran show the loss falling
    with rs._Monitor(track_memory=True, budget_s=1) as one_pass:     # one pass longer than the whole budget
        _train(epochs=1, loader=torch.utils.data.DataLoader(Slow(), batch_size=1, sampler=range(0, 4000)))
    assert "time budget" in one_pass.stopped and len(one_pass.boundaries) == 1 and len(one_pass.losses) < 4000
    with rs._Monitor(track_memory=True, budget_s=30) as whole:
        _train(epochs=2, loader=loader)
    assert not whole.stopped and len(whole.boundaries) == 2


def test_a_run_still_training_at_the_limit_is_too_long_to_judge_and_a_stuck_one_hangs():
    import threading
    stop = threading.Event()

    def train(then_wait):
        w = torch.zeros(2, requires_grad=True)
        opt = torch.optim.SGD([w], lr=0.1)
        for _ in range(200):                 # trains for ~1 s, then goes on training or waits for ever
            opt.zero_grad()
            (w - 1).pow(2).sum().backward()
            opt.step()
            time.sleep(0.005)
        while not stop.is_set():
            if then_wait:
                stop.wait(0.05)              # blocked, no step: a join on a producer that never ends
            else:
                opt.step()                   # a long healthy run: still stepping
                time.sleep(0.01)

    try:
        with pytest.raises(AssertionError, match="still training at the 4 s limit") as long_run:
            rs._check_finishes(lambda: train(then_wait=False), 4)
        assert "hang" not in str(long_run.value).split("\n")[0]     # the judge's hang words stay out of it
        stop.set()
        time.sleep(0.2)
        stop.clear()
        with pytest.raises(AssertionError, match="the run hangs") as stuck:
            rs._check_finishes(lambda: train(then_wait=True), 4)
        assert "in train" in str(stuck.value)
    finally:
        stop.set()
    rs._check_finishes(lambda: None, 4)


def test_monitor_tracks_memory_per_pass_and_restores_torch_on_error():
    backward = torch.Tensor.backward
    with pytest.raises(RuntimeError, match="boom"), rs._Monitor(track_memory=True) as monitor:
        _train(epochs=2)
        raise RuntimeError("boom")
    assert len(monitor.rss) == 3 and all(r > 10 for r in monitor.rss)   # each pass, then the end
    assert len(monitor.graph_tensors) == 2 and monitor.graph_tensors[0] == monitor.graph_tensors[1]  # no graph kept
    assert torch.Tensor.backward is backward


def _memory_run(epochs, keep):
    """Epochs over a DataLoader; `keep(step, x)` may hold on to tensors (a queue, a cache)."""
    torch.manual_seed(0)
    loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(torch.randn(64, 64), torch.randn(64, 1)),
                                         batch_size=16)
    model = torch.nn.Linear(64, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    step = 0
    with rs._Monitor(track_memory=True) as monitor:
        for _ in range(epochs):
            for x, y in loader:
                opt.zero_grad()
                torch.nn.functional.mse_loss(model(x), y).backward()
                opt.step()
                keep(step, x)
                step += 1
    return monitor


def _memory_check(monitor):
    with pytest.raises(AssertionError) as failed:
        rs._check_memory_flat(monitor, max_growth_mb=20, jump_share=0.7, max_graph_growth=3,
                              max_tensor_growth_mb=1.0)
    return failed.value


def test_memory_check_sees_a_queue_that_grows_by_a_batch_each_step_although_rss_barely_moves():
    queue = []          # a MoCo-style queue whose cut never happens: +16 x 64 floats (4 KB)... x 64 per step
    monitor = _memory_run(6, lambda step, x: queue.append(x.repeat(1, 64).clone()))
    growth = monitor.tensor_mb[-1] - monitor.tensor_mb[len(monitor.tensor_mb) // 3]
    assert growth > 1.0 and monitor.rss[-1] - monitor.rss[2] < 20
    failed = _memory_check(monitor)
    assert failed.repgen_failure["kind"] == "memory_growth"
    assert failed.repgen_failure["observed"]["tensor_growth_mb"] == pytest.approx(growth)
    assert symptoms_shows_growth(failed.repgen_failure["observed"])


def test_memory_check_is_quiet_on_a_flat_loop_and_on_a_cache_that_fills_once():
    flat = _memory_run(6, lambda step, x: None)
    assert max(flat.tensor_mb) - min(flat.tensor_mb) < 0.01
    rs._check_memory_flat(flat, max_growth_mb=20, jump_share=0.7, max_graph_growth=3, max_tensor_growth_mb=1.0)
    cache = {}          # filled during the first epochs only (keys repeat from the third epoch on)
    once = _memory_run(6, lambda step, x: cache.setdefault(step % 8, x.repeat(1, 256).clone()))
    rs._check_memory_flat(once, max_growth_mb=20, jump_share=0.7, max_graph_growth=3, max_tensor_growth_mb=1.0)


def _step_run(store, steps=300):
    """A replay-style loop without a DataLoader: every step pushes a transition, then trains on a sample."""
    torch.manual_seed(0)
    model = torch.nn.Linear(64, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with rs._Monitor(track_memory=True) as monitor:
        for _ in range(steps):
            store.append(torch.randn(32, 64))
            opt.zero_grad()
            model(store[-1]).pow(2).mean().backward()
            opt.step()
    return monitor


def test_memory_over_steps_tells_a_store_that_honours_its_bound_from_one_that_ignores_it():
    import collections
    bounded = _step_run(collections.deque(maxlen=30))      # full after a tenth of the run, then flat
    assert len(bounded.rss) < 2 and len(bounded.step_tensor_mb) == 30
    rs._check_memory_flat(bounded, max_growth_mb=20, jump_share=0.7, max_graph_growth=3, max_tensor_growth_mb=1.0)
    failed = _memory_check(_step_run(collections.deque(maxlen=None)))      # +8 KB a step, for ever
    assert failed.repgen_failure["kind"] == "memory_growth"
    assert "memory grows step after step" in str(failed) and "one every 10 backward() calls" in str(failed)


def test_memory_with_a_dataloader_stopped_in_its_first_passes_is_too_early_to_judge():
    # a cache that fills during the first epoch grows step by step there, leak or not: with DataLoader passes
    # seen, their count decides, not the steps inside them
    cache = {}
    monitor = _memory_run(1, lambda step, x: cache.setdefault(step, x.repeat(1, 256).clone()))
    monitor.step_rss = [100.0 + 5 * i for i in range(8)]        # as a long first epoch would sample them
    assert len(monitor.rss) < 4
    failed = _memory_check(monitor)
    assert failed.repgen_failure["kind"] == "insufficient"


def test_a_loss_that_falls_in_the_first_epoch_and_then_plateaus_is_learning_and_a_flat_one_is_not():
    monitor = rs._Monitor()
    # the first ten steps from 0.69 down to 0.55 (the model learns fast), then flat: epoch means move 3 %
    monitor.losses = [0.69 - 0.14 * i / 9 for i in range(10)] + [0.55] * 40 + [0.55] * 50 + [0.545] * 50
    monitor.boundaries = [0, 50, 100]
    rs._check_learning(monitor, min_drop=0.05)
    monitor.losses = [0.6946] * 50 + [0.6937] * 50 + [0.6936] * 50          # never moved
    with pytest.raises(AssertionError, match="does not learn") as failed:
        rs._check_learning(monitor, min_drop=0.05)
    assert failed.value.repgen_failure["observed"]["start_loss"] == pytest.approx(0.6946)


def symptoms_shows_growth(observed):
    from bot.core import symptoms
    return symptoms.SPECS["memory_growth"].shows(observed, None)[0]


def test_epoch_losses_without_a_dataloader_compare_quarters():
    monitor = rs._Monitor()
    monitor.losses = [8.0, 8.0, 6.0, 6.0, 4.0, 4.0, 2.0, 2.0]
    assert monitor.epoch_losses() == [8.0, 2.0]
    monitor.losses = [1.0, 2.0]
    assert monitor.epoch_losses() == []


def test_numbers_flattens_results_and_skips_volatile_keys():
    result = {"acc": torch.tensor([0.5, 0.25]), "elapsed_s": 3.2, "ok": True, "hist": [1, (2, 3.5)], "name": "x"}
    assert rs._numbers(result) == [("result['acc'][0]", 0.5), ("result['acc'][1]", 0.25), ("result['ok']", 1.0),
                                   ("result['hist'][0]", 1.0), ("result['hist'][1][0]", 2.0),
                                   ("result['hist'][1][1]", 3.5)]
    model = torch.nn.Linear(2, 1)
    assert len(rs._numbers(model)) == 3 and rs._numbers(object()) == []


def test_differences_between_two_results():
    assert rs._differences({"w": [1.0, float("nan")]}, {"w": [1.0 + 1e-9, float("nan")]}, rel_tol=1e-6) == []
    assert rs._differences([1.0, 2.0], [1.0, 2.5], rel_tol=1e-6) == ["result[1]: 2 != 2.5"]
    assert rs._differences([1.0], [1.0, 2.0], rel_tol=1e-6) == [
        "the results have different structure: 1 vs 2 numbers"]
    assert len(rs._differences(list(range(10)), list(range(1, 11)), rel_tol=1e-6)) == 5
    assert rs._differences("text", "other", rel_tol=1e-6) == []


def test_text_differences_ignore_timings():
    assert rs._text_differences("epoch 1 took 3.2s\nloss 0.5", "epoch 1 took 4.1s\nloss 0.5") == []
    assert rs._text_differences("loss 0.5", "loss 0.6\nextra") == ["line 1: 'loss 0.5' != 'loss 0.6'",
                                                                    "1 vs 2 lines of output"]


def test_non_finite_and_out_of_range_metrics():
    assert [i for i, _ in rs._non_finite([1.0, float("nan"), 2.0, float("inf")])] == [1, 3]
    assert rs._out_of_range({"val_acc": 1.3, "loss": 7.0}, "accuracy: 87.5%\nf1 = 0.4") == [
        "result['val_acc'] = 1.3"]
    assert rs._out_of_range({}, "val acc 2.500") == ["printed acc = 2.500"]
    # accuracies printed in percent are in range; beyond 100 they are not
    assert rs._out_of_range({}, "epoch 1 acc 43.1\nepoch 2 acc 71.2\nepoch 3 acc 88.5") == []
    assert rs._out_of_range({"history": {"val_acc": [55.0, 61.5]}}, "") == []
    assert rs._out_of_range({}, "acc 3788.2") == ["printed acc = 3788.2"]


def test_capture_shows_and_keeps_the_output(capsys):
    with rs._capture() as out:
        print("hello")
    assert out.getvalue() == "hello\n" and capsys.readouterr().out == "hello\n"


def test_seed_all_repeats_random_streams():
    rs._seed_all(3)
    first = (random.random(), torch.rand(2).tolist())
    rs._seed_all(3)
    assert (random.random(), torch.rand(2).tolist()) == first


SCRIPT = '''
import sys
import helper
print("argv", sys.argv[1:], helper.VALUE)
if "--fail" in sys.argv:
    sys.exit(3)
if "--ok" in sys.argv:
    sys.exit(0)
'''


@pytest.fixture
def root(tmp_path, monkeypatch):
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools/run.py").write_text(SCRIPT)
    (tmp_path / "tools/helper.py").write_text("VALUE = 42\n")
    monkeypatch.setattr(rs, "ROOT", str(tmp_path))
    sys.modules.pop("helper", None)
    yield tmp_path
    sys.modules.pop("helper", None)


def test_run_path_runs_a_script_like_python_does(root, capsys):
    argv, path = list(sys.argv), list(sys.path)
    rs._run_path(["tools/run.py", "--x", "1"])
    rs._run_path(["tools/run.py", "--ok"])
    assert capsys.readouterr().out == "argv ['--x', '1'] 42\nargv ['--ok'] 42\n"
    with pytest.raises(AssertionError, match=r"`python tools/run.py --fail` exited with status 3"):
        rs._run_path(["tools/run.py", "--fail"])
    assert sys.argv == argv and sys.path == path


def test_with_argv_and_snippet_see_the_command_line(root):
    assert rs._with_argv(["tools/run.py", "-v"], lambda: list(sys.argv)) == ["tools/run.py", "-v"]
    rs._run_snippet("import sys\nassert sys.argv == ['reported_script.py'] and __name__ == '__main__'\n")


def test_run_process_uses_a_fresh_interpreter_with_its_hash_seed(root, capsys):
    (root / "seed.py").write_text("import os, sys\nprint(os.environ['PYTHONHASHSEED'], sys.argv[1:])\n")
    assert rs._run_process(["seed.py", "a"], hash_seed=2) == "2 ['a']\n"
    (root / "bad.py").write_text("raise SystemExit('no data')\n")
    with pytest.raises(AssertionError, match="exited with status 1: no data"):
        rs._run_process(["bad.py"], hash_seed=1)


def test_config_copy_overrides_dotted_keys_next_to_the_original(root):
    (root / "cfg").mkdir()
    (root / "cfg/base.yaml").write_text("train:\n  epochs: 40\n  lr: 0.1\nmodel:\n  dim: 8\n")
    out = rs._config_copy("cfg/base.yaml", {"train.epochs": 2, "model.dim": 4})
    assert out == os.path.join("cfg", "repgen_base.yaml")
    assert yaml.safe_load((root / out).read_text()) == {"train": {"epochs": 2, "lr": 0.1}, "model": {"dim": 4}}
    # the reporter's `lr: 3e-4` is written back as they wrote it (PyYAML reads it as text, the bug some configs
    # hit); a JSON config, whose loader reads it as a number, gets the number
    sci = rs._config_copy("cfg/base.yaml", {"train.lr": "3e-4"})
    assert "lr: 3e-4\n" in (root / sci).read_text() and yaml.safe_load((root / sci).read_text())["train"]["lr"] == "3e-4"
    pasted = rs._config_copy("exp/mine.yaml", {"train.epochs": 1}, text="train:\n  epochs: 40\n  lr: 3e-4\n")
    assert pasted == os.path.join("exp", "repgen_mine.yaml")
    assert yaml.safe_load((root / pasted).read_text()) == {"train": {"epochs": 1, "lr": "3e-4"}}
    (root / "cfg/base.json").write_text('{"train": {"lr": 0.1}}')
    assert json.loads((root / rs._config_copy("cfg/base.json", {"train.lr": "3e-4"})).read_text()) == \
        {"train": {"lr": 0.0003}}


def test_config_copy_of_toml_and_ini_configs_reads_back_with_their_own_loaders(root):
    import configparser
    import tomllib
    (root / "configs").mkdir()
    (root / "configs/bc.toml").write_text('seed = 0\n\n[train]\nlr = 1e-3\nmax_updates = 20000\n'
                                         'tags = ["a", "b"]\n\n[eval]\ncheckpoint = "ck/p.pt"\n')
    out = rs._config_copy("configs/bc.toml", {"train.max_updates": 200, "train.lr": "3e-4"})
    assert tomllib.loads((root / out).read_text()) == {
        "seed": 0, "train": {"lr": 0.0003, "max_updates": 200, "tags": ["a", "b"]}, "eval": {"checkpoint": "ck/p.pt"}}
    ini = "[train]\nepochs = 60\nlr = 0.05\n\n[logging]\ncheckpoint = /data/runs/best.pt\n"
    out = rs._config_copy("configs/mine.ini", {"train.epochs": 3, "logging.checkpoint": "repgen_out/runs/best.pt"},
                          text=ini)
    cp = configparser.ConfigParser(interpolation=None)
    cp.read(root / out)
    assert out == os.path.join("configs", "repgen_mine.ini")
    assert dict(cp["train"]) == {"epochs": "3", "lr": "0.05"} and cp["logging"]["checkpoint"] == "repgen_out/runs/best.pt"


HARNESS = Path(__file__).resolve().parent.parent / "runner" / "harness"


@pytest.mark.slow
def test_harness_takes_its_rss_probe_from_the_support_module_once_torch_is_loaded():
    code = textwrap.dedent('''
        import sys
        import repgen_harness
        assert "torch" not in sys.modules and "repgen_support" not in sys.modules
        import torch
        repgen_harness._patch_torch()
        import repgen_support
        assert repgen_harness._rss_mb is repgen_support._rss_mb
        torch.ones(3, requires_grad=True).sum().backward()
        (step, rss), = repgen_harness._S["rss_mb"]
        assert step == 0 and rss > 10, rss
        print("ok")
    ''')
    env = dict(os.environ, PYTHONPATH=str(HARNESS))
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and proc.stdout == "ok\n", proc.stderr[-3000:]


# ---- the optimizer audit: each oracle on a healthy and a broken training loop
class _Stack(torch.nn.Module):
    def __init__(self, plain_list=False):
        super().__init__()
        layers = [torch.nn.Linear(4, 4), torch.nn.Linear(4, 1)]
        self.layers = layers if plain_list else torch.nn.ModuleList(layers)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


def _audited(model, optimizer, steps=4, before_step=None):
    torch.manual_seed(0)
    x, y = torch.randn(16, 4), torch.randn(16, 1)
    with rs._Monitor(audit=True) as monitor:
        for _ in range(steps):
            optimizer.zero_grad()
            loss = torch.nn.functional.mse_loss(model(x), y)
            loss.backward()
            optimizer.step()
    return monitor.audit.findings()


def test_audit_is_quiet_on_healthy_loops_including_head_only_fine_tuning_and_two_optimizers():
    model = _Stack()
    assert _audited(model, torch.optim.SGD(model.parameters(), lr=0.1)) == {}
    # transfer learning: the backbone keeps requires_grad but only the head is optimized (registered: healthy)
    tuned = _Stack()
    assert _audited(tuned, torch.optim.SGD(tuned.layers[1].parameters(), lr=0.1)) == {}
    # two optimizers over two parts (a GAN's shape): every parameter is stepped by one of them; an input that
    # requires grad (a gradient penalty) is not a Parameter
    gen, disc = torch.nn.Linear(4, 4), torch.nn.Linear(4, 1)
    opt_g, opt_d = torch.optim.Adam(gen.parameters(), 1e-3), torch.optim.Adam(disc.parameters(), 1e-3)
    x = torch.randn(8, 4, requires_grad=True)
    with rs._Monitor(audit=True) as monitor:
        for opt in (opt_g, opt_d, opt_g, opt_d):
            opt.zero_grad()
            disc(gen(x)).mean().backward()
            opt.step()
    assert monitor.audit.findings() == {}


def test_audit_finds_layers_in_a_plain_list():
    model = _Stack(plain_list=True)
    found = _audited(model, torch.optim.SGD(list(model.parameters()) or [torch.nn.Parameter(torch.zeros(1))], lr=0.1))
    assert sorted(found["unregistered_params"]) == [[1], [1, 4], [4], [4, 4]]


def test_audit_finds_a_head_replaced_after_the_optimizer_was_built():
    model = _Stack()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model.layers[1] = torch.nn.Linear(4, 1)          # a new head: the optimizer still holds the old one
    found = _audited(model, optimizer)
    assert list(found) == ["replaced_params"] and sorted(found["replaced_params"]) == [[1], [1, 4]]


def _trained_then_restored(restore_from_step):
    """Four steps, keeping a copy of the weights before step `restore_from_step` (a "best checkpoint"), then
    loading it back into the model, as an early-stopping callback does at the end of fit()."""
    torch.manual_seed(0)
    model = _Stack()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    x, y = torch.randn(16, 4), torch.randn(16, 1)
    with rs._Monitor(audit=True) as monitor:
        best = None
        for step in range(4):
            if step == restore_from_step:
                best = {k: v.clone() for k, v in model.state_dict().items()}
            optimizer.zero_grad()
            torch.nn.functional.mse_loss(model(x), y).backward()
            optimizer.step()
        model.load_state_dict(best)
    return monitor.audit.findings()


def test_audit_finds_updates_undone_by_restoring_weights_from_before_training():
    found = _trained_then_restored(restore_from_step=0)
    assert found == {"undone_updates": 4}
    assert "all 4 trained parameter tensors end equal to their values before the first step" in \
        rs._AUDIT_WORDS["undone_updates"] % (found["undone_updates"],)


def test_audit_is_quiet_when_the_restored_best_weights_come_from_training():
    # the best checkpoint taken after two steps: a healthy early stopping, nothing undone
    assert _trained_then_restored(restore_from_step=2) == {}


def _scheduled(steps, schedule):
    torch.manual_seed(0)
    model = _Stack()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, schedule)
    x, y = torch.randn(16, 4), torch.randn(16, 1)
    with rs._Monitor(audit=True) as monitor:
        for _ in range(steps):
            optimizer.zero_grad()
            torch.nn.functional.mse_loss(model(x), y).backward()
            optimizer.step()
            scheduler.step()
    return monitor.audit.findings()


def test_audit_finds_a_learning_rate_that_falls_to_zero_long_before_the_run_ends():
    # a cosine schedule sized for 10 steps, stepped over 40: lr 0 from step 11 on
    import math
    cosine = lambda t: 0.5 * (1 + math.cos(math.pi * min(t, 10) / 10))      # noqa: E731
    found = _scheduled(40, cosine)
    assert found == {"lr_zero_early": 11}
    # the same schedule sized for the run reaches 0 on its last step only: healthy
    assert _scheduled(40, lambda t: 0.5 * (1 + math.cos(math.pi * min(t, 39) / 39))) == {}
    # halved every step (a per-epoch StepLR stepped per batch): never exactly 0, but 1e-12 of its start by step 40
    assert _scheduled(60, lambda t: 0.5 ** t) == {"lr_zero_early": 28}
    assert _scheduled(60, lambda t: 0.97 ** t) == {}                         # a slow decay still moves


def test_audit_finds_a_zero_learning_rate():
    model = _Stack()
    found = _audited(model, torch.optim.SGD(model.parameters(), lr=0.0))
    assert found["zero_lr"] == [0.0, 0.0, 0.0, 0.0] and found["unchanged_params"] == 16
    assert rs._AUDIT_WORDS["zero_lr"] % (found["zero_lr"],) == \
        "the learning rate is 0 at every optimizer step ([0.0, 0.0, 0.0, 0.0])"


# --------------------------------------------------------------------------- the held-out metric check


@pytest.fixture
def held_out_root(tmp_path, monkeypatch):
    (tmp_path / "fitauc.py").write_text(HELD_OUT_SCRIPT)
    monkeypatch.setattr(rs, "ROOT", str(tmp_path))
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("fitauc", None)
    yield tmp_path
    sys.modules.pop("fitauc", None)


def test_held_out_check_passes_a_healthy_run_and_fails_one_whose_validation_auc_stays_at_chance(held_out_root):
    import fitauc
    with rs._capture() as out:
        fitauc.main(shuffle_bug=False)
    rs._check_held_out(out, "auc", "val", level=0.5, margin=0.05, higher_better=True, percent=False)
    with rs._capture() as out:
        fitauc.main(shuffle_bug=True)
    with pytest.raises(AssertionError, match="held-out val_auc printed by the run stays") as failed:
        rs._check_held_out(out, "auc", "val", level=0.5, margin=0.05, higher_better=True, percent=False)
    observed = failed.value.repgen_failure["observed"]
    assert len(observed["values"]) == 4 and sum(observed["values"][2:]) / 2 < 0.55
    # the values were printed by the repository's own function, and the verdict reads that record
    assert {f["file"] for f in observed["printed_by"]} == {"fitauc.py"}
    assert observed["printed_by"][0]["function"] == "main"
    from bot.core import symptoms
    assert symptoms.SPECS["no_learning"].shows(observed, str(held_out_root))[0]


BANDIT = """
import torch


def main(stale=False, updates=150):
    # a 4-armed bandit whose arm 2 pays 1: an actor-critic that learns picks it; with `stale` log-probabilities
    # (recorded under no_grad while acting, as a rollout buffer keeps them) the policy gets no gradient, and
    # the entropy bonus at weight 0 keeps the graph without moving it, so only the value head trains
    torch.manual_seed(0)
    logits = torch.nn.Parameter(torch.zeros(4))
    value = torch.nn.Parameter(torch.zeros(1))
    opt = torch.optim.Adam([logits, value], lr=0.05)
    for i in range(1, updates + 1):
        with torch.no_grad():
            dist = torch.distributions.Categorical(logits=logits)
            actions = dist.sample((64,))
            old_log_probs = dist.log_prob(actions)
        reward = (actions == 2).float()
        dist = torch.distributions.Categorical(logits=logits)
        log_probs = old_log_probs if stale else dist.log_prob(actions)
        advantage = reward - value.detach()
        loss = -(log_probs * advantage).mean() + ((reward - value) ** 2).mean() - 0.0 * dist.entropy()
        opt.zero_grad()
        loss.backward()
        opt.step()
        if i % 15 == 0:
            print("upd %4d | ep_ret %.3f | v_loss %.3f" % (i, reward.mean().item(), ((reward - value) ** 2).mean().item()))
"""


def test_an_agents_return_check_passes_a_learning_agent_and_fails_one_with_stale_log_probs(held_out_root):
    (held_out_root / "bandit.py").write_text(BANDIT)
    sys.modules.pop("bandit", None)
    import bandit
    try:
        with rs._Monitor(audit=True) as monitor, rs._capture() as out:
            bandit.main(stale=False)
        rs._check_learning(monitor, None)
        rs._check_held_out(out, "ep_ret", "", level=0.25, margin=0.1, higher_better=True, percent=None, what="return")
        with rs._Monitor(audit=True) as monitor, rs._capture() as out:
            bandit.main(stale=True)
        rs._check_learning(monitor, None)      # the optimizers look healthy: every parameter gets a gradient
        with pytest.raises(AssertionError, match="the return ep_ret printed by the run stays") as failed:
            rs._check_held_out(out, "ep_ret", "", level=0.25, margin=0.1, higher_better=True, percent=None,
                               what="return")
        observed = failed.value.repgen_failure["observed"]
        assert len(observed["values"]) == 10 and max(observed["values"]) < 0.45
        # returns above 1 are compared as printed, never read as percentages
        assert rs._printed_metric("ep_ret 8.00 ep_ret 2.5", "ep_ret", "", percent=None) == [8.0, 2.5]
    finally:
        sys.modules.pop("bandit", None)


def test_held_out_check_ignores_what_the_test_itself_prints(held_out_root):
    with rs._capture() as out:
        print("epoch 1 | val_auc 0.5000")          # printed here, by the test: not the repository's value
    assert out.printed_by_repository() == ("", [])
    rs._check_held_out(out, "auc", "val", level=0.5, margin=0.05, higher_better=True, percent=False)


def test_printed_metric_reads_the_report_scale_and_never_the_training_split():
    text = "train_acc 0.91 val_acc 61.0%\nepoch 2 val acc: 0.64 | Validation accuracy = 0.66 | test_acc 0.2\n"
    assert rs._printed_metric(text, "acc", "val", percent=False) == [0.61, 0.64, 0.66]
    assert rs._printed_metric(text, "acc", "val", percent=True) == [61.0, 64.0, 66.0]
    assert rs._printed_metric(text, "acc", "", percent=False) == [0.61, 0.64, 0.66, 0.2]
    assert rs._printed_metric("val_rmse 733.2 MW val_rmse=690.5", "rmse", "val", percent=None) == [733.2, 690.5]


def test_log_records_of_a_logger_made_before_the_capture_count_as_printed_by_their_file(held_out_root):
    import logging
    (held_out_root / "logauc.py").write_text(
        "import logging\nlog = logging.getLogger('logauc')\n\n\ndef report(v):\n    log.info('val_auc %.4f', v)\n")
    import logauc
    root = logging.getLogger()
    old_level = root.level
    root.setLevel(logging.INFO)
    try:
        with rs._capture() as out:
            for v in (0.5, 0.49, 0.51, 0.5):
                logauc.report(v)
    finally:
        root.setLevel(old_level)
        sys.modules.pop("logauc", None)
    text, frames = out.printed_by_repository()
    assert text.split() == ["val_auc", "0.5000", "val_auc", "0.4900", "val_auc", "0.5100", "val_auc", "0.5000"]
    assert frames == [{"file": "logauc.py", "line": 6, "function": "report"}]
    assert out.getvalue() == ""            # log lines are not the printed text other checks compare
    with pytest.raises(AssertionError, match="stays at the reported level"):
        rs._check_held_out(out, "auc", "val", level=0.5, margin=0.05, higher_better=True, percent=False)


class _TwoTower(torch.nn.Module):
    """Users and items embedded by two towers; `items_no_grad` computes the item tower under no_grad (a helper
    meant for building a search index, reused in forward), `aux` adds an unused auxiliary head."""

    def __init__(self, items_no_grad=False, aux=False):
        super().__init__()
        self.users, self.items = torch.nn.Linear(4, 8), torch.nn.Linear(4, 8)
        self.items_no_grad = items_no_grad
        self.aux = torch.nn.Linear(8, 1) if aux else None

    def forward(self, x):
        if self.items_no_grad:
            with torch.no_grad():
                items = self.items(x)
        else:
            items = self.items(x)
        return (self.users(x) * items).sum(1, keepdim=True)


def test_audit_finds_a_tower_computed_under_no_grad_and_not_an_unused_small_head_or_a_frozen_part():
    broken = _TwoTower(items_no_grad=True)
    found = _audited(broken, torch.optim.Adam(broken.parameters(), lr=0.01))
    assert found == {"unreached_params": [[8, 4], [8]]}
    assert "no loss reaches" in rs._AUDIT_WORDS["unreached_params"] % (found["unreached_params"],)
    healthy = _TwoTower(aux=True)                  # 9 of 89 parameters never used: an idle auxiliary head
    assert _audited(healthy, torch.optim.Adam(healthy.parameters(), lr=0.01)) == {}
    frozen = _TwoTower()
    frozen.items.requires_grad_(False)             # frozen on purpose, still handed to the optimizer
    assert _audited(frozen, torch.optim.Adam(frozen.parameters(), lr=0.01)) == {}


def test_what_a_script_leaves_behind_skips_objects_whose_attribute_access_raises_other_errors():
    class AttrDict(dict):              # a config read through attributes: a missing key raises KeyError
        def __getattr__(self, name):
            return self[name]

    state = rs._state({"cfg": AttrDict(lr=0.1), "loss": 0.5, "weights": torch.ones(2)})
    assert set(state) == {"loss", "weights"}
    assert rs._numbers(AttrDict(lr=0.1)) == [("result['lr']", 0.1)]      # read as the dict it is

    class Lazy:                        # any attribute access fails: no numbers, and no error
        def __getattr__(self, name):
            raise KeyError(name)

    assert rs._numbers(Lazy()) == []
