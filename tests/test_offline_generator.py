"""The offline generator: strategy choice by program analysis, rendered scaffolds, and real runs on the
shipped examples (fails on the buggy code with the symptom, passes with the fix applied)."""
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from bot.core.bug_report import parse_report
from bot.core.generators.base import Feedback, GenerationJob
from bot.core.generators.offline import OfflineGenerator, next_variant
from bot.core.generators.strategy import choose_strategy
from bot.core.plan import Plan
from bot.core.validate import static_problems
from bot.core.verdict import match_symptom
from index.entry_points import all_files, find_entry_points, python_files
from index.models import Context
from runner.local import run_pytest
from runner.models import RunLimits, RunResult

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

TRAIN_PY = '''
import argparse
import yaml

def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="cfg/base.yaml")
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument("--out", default="model.pt")
    args = ap.parse_args(argv)
    with open(args.config) as f:
        cfg = yaml.safe_load(f)
    return cfg

if __name__ == "__main__":
    main()
'''
PREDICT_PY = '''
import sys

def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--num-epochs", type=int, default=50)
    ap.add_argument("texts", nargs="+")
    return ap.parse_args()

if __name__ == "__main__":
    main()
'''


@pytest.fixture
def repo(tmp_path):
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg/base.yaml").write_text("train:\n  epochs: 40\n  aux_weight: 0.5\nmodel:\n  dim: 8\n")
    (tmp_path / "train.py").write_text(TRAIN_PY)
    (tmp_path / "predict.py").write_text(PREDICT_PY)
    return tmp_path


def _strategy(repo, text, variant="default"):
    report = parse_report(text, all_files(str(repo)))
    ctx = Context(entry_points=find_entry_points(str(repo)))
    return report, choose_strategy(str(repo), report, ctx, python_files(str(repo)), variant)


def test_epochs_shrunk_through_config_copy_and_report_setting_applied(repo):
    _, s = _strategy(repo, "# crash\nI set `aux_weight: 0.0` and ran\n```\npython train.py --lr 0.5\n```\n"
                           "RuntimeError: boom")
    run = s.target
    assert s.kind == "crash"
    assert run.argv == ["--lr", "0.5", "--config", "cfg/base.yaml"]
    assert run.config_overrides == {"train.epochs": 1, "train.aux_weight": 0.0}


def test_epoch_flag_capped_per_symptom_and_escalated(repo):
    text = "# loss does not decrease\nloss is flat\n```\npython predict.py hello --num-epochs 30\n```"
    _, s = _strategy(repo, text)
    assert s.kind == "learning"
    assert s.target.argv == ["hello", "--num-epochs", "5"]
    _, more = _strategy(repo, text, "more")
    assert more.target.argv == ["hello", "--num-epochs", "15"]


def test_setup_commands_run_first_and_target_last(repo):
    text = ("# predictions differ\nsame input gives different scores every time\n"
            "I trained with `python train.py` then `python predict.py --num-epochs 2 hi`")
    _, s = _strategy(repo, text)
    assert s.kind == "determinism"
    assert [(r.script, r.role) for r in s.runs] == [("train.py", "setup"), ("predict.py", "target")]


def test_target_is_the_command_whose_output_shows_the_symptom_not_a_healthy_comparison(repo):
    text = ("# nan with a smaller lr\nWith a smaller learning rate every number is nan:\n"
            "```\n$ python train.py --lr 0.01\nepoch 1 loss nan\nepoch 2 loss nan\n```\n"
            "whereas the default run looks healthy:\n```\n$ python train.py\nepoch 1 loss 0.52\n```\n"
            "I also tried other values, still nan.")
    _, s = _strategy(repo, text)
    assert s.kind == "finite"
    assert [r.argv[:2] for r in s.runs] == [["--lr", "0.01"]]
    # without such evidence the last command stays the target
    _, s = _strategy(repo, text.replace("loss nan", "loss 0.5"))
    assert [r.argv[:2] for r in s.runs] == [["--config", "cfg/base.yaml"]]


def test_a_run_the_report_introduces_as_working_is_not_the_target_of_a_symptom_without_output(repo):
    # a hang prints nothing more, so the output cannot tell the two runs apart: the prose does
    text = ("# training hangs with a small lr\n```\n$ python train.py --lr 0.01\nloading ...\n```\n"
            "and that's it, it never finishes. With the default lr everything works and is fast:\n"
            "```\n$ python train.py\nepoch 1 loss 0.52\n```\n")
    _, s = _strategy(repo, text)
    assert s.kind == "hang" and [r.argv[:2] for r in s.runs] == [["--lr", "0.01"]]
    # a run said not to work stays the target
    _, s = _strategy(repo, text.replace("everything works and is fast", "it does not work either"))
    assert [r.argv[:2] for r in s.runs] == [["--config", "cfg/base.yaml"]]


def test_the_run_the_prose_says_hangs_is_the_target_not_a_later_one_pasted_as_the_default(repo):
    # "With the default settings:" says nothing of the run it introduces; the sentence before the first run says
    # it never ends. A later run introduced as showing the same ("Same with ...") is the target again
    text = ("# run never finishes with a small lr\nWith the default lr it finishes, but with `--lr 0.01` it just "
            "never ends:\n```\n$ python train.py --lr 0.01\nloading ...\n```\n"
            "and then nothing. I left it for an hour. The same happens with a tiny model. With the default "
            "settings:\n```\n$ python train.py\nepoch 1 loss 0.52\ndone\n```\n")
    _, s = _strategy(repo, text)
    assert s.kind == "hang" and [r.argv[:2] for r in s.runs] == [["--lr", "0.01"]]
    _, s = _strategy(repo, text.replace("With the default settings:", "Same with the synthetic data:"))
    assert [r.argv[:2] for r in s.runs] == [["--config", "cfg/base.yaml"]]


def test_a_command_the_repository_installs_runs_its_function_with_the_reporter_s_arguments(repo):
    (repo / "pyproject.toml").write_text('[project]\nname = "proj"\n[project.scripts]\nproj-train = "train:main"\n')
    text = ("# training hangs with a small dataset\nI installed the package and ran\n"
            "```\n$ proj-train --lr 0.01 --config cfg/base.yaml\n```\nthe progress bar never moves, it hangs.")
    _, s = _strategy(repo, text)
    assert s.kind == "hang" and [r.script for r in s.runs] == ["train.py"]
    assert s.runs[0].argv[:2] == ["--lr", "0.01"] and s.runs[0].entry.main == "main"


def test_a_config_the_repository_lacks_is_written_from_the_text_the_report_pastes(repo):
    text = ("# no learning with my config\n```\n$ python train.py --config exp/mine.yaml\n```\n"
            "`exp/mine.yaml` is the README example:\n```yaml\ntrain:\n  epochs: 40\n  lr: 3e-4\n```\n"
            "and the loss does not decrease.")
    _, s = _strategy(repo, text)
    run = s.runs[0]
    assert run.config_text is not None and "lr: 3e-4" in run.config_text and run.config_arg[1] == "exp/mine.yaml"
    assert run.config_overrides == {"train.epochs": 5}                   # still kept small
    assert not any("stands in" in n for n in run.notes)
    report = parse_report(text, all_files(str(repo)))
    job = GenerationJob(repo_dir=str(repo), report=report, context=Context(entry_points=find_entry_points(str(repo))),
                        plan=Plan())
    source = OfflineGenerator().generate(job).source
    assert '_config_copy("exp/mine.yaml", {"train.epochs": 5}, text=' in source and "lr: 3e-4" in source
    assert static_problems(source) == []
    # with the file in the repository, the repository's file is used
    (repo / "exp").mkdir()
    (repo / "exp/mine.yaml").write_text("train:\n  epochs: 3\n")
    _, s = _strategy(repo, text)
    assert s.runs[0].config_text is None


def test_a_pasted_fragment_of_a_config_made_from_a_repository_one_runs_that_one_with_the_fragment(repo):
    # "identical to cfg/base.yaml except for": the fragment alone would lose the other sections
    text = ("# no learning without aux loss\nI made `cfg/noaux.yaml`, identical to `cfg/base.yaml` except for:\n"
            "```yaml\ntrain:\n  aux_weight: 0.0\n```\n```\n$ python train.py --config cfg/noaux.yaml\n```\n"
            "and the loss does not decrease.")
    _, s = _strategy(repo, text)
    run = s.runs[0]
    assert run.config_arg == (1, "cfg/base.yaml") and run.config_text is None and run.argv[:2] == ["--config",
                                                                                                 "cfg/base.yaml"]
    assert run.config_overrides["train.aux_weight"] == 0.0 and run.config_overrides["train.epochs"] < 40
    assert any("which the report names" in n for n in run.notes)
    # a pasted config with settings the named file lacks is the reporter's own: written as pasted
    _, s = _strategy(repo, text.replace("  aux_weight: 0.0\n", "  aux_weight: 0.0\n  warmup: 3\n"))
    assert s.runs[0].config_text is not None and s.runs[0].config_arg == (1, "cfg/noaux.yaml")


INI_TRAIN_PY = '''
import configparser
import sys

def main(path):
    cp = configparser.ConfigParser()
    cp.read(path)
    return int(cp["train"]["epochs"])

main(sys.argv[1])
'''


def test_a_positional_ini_config_pasted_in_the_report_is_written_shrunk_and_kept_off_the_reporters_disk(repo):
    (repo / "train_ini.py").write_text(INI_TRAIN_PY)
    text = ("# memory grows every epoch\nMy config (only the paths changed from the repo's):\n"
            "```ini\n[train]\nepochs = 60\nmax_steps = 5000\nn_train = 50000\n\n[logging]\n"
            "checkpoint = /data/runs/shapes/best.pt\n```\n"
            "Command: `python train_ini.py configs/my_shapes.ini`\n```\n[epoch 001] train_loss=1.2051 (6 s)\n"
            "[epoch 002] train_loss=0.8012 (7 s)\n```\nRSS goes up by a GB every epoch.")
    _, s = _strategy(repo, text)
    run = s.runs[-1]
    # the log pasted after the command reads as INI sections without settings: not taken for the config
    assert run.config_arg == (0, "configs/my_shapes.ini") and "epochs = 60" in run.config_text
    # (a memory report keeps up to 5,000 steps: the reporter's 5,000 stay)
    assert run.config_overrides["train.epochs"] < 60 and "train.max_steps" not in run.config_overrides
    assert run.config_overrides["logging.checkpoint"] == "repgen_out/shapes/best.pt"
    assert "train.n_train" not in run.config_overrides      # the data shrinks only when too slow (epochs of 6-7 s)
    _, smaller = _strategy(repo, text, "smaller")
    assert smaller.runs[-1].config_overrides["train.n_train"] == 12500
    report = parse_report(text, all_files(str(repo)))
    job = GenerationJob(repo_dir=str(repo), report=report, context=Context(entry_points=find_entry_points(str(repo))),
                        plan=Plan())
    source = OfflineGenerator().generate(job).source
    assert '_config_copy("configs/my_shapes.ini", {' in source and static_problems(source) == []


def test_a_toml_config_named_by_an_option_default_is_shrunk_through_its_copy(repo):
    (repo / "configs").mkdir()
    (repo / "configs/bc.toml").write_text("[train]\nmax_updates = 20000\nepochs = 30\n")
    (repo / "train.py").write_text(TRAIN_PY.replace("cfg/base.yaml", "configs/bc.toml"))
    _, s = _strategy(repo, "# it hangs after the last update\n```\n$ python train.py --out m.pt\n```\nsits there forever")
    run = s.runs[-1]
    assert run.argv[-2:] == ["--config", "configs/bc.toml"] and run.config_arg == (len(run.argv) - 1, "configs/bc.toml")
    assert run.config_overrides["train.max_updates"] == 200 and run.config_overrides["train.epochs"] < 30


def test_a_symptom_seen_late_keeps_its_epochs_and_makes_each_smaller_from_the_first_attempt(repo):
    (repo / "pre.py").write_text(PREDICT_PY.replace('ap.add_argument("texts", nargs="+")',
                                                    'ap.add_argument("--n-train", type=int, default=50000)'))
    late = ("# loss becomes nan around epoch 18\n```\n$ python pre.py --num-epochs 40\n"
            "epoch  17  loss 3.2791\nepoch  18  loss nan\n```\n")
    report, s = _strategy(repo, late)
    assert report.symptom_epoch == 18
    assert s.runs[-1].argv[:2] == ["--num-epochs", "18"] and s.runs[-1].argv[2:] == ["--n-train", "12500"]
    early = late.replace("17", "1").replace("18", "2")
    _, s = _strategy(repo, early)
    assert "--n-train" not in s.runs[-1].argv                             # an early symptom: the data as it is


def test_slow_epochs_in_the_report_make_a_trend_s_data_smaller_from_the_first_attempt(repo):
    (repo / "pre.py").write_text(PREDICT_PY.replace('ap.add_argument("texts", nargs="+")',
                                                    'ap.add_argument("--n-train", type=int, default=60000)'))
    slow = ("# accuracy stays at chance, the model does not learn\n```\n$ python pre.py\n"
            "epoch  1 train_loss 1.8070 val_acc 0.1677 (186.6s)\n"
            "epoch  2 train_loss 1.7944 val_acc 0.1667 (181.3s)\n```\n")
    report, s = _strategy(repo, slow)
    assert report.epoch_seconds == 186.6 and s.runs[-1].argv[-2:] == ["--n-train", "15000"]
    _, s = _strategy(repo, slow.replace("186.6s", "6.6s").replace("181.3s", "6.3s"))
    assert "--n-train" not in s.runs[-1].argv                             # epochs that fit: the data as it is
    # a NaN needs the reporter's data, however slow
    _, s = _strategy(repo, slow.replace("accuracy stays at chance, the model does not learn", "loss is nan")
                     .replace("1.7944", "nan"))
    assert "--n-train" not in s.runs[-1].argv


def test_a_pasted_config_for_another_command_s_config_file_is_not_applied_to_a_run_that_names_none(repo):
    text = ("# accuracy stays at chance\nMy config (copied from cfg/base.yaml):\n```yaml\ntrain:\n  aux_weight: 0.0\n"
            "```\n```\n$ python train.py --config cfg/mine.yaml\nepoch 1 loss 0.7\n```\n"
            "Same with the example from the README:\n```\n$ python train.py --lr 0.5\nepoch 1 loss 0.7\n```\n")
    _, s = _strategy(repo, text)
    # cfg/mine.yaml is the reporter's own file: the README's command runs the repository's default as it is
    assert s.target.argv[:2] == ["--lr", "0.5"] and "train.aux_weight" not in s.target.config_overrides
    # with one command, the report's settings are its settings
    _, s = _strategy(repo, text.split("Same with")[0].replace("--config cfg/mine.yaml", "--lr 0.5"))
    assert s.target.config_overrides["train.aux_weight"] == 0.0


def test_a_memory_check_makes_bounded_stores_small_and_keeps_enough_steps_to_fill_them(repo):
    (repo / "cfg/base.yaml").write_text("replay:\n  buffer_size: 20000\n  warmup: 1000\n  batch_size: 64\n"
                                        "run:\n  total_steps: 2000000\n  warmup_steps: 1000\n")
    text = "# RSS keeps growing: memory leak over the run\n```\npython train.py --config cfg/base.yaml\n```\n"
    _, s = _strategy(repo, text)
    # the store fills in a tenth of the run, what waits for it to fill waits for half of it; an LR warm-up
    # elsewhere is not a wait for the store
    assert s.target.config_overrides == {"replay.buffer_size": 500, "replay.warmup": 250, "run.total_steps": 5000}
    # another symptom keeps the store as written, and the usual step budget
    _, s = _strategy(repo, text.replace("RSS keeps growing: memory leak over the run", "loss is nan"))
    assert s.target.config_overrides == {"run.total_steps": 200}


def test_of_two_pasted_runs_the_one_whose_loss_stays_flat_is_the_target(repo):
    # "the QAT run does not learn, while the float run does": both in one block, the healthy one last
    text = ("# the loss does not go down with --lr 0.5\n```\n$ python train.py --lr 0.5\n"
            "epoch  1  train_loss 1.6099  val_acc 0.198\nepoch 15  train_loss 1.6066  val_acc 0.198\n\n"
            "$ python train.py --lr 0.01\nepoch  1  train_loss 1.1657  val_acc 0.550\n"
            "epoch  2  train_loss 0.8495  val_acc 0.628\n```\n")
    _, s = _strategy(repo, text)
    assert s.target.argv[:2] == ["--lr", "0.5"]
    # the healthy run first: still the flat one
    flat_last = ("# the loss does not go down\n```\n$ python train.py --lr 0.01\n"
                 "epoch  1  train_loss 1.1657\nepoch  2  train_loss 0.8495\n\n$ python train.py --lr 0.5\n"
                 "epoch  1  train_loss 1.6099\nepoch 15  train_loss 1.6066\n```\n")
    _, s = _strategy(repo, flat_last)
    assert s.target.argv[:2] == ["--lr", "0.5"]


def test_a_training_symptom_ends_at_the_command_that_trains(repo):
    (repo / "train.py").write_text(TRAIN_PY.replace("return cfg", "loss.backward()\n    optimizer.step()\n    return cfg"))
    (repo / "score.py").write_text("import argparse\n\ndef main():\n    ap = argparse.ArgumentParser()\n"
                                   "    ap.add_argument('texts', nargs='+')\n    return ap.parse_args()\n\n"
                                   "if __name__ == '__main__':\n    main()\n")
    text = ("# the loss is flat\nthe loss does not decrease:\n```\n$ python train.py --lr 0.5\n"
            "epoch 1 loss 1.5\nepoch 2 loss 1.5\n$ python score.py hello\n0.25\n```")
    _, s = _strategy(repo, text)
    assert s.kind == "learning" and [r.script for r in s.runs] == ["train.py"]
    # a symptom of the last script itself keeps it as the target
    _, s = _strategy(repo, text.replace("the loss is flat\nthe loss does not decrease",
                                        "different scores\nsame input gives different scores every time"))
    assert s.target.script == "score.py"


def test_invariance_pair_for_wrong_output(repo):
    text = ("# wrong result\nthe metric should not depend on lr:\n"
            "```\npython train.py\npython train.py --lr 0.2\n```")
    _, s = _strategy(repo, text)
    assert s.kind == "invariance"
    assert s.changed == "`--lr 0.2`"
    assert [r.argv[:2] for r in s.runs] == [["--config", "cfg/base.yaml"], ["--lr", "0.2"]]


@pytest.mark.parametrize("symptom_text", [
    "RuntimeError: boom", "loss is nan", "memory keeps growing every epoch", "loss does not decrease",
    "different results every time", "the metric should not depend on lr", "training hangs forever", "hm"])
def test_every_scaffold_renders_valid_python(repo, symptom_text):
    text = f"# report\n{symptom_text}\n```\npython train.py\npython train.py --lr 0.2\n```"
    report = parse_report(text, all_files(str(repo)))
    job = GenerationJob(repo_dir=str(repo), report=report, context=Context(entry_points=find_entry_points(str(repo))),
                        plan=Plan())
    gen = OfflineGenerator().generate(job)
    assert not gen.exhausted
    assert static_problems(gen.source) == []
    assert "import train" in gen.source and "train.main([" in gen.source
    assert gen.plan is not None and [s.stage for s in gen.plan.steps][-1] == "VALIDATION"


def test_checks_that_watch_a_whole_run_end_it_within_the_run_s_limit(repo):
    def source(symptom_text, timeout_s=120.0):
        report = parse_report(f"# report\n{symptom_text}\n```\npython train.py\n```", all_files(str(repo)))
        job = GenerationJob(repo_dir=str(repo), report=report, plan=Plan(), run_timeout_s=timeout_s,
                            context=Context(entry_points=find_entry_points(str(repo))))
        return OfflineGenerator().generate(job).source

    assert "_Monitor(track_memory=True, budget_s=72)" in source("memory keeps growing every epoch")
    assert "_Monitor(audit=True, budget_s=18)" in source("loss does not decrease", timeout_s=30)
    assert "_Monitor(stop_on_non_finite=True, budget_s=72)" in source("loss is nan")
    determinism = source("different results every time")
    assert determinism.count("_Monitor(stop_after=20)") == 2 and "run1.outcome(first)" in determinism


def test_main_without_argv_is_called_with_sys_argv_and_runpy_variant(repo):
    text = "# crash\n```\npython predict.py a b\n```\nValueError: x"
    report = parse_report(text, all_files(str(repo)))
    job = GenerationJob(repo_dir=str(repo), report=report, context=Context(), plan=Plan())
    gen = OfflineGenerator().generate(job)
    assert '_with_argv(["predict.py", "a", "b", "--num-epochs", "1"], predict.main)' in gen.source
    job.feedback = [Feedback(gen.source, gen.strategy, RunResult(outcome="failed", failure_message=
                             "`python predict.py` exited with status 2"))]
    assert next_variant(job.feedback) == "runpy"
    gen2 = OfflineGenerator().generate(job)
    assert '_run_path(["predict.py", "a", "b", "--num-epochs", "1"])' in gen2.source


def test_no_entry_point_is_exhausted_with_a_reason(tmp_path):
    (tmp_path / "lib.py").write_text("def f():\n    return 1\n")
    report = parse_report("# bug\nnan loss")
    gen = OfflineGenerator().generate(GenerationJob(str(tmp_path), report, Context(), Plan()))
    assert gen.exhausted and "no script to run" in gen.notes[0]


def _apply_fix(example: Path, dest: Path) -> Path:
    shutil.copytree(example / "repo", dest)
    subprocess.run(["patch", "-p1", "-s", "-i", str(example / "fix.patch")], cwd=dest, check=True)
    return dest


@pytest.mark.slow
@pytest.mark.parametrize("name", ["std_norm_nan", "mask_dtype_crash", "zero_grad_order"])
def test_example_reproduced_on_buggy_and_passes_on_fixed(name, tmp_path):
    example = EXAMPLES / name
    repo = str(example / "repo")
    report = parse_report((example / "issue.md").read_text(), all_files(repo))
    job = GenerationJob(repo, report, Context(entry_points=find_entry_points(repo)), Plan())
    gen = OfflineGenerator().generate(job)
    limits = RunLimits(timeout_s=180)
    buggy = run_pytest(repo, gen.source, limits)
    match = match_symptom(report, buggy)
    assert match.matched, (match.reason, buggy.output_tail[-2000:])
    fixed = run_pytest(str(_apply_fix(example, tmp_path / "fixed")), gen.source, limits)
    assert fixed.outcome == "passed", fixed.output_tail[-2000:]


def test_generated_test_never_copies_repo_code():
    example = EXAMPLES / "mask_dtype_crash"
    repo = str(example / "repo")
    report = parse_report((example / "issue.md").read_text(), all_files(repo))
    gen = OfflineGenerator().generate(GenerationJob(repo, report, Context(entry_points=find_entry_points(repo)), Plan()))
    body = textwrap.dedent((example / "repo/seqcls/model.py").read_text())
    assert "masked_fill" not in gen.source.split('"""', 2)[2]
    assert "class AttentionPool" not in gen.source and body[:80] not in gen.source


EVAL_PY = '''
import argparse


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--fixed", action="store_true")
    args = ap.parse_args(argv)
    correct = args.n // 3
    acc = correct / args.n if args.fixed else correct / (args.n / 10)
    print(f"val acc {acc:.3f}")
    return {"acc": acc}


if __name__ == "__main__":
    main()
'''


def test_wrong_output_without_a_pair_checks_metric_ranges(tmp_path):
    (tmp_path / "evalmod.py").write_text(EVAL_PY)
    text = "# accuracy above 1\n`python evalmod.py --n 200` prints accuracy 3.3, that is wrong"
    report = parse_report(text, all_files(str(tmp_path)))
    job = GenerationJob(str(tmp_path), report, Context(entry_points=find_entry_points(str(tmp_path))), Plan())
    gen = OfflineGenerator().generate(job)
    assert "metrics_are_in_range" in gen.source
    buggy = run_pytest(str(tmp_path), gen.source, RunLimits(timeout_s=120))
    match = match_symptom(report, buggy)
    assert match.matched and "acc" in match.evidence[0], (match, buggy.output_tail[-1500:])
    healthy = run_pytest(str(tmp_path), gen.source.replace('"--n", "200"', '"--n", "200", "--fixed"'),
                         RunLimits(timeout_s=120))
    assert healthy.outcome == "passed", healthy.output_tail[-1500:]


def test_missing_input_file_gets_a_same_format_stand_in_but_outputs_do_not(repo):
    (repo / "data").mkdir()
    (repo / "data/tiny.txt").write_text("hello world\n" * 20)
    (repo / "io.py").write_text(
        "import argparse\n\ndef main(argv=None):\n    ap = argparse.ArgumentParser()\n"
        "    ap.add_argument('--data')\n    ap.add_argument('--out')\n    return ap.parse_args(argv)\n\n"
        "if __name__ == '__main__':\n    main()\n")
    text = ("# crash\n```\npython io.py --data /home/me/corpus/big.txt --out runs/model.pt\n"
            "python predict.py runs/model.pt\n```\nRuntimeError: boom")
    _, s = _strategy(repo, text)
    setup, target = s.runs
    assert setup.argv[:4] == ["--data", "data/tiny.txt", "--out", "runs/model.pt"]
    assert any("stands in" in n for n in setup.notes)
    assert target.argv[0] == "runs/model.pt"   # written by the setup command, not substituted


def test_report_snippet_is_the_entry_when_no_command_line(tmp_path):
    (tmp_path / "mylib").mkdir()
    (tmp_path / "mylib/__init__.py").write_text("")
    (tmp_path / "mylib/layers.py").write_text("def build(n):\n    return n\n")
    text = ("# nan after a while\nloss becomes nan\n```python\nimport torch\nfrom mylib.layers import build\n"
            "num_epochs = 50\nfor step in range(5000):\n    build(step)\n```\n"
            "```\nTraceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nValueError: no\n```")
    report = parse_report(text, all_files(str(tmp_path)))
    gen = OfflineGenerator().generate(GenerationJob(str(tmp_path), report, Context(), Plan()))
    # no repository file matches the snippet and it imports the repository: it is the test body (issue 11)
    assert "_run_usage(_shrink_source(USAGE, small_0))" in gen.source
    assert "'num_epochs:50': 1" in gen.source and "'step:5000': 200" in gen.source   # exception report: 1 epoch
    assert "from mylib.layers import build" in gen.source
    assert static_problems(gen.source) == []


@pytest.mark.slow
def test_runs_that_differ_only_between_interpreters_are_reproduced_in_two_processes(tmp_path):
    # a label order taken from a set of strings: stable inside one process, not across two
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "show.py").write_text(textwrap.dedent("""
        import argparse

        def main(argv=None):
            argparse.ArgumentParser().parse_args(argv)
            labels = list(set(["walking", "running", "sitting", "standing", "cycling", "climbing"]))
            print(" ".join(labels))

        if __name__ == "__main__":
            main()
        """))
    report = parse_report("# show.py prints a different order every time\nSame input, a different output every "
                          "time I run it:\n```\n$ python show.py\n```", all_files(str(repo)))
    job = GenerationJob(str(repo), report, Context(entry_points=find_entry_points(str(repo))), Plan())
    first = OfflineGenerator().generate(job)
    in_process = run_pytest(str(repo), first.source, RunLimits(timeout_s=120))
    assert in_process.outcome == "passed", in_process.output_tail[-2000:]      # one interpreter: one order
    job.feedback.append(Feedback(first.source, first.strategy, in_process))
    assert next_variant(job.feedback) == "processes"
    second = OfflineGenerator().generate(job)
    assert "_run_process([\"show.py\"], hash_seed=1)" in second.source and not static_problems(second.source)
    two = run_pytest(str(repo), second.source, RunLimits(timeout_s=120))
    assert two.outcome == "failed" and match_symptom(report, two).matched, two.output_tail[-2000:]
    (repo / "show.py").write_text((repo / "show.py").read_text().replace("list(set(", "sorted(set("))
    fixed = run_pytest(str(repo), second.source, RunLimits(timeout_s=120))
    assert fixed.outcome == "passed", fixed.output_tail[-2000:]


def test_a_timed_out_run_is_cut_further_and_a_variant_that_changes_nothing_is_skipped(tmp_path):
    (tmp_path / "train.py").write_text(
        "import argparse\n\n\ndef main(argv=None):\n    ap = argparse.ArgumentParser()\n"
        "    ap.add_argument('--n-train', type=int, default=50000)\n"
        "    ap.add_argument('--epochs', type=int, default=100)\n    return ap.parse_args(argv)\n\n\n"
        "if __name__ == '__main__':\n    main()\n")
    report = parse_report("# memory\nRAM keeps going up\n```\npython train.py\n```", all_files(str(tmp_path)))
    job = GenerationJob(repo_dir=str(tmp_path), report=report, context=Context(), plan=Plan())
    timeout = RunResult(outcome="timeout", failure_message="timed out")
    sizes = []
    for _ in range(3):
        gen = OfflineGenerator().generate(job)
        sizes.append(gen.strategy)
        job.feedback.append(Feedback(gen.source, gen.strategy, timeout))
    assert "--n-train 12500" in sizes[1] and "(smaller)" in sizes[1]
    assert "--n-train 3125" in sizes[2] and "(smallest)" in sizes[2]
    # without a size to cut, ÷4 and ÷16 would repeat the first test: the next variant runs instead
    (tmp_path / "train.py").write_text((tmp_path / "train.py").read_text().replace("'--n-train'", "'--width'"))
    job.feedback = []
    for _ in range(3):
        gen = OfflineGenerator().generate(job)
        job.feedback.append(Feedback(gen.source, gen.strategy, timeout))
    assert [f.strategy.rsplit("(", 1)[-1] for f in job.feedback] == ["default)", "runpy)", "no further variant"]


def test_a_hang_check_whose_run_was_still_training_is_retried_smaller():
    still = RunResult(outcome="failed", failure_message="the run was still training at the 60 s limit",
                      failure_record={"kind": "insufficient", "observed": {"steps": 12}})
    assert next_variant([Feedback("src", "hang check of `python train.py` (default)", still)]) == "smaller"
    # a memory check with too few epochs gets more of them, as before
    few = RunResult(outcome="failed", failure_record={"kind": "insufficient", "observed": {}})
    assert next_variant([Feedback("src", "memory check of `python train.py` (default)", few)]) == "more"
    # ... unless the time budget ended it: then each epoch is made smaller, so that more of them fit
    slow = RunResult(outcome="failed", failure_record={"kind": "insufficient", "observed": {
        "rss": [900.0, 950.0], "stopped": "time budget of 72 s reached after 2 DataLoader passes"}})
    assert next_variant([Feedback("src", "memory check of `python train.py` (default)", slow)]) == "smaller"
    finite = RunResult(outcome="passed", output_tail="repgen: run ended early (time budget of 72 s reached after "
                       "1 DataLoader passes and 300 backward() calls)\n1 passed")
    assert next_variant([Feedback("src", "finite check of `python train.py` (default)", finite)]) == "smaller"
