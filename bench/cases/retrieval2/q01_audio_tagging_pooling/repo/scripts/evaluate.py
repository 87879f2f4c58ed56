"""Evaluate a checkpoint, optionally on full-length (uncropped) clips."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import torch  # noqa: E402
from torch.utils.data import DataLoader  # noqa: E402

from audiotag.config import load_config  # noqa: E402
from audiotag.data import LabelVocab, ManifestDataset, build_dataset, pad_collate  # noqa: E402
from audiotag.metrics import lwlrap, mean_average_precision  # noqa: E402
from audiotag.models import build_model  # noqa: E402
from audiotag.utils import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--full-length", action="store_true", help="do not crop clips to data.clip_seconds")
    ap.add_argument("--batch-size", type=int, default=1)
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    dcfg = cfg["data"]
    if args.full_length and dcfg.get("val_manifest"):
        ds = ManifestDataset(dcfg["val_manifest"], LabelVocab(dcfg["labels"]), dcfg["sample_rate"], None)
    else:
        ds = build_dataset(cfg, "val")
    model = build_model(cfg, n_classes=len(dcfg["labels"]))
    load_checkpoint(args.ckpt, model)
    model.eval()
    scores, targets = [], []
    with torch.no_grad():
        for wav, target, _ in DataLoader(ds, batch_size=args.batch_size, collate_fn=pad_collate):
            scores.append(torch.sigmoid(model(wav)))
            targets.append(target)
    scores, targets = torch.cat(scores), torch.cat(targets)
    print(f"mAP {mean_average_precision(scores, targets):.4f}  lwlrap {lwlrap(scores, targets):.4f}")
    print(f"mean max-prob per clip {scores.max(dim=1).values.mean():.3f}")


if __name__ == "__main__":
    main()
