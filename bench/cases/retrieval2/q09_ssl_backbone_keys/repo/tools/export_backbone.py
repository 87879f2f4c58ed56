"""Strip a pretraining checkpoint down to the backbone weights (for use in other codebases)."""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402

from sslkit.utils.checkpoint import extract_backbone_state  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("checkpoint")
    ap.add_argument("output")
    ap.add_argument("--half", action="store_true", help="store weights as float16")
    args = ap.parse_args()
    ckpt = torch.load(args.checkpoint, map_location="cpu", weights_only=False)
    weights = extract_backbone_state(ckpt.get("model", ckpt))
    if args.half:
        weights = {k: v.half() if v.is_floating_point() else v for k, v in weights.items()}
    n_params = sum(v.numel() for k, v in weights.items() if "running" not in k and "num_batches" not in k)
    torch.save({"backbone": weights, "source": args.checkpoint, "method": ckpt.get("method")}, args.output)
    print(f"saved {len(weights)} tensors ({n_params / 1e6:.2f}M params) to {args.output}")


if __name__ == "__main__":
    main()
