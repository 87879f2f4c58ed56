import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from asrlite.data import CharTokenizer  # noqa: E402
from asrlite.engine import greedy_decode, prefix_beam_search  # noqa: E402
from asrlite.models import build_model  # noqa: E402
from asrlite.transforms import LogMelFeaturizer  # noqa: E402
from asrlite.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--beam", type=int, default=0)
    ap.add_argument("waves", nargs="+")
    args = ap.parse_args()
    state = load_checkpoint(args.ckpt)
    cfg = state["config"]
    tok = CharTokenizer(state["chars"])
    fc = cfg["features"]
    feat = LogMelFeaturizer(fc["sample_rate"], fc["n_fft"], fc["hop_length"], fc["n_mels"])
    model = build_model(cfg["model"], fc["n_mels"], len(tok)).eval()
    model.load_state_dict(state["model"])
    for path in args.waves:
        f = feat(torch.load(path).float()).unsqueeze(0)
        with torch.no_grad():
            logits, lens = model(f, torch.tensor([f.size(1)]))
        if args.beam > 0:
            ids = prefix_beam_search(logits[0], int(lens[0]), beam=args.beam, blank=tok.blank_id)
        else:
            ids = greedy_decode(logits, lens, tok.blank_id)[0]
        print(f"{path}\t{tok.decode(ids)}")


if __name__ == "__main__":
    main()
