import argparse

import torch
from torch.utils.data import DataLoader

from kdistill.configs import load_config
from kdistill.data import CifarPickleDataset
from kdistill.engine import Distiller
from kdistill.models import build_model
from kdistill.transforms import build_transform
from kdistill.utils import load_checkpoint, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d = cfg["data"]
    tl = DataLoader(CifarPickleDataset(d["root"], True, build_transform(True, d["cutout"])), d["batch_size"],
                    shuffle=True, num_workers=d["num_workers"], drop_last=True)
    vl = DataLoader(CifarPickleDataset(d["root"], False, build_transform(False)), 256, num_workers=d["num_workers"])
    teacher = build_model(cfg["teacher"]["arch"], d["num_classes"])
    load_checkpoint(cfg["teacher"]["ckpt"], teacher)
    student = build_model(cfg["student"]["arch"], d["num_classes"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    Distiller(teacher, student, cfg).fit(tl, vl, cfg, device)


if __name__ == "__main__":
    main()
