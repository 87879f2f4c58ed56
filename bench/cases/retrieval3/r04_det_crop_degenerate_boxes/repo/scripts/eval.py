import argparse

import torch
from torch.utils.data import DataLoader

from detkit.configs import load_config
from detkit.data import JsonDetectionDataset, detection_collate
from detkit.engine import evaluate
from detkit.models import build_detector
from detkit.transforms import build_transforms
from detkit.utils import load_checkpoint


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    d = cfg["data"]
    ds = JsonDetectionDataset(d["root"], d["val_ann"], build_transforms("none", d["img_size"], False))
    dl = DataLoader(ds, 8, collate_fn=detection_collate)
    model = build_detector(cfg["model"], d["num_classes"])
    load_checkpoint(args.ckpt, model)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    e = cfg["eval"]
    res = evaluate(model.to(device), dl, d["num_classes"], device, score_thresh=e["score_thresh"],
                   nms_thresh=e["nms_thresh"], max_det=e["max_det"])
    print(f"mAP@0.5 = {res['mAP50']:.4f}")


if __name__ == "__main__":
    main()
