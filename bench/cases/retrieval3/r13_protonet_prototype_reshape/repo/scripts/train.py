import argparse

import torch
from torch.utils.data import DataLoader

from fewshot.configs import load_config
from fewshot.data import ClassFolderDataset, EpisodeSampler
from fewshot.engine import EpisodicTrainer
from fewshot.models import build_model
from fewshot.transforms import build_transform
from fewshot.utils import seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d, e = cfg["data"], cfg["episodes"]
    train_way = cfg["train"]["train_n_way"] or e["n_way"]
    tr = ClassFolderDataset(d["root"], "train", build_transform(d["image_size"], True))
    va = ClassFolderDataset(d["root"], "val", build_transform(d["image_size"], False))
    tl = DataLoader(tr, batch_sampler=EpisodeSampler(tr.targets, train_way, e["k_shot"], e["n_query"],
                                                     e["train_episodes"]), num_workers=d["num_workers"])
    vl = DataLoader(va, batch_sampler=EpisodeSampler(va.targets, e["n_way"], e["k_shot"], e["n_query"],
                                                     e["val_episodes"], seed=0), num_workers=d["num_workers"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    EpisodicTrainer(build_model(cfg["model"]), tl, vl, cfg, train_way, device).fit()


if __name__ == "__main__":
    main()
