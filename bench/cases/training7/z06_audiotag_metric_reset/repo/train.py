import argparse

import torch
import yaml

from tagger import SyntheticClips, TagCNN, Trainer


def build(cfg):
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    torch.manual_seed(t["seed"])
    train_ds = SyntheticClips(d["n_train"], d["n_tags"], d["n_mels"], d["frames"], seed=d["seed"])
    val_ds = SyntheticClips(d["n_val"], d["n_tags"], d["n_mels"], d["frames"], seed=d["seed"] + 1)
    model = TagCNN(d["n_mels"], d["n_tags"], m["channels"], m["dropout"])
    return Trainer(model, train_ds, val_ds, t["batch_size"], t["lr"])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="configs/tagging.yaml")
    cfg = yaml.safe_load(open(ap.parse_args().config))
    build(cfg).fit(cfg["train"]["epochs"])
