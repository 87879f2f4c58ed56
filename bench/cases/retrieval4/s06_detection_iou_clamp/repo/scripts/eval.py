import argparse
import os
import sys

from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from detkit.config import load_config  # noqa: E402
from detkit.data import JsonlDetectionDataset, detection_collate  # noqa: E402
from detkit.engine import evaluate_map  # noqa: E402
from detkit.models import build_model  # noqa: E402
from detkit.transforms import build_transforms  # noqa: E402
from detkit.utils import load_model  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    args = ap.parse_args()
    cfg = load_config(args.config)
    model = build_model(cfg)
    model.load_state_dict(load_model(args.ckpt)["model"])
    d = cfg["data"]
    ds = JsonlDetectionDataset(d["val_ann"], d["image_root"], build_transforms(cfg, False))
    res = evaluate_map(model, DataLoader(ds, 4, collate_fn=detection_collate), cfg["model"]["num_classes"])
    print(f"mAP@0.5 {res['mAP']:.4f}")
    for c, ap_c in enumerate(res["per_class"]):
        print(f"  {c}: {ap_c:.4f}")


if __name__ == "__main__":
    main()
