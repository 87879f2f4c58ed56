"""Reproduction: the motif classifier stays at chance level although the motifs are easy to learn."""
import torch

import train


def test_classifier_beats_chance(tmp_path):
    torch.set_num_threads(1)
    model, history = train.main(["--n-train", "1500", "--n-val", "500", "--epochs", "3",
                                 "--out", str(tmp_path / "m.pt")])
    accs = [round(h["val_acc"], 3) for h in history]
    losses = [round(h["train_loss"], 3) for h in history]
    print("val acc per epoch:", accs, "train loss per epoch:", losses)
    # 5 classes: chance is 0.2 accuracy / ln 5 = 1.61 loss
    assert history[-1]["val_acc"] > 0.4, (
        f"model does not learn: val accuracy {accs}, train loss {losses} (chance: acc 0.2, loss 1.61)")
