"""Print tags for one or more wav files: python scripts/tag_file.py --config ... --ckpt ... a.wav b.wav"""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from audiotag.config import load_config  # noqa: E402
from audiotag.data.manifest import read_wav  # noqa: E402
from audiotag.engine.inference import format_tags, tag_long_audio  # noqa: E402
from audiotag.models import build_model  # noqa: E402
from audiotag.utils import load_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--threshold", type=float, default=0.5)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    cfg = load_config(args.config)
    model = build_model(cfg, n_classes=len(cfg["data"]["labels"]))
    load_checkpoint(args.ckpt, model)
    for f in args.files:
        wav, sr = read_wav(f)
        probs = tag_long_audio(model, wav, sr, window_s=cfg["data"]["clip_seconds"])
        print(f"{f}: {format_tags(probs, cfg['data']['labels'], args.threshold)}")


if __name__ == "__main__":
    main()
