"""Reproduction: a model reloaded from the saved state_dict predicts differently."""
import json
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
NB = os.path.join(HERE, "churn_baseline.ipynb")


def run_notebook():
    with open(NB) as f:
        nb = json.load(f)
    ns = {"__name__": "__main__"}
    for c in nb["cells"]:
        if c["cell_type"] != "code":
            continue
        src = "\n".join(l for l in "".join(c["source"]).splitlines()
                        if not l.lstrip().startswith(("%", "!")))
        src = src.replace("epochs=40", "epochs=8")
        exec(compile(src, NB, "exec"), ns)
    return ns


def test_reloaded_model_gives_the_same_predictions(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.syspath_prepend(HERE)
    monkeypatch.chdir(tmp_path)               # the notebook writes churn_mlp.pt to the cwd
    ns = run_notebook()
    p1 = ns["predict"](ns["model"], ns["X_test"])
    p2 = ns["predict"](ns["model2"], ns["X_test"])
    same = float((p1 == p2).mean())
    acc1 = ns["accuracy"](ns["model"], ns["X_test"], ns["y_test"])
    acc2 = ns["accuracy"](ns["model2"], ns["X_test"], ns["y_test"])
    assert same == 1.0, (
        f"reloaded model differs from the trained one: only {same:.3f} of the predictions "
        f"are the same, test acc {acc1:.3f} before saving vs {acc2:.3f} after reload")
    assert acc1 > 0.75
