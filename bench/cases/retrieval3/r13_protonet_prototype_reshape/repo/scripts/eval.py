import argparse

import torch
from torch.utils.data import DataLoader

from fewshot.configs import load_config
from fewshot.data import ClassFolderDataset, EpisodeSampler
from fewshot.engine import evaluate_episodes
from fewshot.models import build_model
from fewshot.transforms import build_transform
from fewshot.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--episodes", type=int, default=None)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    d, e, ev = cfg["data"], cfg["episodes"], cfg["eval"]
    n_way, k_shot = ev["n_way"] or e["n_way"], ev["k_shot"] or e["k_shot"]
    ds = ClassFolderDataset(d["root"], "test", build_transform(d["image_size"], False))
    sampler = EpisodeSampler(ds.targets, n_way, k_shot, e["n_query"], args.episodes or ev["episodes"], seed=1)
    model = build_model(cfg["model"])
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    acc, ci = evaluate_episodes(model.to(device), DataLoader(ds, batch_sampler=sampler, num_workers=d["num_workers"]),
                                n_way, k_shot, e["n_query"], device)
    print(f"{n_way}-way {k_shot}-shot test accuracy: {acc:.2f} +- {ci:.2f}")


if __name__ == "__main__":
    main()
