"""Reproduction: train_birds.py never changes the model (train loss identical every epoch)."""
import os

import numpy as np
import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_birds.py")


def make_standin_spectrograms(root, n_train=40, n_val=8):
    # the real spectrogram folders are not in the repository; same layout, 64x64 float arrays
    rng = np.random.default_rng(0)
    for split, n in (("train", n_train), ("val", n_val)):
        for c, cls in enumerate(["blackbird", "robin", "wren"]):
            d = root / "data" / "spectrograms" / split / cls
            d.mkdir(parents=True)
            for k in range(n):
                x = rng.normal(size=(64, 64)).astype(np.float32)
                x[c * 20:(c + 1) * 20, :] += 3.0        # class-dependent band
                np.save(d / f"clip_{k:03d}.npy", x)


def test_training_changes_the_loss(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    make_standin_spectrograms(tmp_path)
    monkeypatch.chdir(tmp_path)
    src = open(SCRIPT).read().replace("for epoch in range(25):", "for epoch in range(6):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    losses = [round(l, 5) for l, _ in ns["history"]]
    accs = [a for _, a in ns["history"]]
    assert len(set(losses)) > 1, f"train loss is the same every epoch: {losses} (val acc {accs})"
    assert losses[-1] < losses[0] - 0.005, f"train loss did not go down: {losses} (val acc {accs})"
