"""One experiment = database -> beats -> model -> metrics, fully determined by cfg["seed"]."""
import torch

from . import BEAT_CLASSES
from .dataset import build_beat_dataset, split_records
from .model import BeatCNN
from .synth import make_database
from .train import train_model

DEFAULTS = {"n_records": 200, "epochs": 8, "batch_size": 128, "lr": 1e-3, "width": 32,
            "workers": 8, "seed": 0, "log": True}


def run_experiment(cfg=None):
    cfg = {**DEFAULTS, **(cfg or {})}
    torch.manual_seed(cfg["seed"])
    records = make_database(cfg["n_records"], seed=0)
    train_recs, val_recs = split_records(records)
    train_ds = build_beat_dataset(train_recs, workers=cfg["workers"])
    val_ds = build_beat_dataset(val_recs, workers=cfg["workers"])
    model = BeatCNN(len(BEAT_CLASSES), width=cfg["width"])
    history = train_model(model, train_ds, val_ds, len(BEAT_CLASSES), epochs=cfg["epochs"],
                          batch_size=cfg["batch_size"], lr=cfg["lr"], seed=cfg["seed"],
                          log=print if cfg["log"] else None)
    final = history[-1]
    return {"train_loss": final["train_loss"], "val_acc": final["acc"],
            "val_balanced_acc": final["balanced_acc"], "n_train_beats": len(train_ds),
            "n_val_beats": len(val_ds), "history": history}
