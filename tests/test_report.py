"""The report parser on reports in every style: templates, vague lines, pasted logs, tracebacks."""
import pytest

from bot.core.bug_report import SYMPTOM_CUES, SYMPTOMS, parse_report

TEMPLATE_WITH_TRACEBACK = '''# crash in Trainer.fit after upgrading

**Describe the bug**
Training dies on the first batch.

**To Reproduce**
```
python tools/train.py --config configs/base.yaml --lr 3e-4 --batch-size 8
```

```
Traceback (most recent call last):
  File "/home/alice/proj/tools/train.py", line 88, in <module>
    main()
  File "/home/alice/proj/tools/train.py", line 80, in main
    trainer.fit(model)
  File "/home/alice/proj/lib/trainer.py", line 41, in fit
    loss = self.criterion(out, y)
  File "/opt/conda/lib/python3.10/site-packages/torch/nn/modules/module.py", line 1501, in _call_impl
    return forward_call(*args, **kwargs)
RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!
```

**Environment**
- PyTorch 2.1.0, CUDA 12.1, cuDNN 8902
- Python 3.10.12
- 4x A100 80GB, DDP with torchrun --nproc_per_node 4
'''

CHAINED = '''# KeyError then ValueError
```
Traceback (most recent call last):
  File "data/loader.py", line 10, in load
    return table[key]
KeyError: 'image'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "data/loader.py", line 12, in load
    raise ValueError("missing column image") from None
ValueError: missing column image
```
'''

VAGUE = "model doesnt learn\n\nloss stays flat, accuracy stuck at chance. any idea?"

LOG = '''# loss becomes nan

    epoch 1 | loss 0.693
    epoch 2 | loss 0.512
    epoch 3 | loss nan
    epoch 4 | loss nan

learning rate 0.1, batch size 256, seed 42
'''


def test_template_report_with_traceback_maps_frames_and_versions():
    files = ["tools/train.py", "lib/trainer.py", "lib/__init__.py", "README.md"]
    r = parse_report(TEMPLATE_WITH_TRACEBACK, files)
    assert r.title == "crash in Trainer.fit after upgrading"
    assert r.symptom == "exception"
    assert r.exception_type == "RuntimeError"
    assert r.exception_message.startswith("Expected all tensors to be on the same device")
    assert [f.function for f in r.frames] == ["<module>", "main", "fit", "_call_impl"]
    assert [f.repo_path for f in r.frames] == ["tools/train.py", "tools/train.py", "lib/trainer.py", None]
    assert r.frames[2].code == "loss = self.criterion(out, y)"
    assert r.versions["torch"] == "2.1.0" and r.versions["cuda"] == "12.1" and r.versions["python"] == "3.10.12"
    assert r.hardware["distributed"] and r.hardware["multi_gpu"] and "A100" in r.hardware["gpu"]
    cmd = r.commands[0]
    assert cmd.script == "tools/train.py"
    assert cmd.argv == ["tools/train.py", "--config", "configs/base.yaml", "--lr", "3e-4", "--batch-size", "8"]
    assert r.hyperparameters["lr"] == 3e-4 and r.hyperparameters["batch_size"] == 8
    assert r.is_dl_bug


def test_chained_exceptions_keep_the_last_and_record_the_first():
    r = parse_report(CHAINED, ["data/loader.py"])
    assert r.exception_type == "ValueError"
    assert r.exception_message == "missing column image"
    assert r.chained == [{"type": "KeyError", "message": "'image'"}]
    assert r.frames[0].repo_path == "data/loader.py"


def test_vague_two_line_report_is_classified_without_a_traceback():
    r = parse_report(VAGUE)
    assert r.title == "model doesnt learn"
    assert r.symptom == "no_learning"
    assert r.exception_type is None and r.frames == [] and r.commands == []


def test_pasted_training_log_gives_nan_and_prose_hyperparameters():
    r = parse_report(LOG)
    assert r.symptom == "nan_or_inf"
    assert r.hyperparameters == {"lr": 0.1, "batch_size": 256, "seed": 42}


def test_config_settings_first_mention_wins_over_the_healthy_one():
    text = ("# crash with bigger images\nI set `image_size: 32` in config.yaml.\n"
            "With `image_size: 28` it works fine.")
    r = parse_report(text)
    assert r.config_overrides == {"image_size": 32}


def test_a_seed_that_has_no_effect_and_numbers_that_change_every_launch_are_nondeterminism():
    text = ("# --seed has no effect? test accuracy changes on every launch\n"
            "I can't even get the same number twice with the same seed.")
    assert parse_report(text).symptom == "nondeterminism"
    # an option that changes nothing is still a wrong output
    assert parse_report("# --label-smoothing has no effect\nthe loss is identical with 0.1").symptom != "nondeterminism"


def test_spawned_process_traceback_contributes_child_frames():
    text = '''# DDP crash
```
Traceback (most recent call last):
  File "/x/launch.py", line 44, in <module>
    main()
torch.multiprocessing.spawn.ProcessRaisedException:

-- Process 0 terminated with the following error:
Traceback (most recent call last):
  File "/x/mtl/train.py", line 36, in worker
    out = model(x)
RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one.
```
'''
    r = parse_report(text, ["launch.py", "mtl/train.py"])
    assert r.exception_type == "RuntimeError"
    assert "prior iteration" in r.exception_message
    assert [f.repo_path for f in r.frames] == ["launch.py", "mtl/train.py"]


def test_python_dash_m_and_inline_commands():
    r = parse_report("# x\nI trained with `python train.py` and then ran `python -m pkg.predict --n 3`.")
    assert [c.script for c in r.commands] == ["train.py", None]
    assert r.commands[1].module == "pkg.predict" and r.commands[1].argv == ["pkg.predict", "--n", "3"]


def test_hang_memory_and_nondeterminism_prose():
    assert parse_report("# training hangs\nIt gets stuck forever after epoch 2, deadlock?").symptom == \
        "hang_or_timeout"
    assert parse_report("# leak\nRSS memory keeps growing every epoch until OOM-killed").symptom == \
        "memory_growth"
    assert parse_report("# flaky\nSame input gives different scores every time I call predict").symptom == \
        "nondeterminism"


def test_a_metric_that_is_stuck_is_no_learning_not_a_hang():
    text = ("# Recommender stops improving after the first epoch\n"
            "After epoch 2 the val RMSE doesn't move anymore. With a higher lr it gets further and then "
            "freezes as well; the train RMSE is stuck too, the run finishes normally.")
    assert parse_report(text).symptom == "no_learning"
    assert parse_report("# job\nThe program freezes after epoch 2 and never finishes").symptom == "hang_or_timeout"
    # "I did not change any code" says nothing about learning; the loss not changing does
    assert parse_report("# eval\nI did not change any code, and the score differs every time I run it").symptom == \
        "nondeterminism"
    assert parse_report("# train\nThe loss does not change at all between epochs").symptom == "no_learning"


def test_a_value_stuck_at_a_number_or_one_that_hardly_changes_is_no_learning():
    # "stuck ~95" is a value that does not move, as "stuck at 95" is; a job stuck with no number still hangs
    assert parse_report("# VAE only learns with larger batches (recon stuck ~95 at batch 128)\n"
                        "The reconstruction term plateaus around 95.").symptom == "no_learning"
    assert parse_report("# eval\nThe agent's mean Q value hardly changes over the whole run.").symptom == \
        "no_learning"
    assert parse_report("# job\nThe data loader is stuck after epoch 2 and never finishes").symptom == \
        "hang_or_timeout"
    assert parse_report("# seg\nval mIoU climbs for a few epochs and then just sits there.").symptom == "no_learning"
    assert parse_report("# job\nAfter the last epoch the script just sits there.").symptom == "hang_or_timeout"


def test_wrong_numbers_in_prose_are_a_wrong_output():
    # a metric at exactly zero, orders of magnitude off, wrong although the loss is fine, or one that depends on
    # the evaluation's batch size; "I'm stuck" is the reporter, and padding "leaking into" a mean is no memory leak
    assert parse_report("# HR@1 is always exactly 0.0, even for an oracle model").symptom == "wrong_output"
    assert parse_report("# MAE is orders of magnitude worse than the mean predictor").symptom == "wrong_output"
    assert parse_report("# Decoder drops doubled letters even though the CTC loss is ~0\nCER plateaus at 0.23."
                        ).symptom == "wrong_output"
    assert parse_report("# Test F1 changes with eval.batch_size (padding leaking into the mean?)").symptom == \
        "wrong_output"
    assert parse_report("# t2i recall is exactly 0.0\ni2t improves, but t2i stays at zero, so I'm stuck.").symptom == \
        "wrong_output"
    assert parse_report("# leak\nRSS memory keeps growing every epoch until OOM-killed, a leak").symptom == \
        "memory_growth"



def test_a_process_that_never_exits_is_a_hang():
    assert parse_report("# train_sr.py never exits after the last step\nAfter the last step the script just sits "
                        "there. The process uses 0% CPU and I had to kill it.").symptom == "hang_or_timeout"
    assert parse_report("# eval\nThe evaluation does not terminate once the loader is exhausted").symptom == \
        "hang_or_timeout"


def test_a_denied_nan_or_a_minus_inf_fill_value_is_not_the_symptom():
    # the reporter's hypothesis names -inf as the mask value and denies NaNs; the symptom is the loss at chance
    text = ("# Classifier stuck at chance, masked max-pool with -inf broken?\n"
            "I fill padded positions with `-inf` before the max, via masked_fill(-inf). I checked and there are "
            "no NaNs in the grads. The accuracy stays at chance.")
    assert parse_report(text).symptom == "no_learning"
    # a value that really goes to -inf, or a NaN beside a -inf mask, is still the symptom
    assert parse_report("# loss\ntraining with lr 0.1 the loss goes to -inf after epoch 3").symptom == "nan_or_inf"
    assert parse_report("# attention\nI mask padded keys with -inf and the loss becomes nan at step 40").symptom == \
        "nan_or_inf"


def test_a_model_that_only_predicts_the_mean_or_never_gets_better_does_not_learn():
    assert parse_report("# ETA model\nThe validation MAE never gets better; the model only ever predicts the "
                        "average delivery time, it should be much lower").symptom == "no_learning"
    # a baseline named in a comparison is not the model's behaviour
    assert parse_report("# eval\nval RMSE is worse than just predicting the mean").symptom != "no_learning"


def test_a_different_metric_on_every_run_is_nondeterminism():
    assert parse_report("# evaluate.py gives a different test accuracy on every run (same checkpoint)\n"
                        "22% is barely above chance.").symptom == "nondeterminism"


def test_accuracy_at_chance_is_no_learning():
    assert parse_report("# classifier\nThe final test accuracy is at chance level (10 classes, 0.1)").symptom == \
        "no_learning"
    assert parse_report("# eval\nAfter training, predictions on new images are barely above chance").symptom == \
        "no_learning"


def test_ram_that_keeps_going_up_is_memory_growth():
    assert parse_report("# slow\nRAM keeps going up during training, looks wrong").symptom == "memory_growth"
    assert parse_report("# train.py\nIn top the process goes from 900 MB to 4.2 GB by epoch 10. Is the loss "
                        "wrong too?").symptom == "memory_growth"

def test_a_pasted_yaml_config_gives_its_settings():
    text = ("# no learning with the paper's settings\nMy config:\n```yaml\n# configs/paper.yaml\n"
            "lr: 1e-3\noptim:\n  max_grad_norm: 0.5\n```\nand the loss is flat. I set `epochs: 3`.\n"
            "```\n# not a yaml file\nepoch 1 loss: 1.5\n```")
    r = parse_report(text)
    # `1e-3` as PyYAML reads it (a string): written back, a config holds the reporter's text
    assert r.config_overrides == {"epochs": 3, "lr": "1e-3", "optim.max_grad_norm": 0.5}


def test_odd_inputs_never_raise():
    for text in ["", "   \n\n", "\x00\x01binary", "# only a title", "```\nunclosed fence",
                 "Traceback (most recent call last):\n  File \"a.py\", line x, in f"]:
        r = parse_report(text)
        assert r.symptom in ("unknown", "exception")


def test_report_in_another_language_is_flagged():
    r = parse_report("# 训练时损失变成nan\n\n第二个epoch之后损失值变为nan，学习率是0.1，请帮忙看看。")
    assert not r.language_ok
    assert r.symptom == "nan_or_inf"


def test_every_classification_is_a_declared_symptom_class():
    assert set(SYMPTOM_CUES) <= set(SYMPTOMS)
    for text in (TEMPLATE_WITH_TRACEBACK, CHAINED, VAGUE, LOG, "", "# OOM\nCUDA out of memory. Tried to allocate"):
        assert parse_report(text).symptom in SYMPTOMS
    assert parse_report("# OOM\nRuntimeError: CUDA out of memory. Tried to allocate 2 GiB").symptom == "oom"


def test_a_pasted_command_ends_where_the_shell_takes_over():
    from bot.core.bug_report import find_commands

    found = find_commands("$ python train.py --epochs 3 | tail -1\npython eval.py --ckpt m.pt > log.txt 2>&1\n"
                          "python prep.py && python fit.py --lr 0.1\n")
    assert [c.argv for c in found] == [["train.py", "--epochs", "3"], ["eval.py", "--ckpt", "m.pt"],
                                       ["prep.py"], ["fit.py", "--lr", "0.1"]]


def test_numbers_that_change_between_runs_are_nondeterminism():
    assert parse_report("# evaluate.py gives different HR@10 / NDCG@10 every run on the same checkpoint\n"
                        "the per-epoch numbers move around too, best epoch selection is partly noise").symptom == \
        "nondeterminism"
    assert parse_report("# metrics\nThe validation AUC varies between runs with seed 3; run-to-run spread "
                        "of 0.02").symptom == "nondeterminism"


def test_an_option_that_changes_nothing_is_a_wrong_output():
    assert parse_report("# --set overrides for on/off options seem to be ignored\nNumeric overrides work, but "
                        "switching features off does nothing.").symptom == "wrong_output"


def test_a_metric_at_coin_flip_or_an_auc_of_one_half_is_no_learning():
    assert parse_report("# Sentiment model stuck at ~52% val accuracy\nit never gets beyond coin-flip "
                        "accuracy").symptom == "no_learning"
    assert parse_report("# Scorecard AUC ≈ 0.5 when oversampling is on\nval_auc 0.512 after 8 epochs").symptom == \
        "no_learning"


def test_a_pasted_config_diff_gives_its_new_side_and_a_healthy_comparison_is_not_a_setting():
    text = ("# hangs after switching features\nI changed `configs/e.yaml`:\n```diff\n features:\n-  k: 1\n"
            "-  workers: 1\n+  k: 2\n+  workers: 4\n```\nNow it hangs. With `workers: 1` it finishes (slowly).")
    assert parse_report(text).config_overrides == {"features.k": 2, "features.workers": 4}


def test_of_a_config_changed_from_one_block_to_another_the_second_is_what_runs():
    text = ("# stops learning after switching the scheduler\nI changed the block from\n\n```yaml\nscheduler:\n"
            "  name: cosine\n```\n\nto\n\n```yaml\nscheduler:\n  name: step\n  step_size: 10\n```\n\nflat loss.")
    assert parse_report(text).config_overrides == {"scheduler.name": "step", "scheduler.step_size": 10}


# --------------------------------------------------------------------------- the held-out metric a report shows stuck
STUCK_AUC = """# Validation AUC stuck at 0.50, model learns nothing

Training loss goes down a little, but the validation AUC never moves:

```
epoch 01 | train_loss 0.8121 | val_loss 0.8032 | val_acc 0.6104 | val_auc 0.5011
epoch 02 | train_loss 0.8070 | val_loss 0.8049 | val_acc 0.5872 | val_auc 0.4987
epoch 03 | train_loss 0.7702 | val_loss 0.8420 | val_acc 0.6413 | val_auc 0.4979
```
"""


def test_a_held_out_metric_stuck_while_the_training_loss_falls_is_the_claim():
    claim = parse_report(STUCK_AUC).held_out
    # the title names AUC: val_auc, not val_acc (which moves more), as the run prints it
    assert (claim.name, claim.prefix, claim.metric, claim.higher_better, claim.percent) == (
        "val_auc", "val", "auc", True, False)
    assert claim.level == pytest.approx(0.4987) and claim.spread == pytest.approx(0.0032)
    assert claim.margin == pytest.approx(0.05)          # a twentieth of the scale: more than twice the spread


def test_no_held_out_claim_when_the_training_loss_is_flat_or_the_metric_moves():
    flat = STUCK_AUC.replace("train_loss 0.7702", "train_loss 0.8101").replace(
        "Training loss goes down a little, but", "Nothing changes:")
    assert parse_report(flat).held_out is None            # the loss curve is the check then
    assert parse_report("# no learning\nThe loss is flat, val_acc stays at 0.25.").held_out is None
    moving = STUCK_AUC.replace("val_auc 0.4979", "val_auc 0.7979")
    assert parse_report(moving).held_out.name == "val_acc"   # the AUC is a curve; the accuracy is one level
    assert parse_report("# model does not learn\nIt never gets better, nothing more to say.").held_out is None


def test_held_out_levels_in_prose_percent_and_fractions():
    claim = parse_report("# Test accuracy is 24% although training converges\n\nThe model does not learn to "
                         "generalise: validation is fine but test accuracy is 24% (chance).").held_out
    assert (claim.name, claim.level, claim.percent, claim.margin) == ("test_acc", 24.0, True, 5.0)
    # "1/6" is a fraction, not the level 1; the logged values are the level
    claim = parse_report("# Gesture CNN overfits, val accuracy never leaves 1/6\n\n```\n"
                         "epoch 1 | train_loss 1.81 | val_acc 0.164\nepoch 2 | train_loss 1.52 | val_acc 0.166\n"
                         "```\n").held_out
    assert (claim.name, claim.level) == ("val_acc", pytest.approx(0.165))
    # an error metric should fall; its scale is its own level
    claim = parse_report("# forecaster does not learn\n\nepoch 1 train_mse 1.30 val_rmse 733.2\n"
                         "epoch 2 train_mse 0.90 val_rmse 731.0\n").held_out
    assert (claim.name, claim.higher_better, claim.margin) == ("val_rmse", False, pytest.approx(0.05 * 732.1))


AGENT_STUCK = """# PPO agent never improves on CartPole, reward stays around 20

I run `python train.py --env cartpole` and the value loss goes down but the agent does not get better:

```
iter 10 | ep_rew_mean 21.3 | value_loss 0.91 | policy_loss 0.002
iter 20 | ep_rew_mean 19.8 | value_loss 0.44 | policy_loss 0.001
iter 30 | ep_rew_mean 22.1 | value_loss 0.21 | policy_loss 0.001
iter 40 | ep_rew_mean 20.4 | value_loss 0.12 | policy_loss 0.002
final return 18.0
```

The optimal return is 500, a random policy gets about 20.
"""


def test_an_agents_logged_return_is_the_claim_whatever_its_losses_do():
    claim = parse_report(AGENT_STUCK).held_out
    # the log line's return, logged four times, over the single final one; never the prose's "return is 500"
    assert (claim.name, claim.prefix, claim.is_return, claim.what) == ("ep_rew_mean", "", True, "return")
    assert claim.level == pytest.approx(20.85) and claim.higher_better and claim.percent is False
    assert not claim.ratio                                   # compared as printed, never rescaled from percent
    assert claim.margin == pytest.approx(max(0.25 * 20.85, 2 * 2.3))
    # ... also when the losses are flat (the loss curve is no oracle of an agent's learning)
    flat = AGENT_STUCK.replace("value_loss 0.44", "value_loss 0.93").replace("value_loss 0.21", "value_loss 0.90") \
        .replace("value_loss 0.12", "value_loss 0.92")
    assert parse_report(flat).held_out.name == "ep_rew_mean"
    # a return that climbs is a curve, not a level
    climbing = AGENT_STUCK.replace("ep_rew_mean 22.1", "ep_rew_mean 60.0").replace("ep_rew_mean 20.4",
                                                                                   "ep_rew_mean 140.0")
    assert parse_report(climbing).held_out.name == "return"      # only the final value is left, one level


def test_outputs_that_come_out_empty_are_a_wrong_output():
    assert parse_report("# Captions come out empty at eval time\nThe training loss is basically zero.").symptom \
        == "wrong_output"
    assert parse_report("# Decoding\nAll the predictions are empty strings after epoch 2.").symptom == "wrong_output"
    # an empty folder or cache is not an output
    assert parse_report("# Training\nThe cache directory is empty, is that expected?").symptom != "wrong_output"
