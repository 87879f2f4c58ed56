import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from asr.build import build_all  # noqa: E402
from asr.config import load_config  # noqa: E402
from asr.decoding import greedy_decode, prefix_beam_search  # noqa: E402
from asr.metrics import ErrorRate  # noqa: E402


def main():
    p = argparse.ArgumentParser()
    p.add_argument("-c", "--config", required=True)
    p.add_argument("--ckpt", required=True)
    p.add_argument("--beam", type=int, default=0, help="0 = greedy")
    p.add_argument("-n", type=int, default=20)
    p.add_argument("--out", default=None, help="write a JSON summary here")
    args = p.parse_args()
    cfg = load_config(args.config)
    vocab, _, valid, model = build_all(cfg)
    model.load_state_dict(torch.load(args.ckpt, map_location="cpu", weights_only=False)["model"])
    model.eval()
    er = ErrorRate()
    with torch.no_grad():
        for i in range(min(args.n, len(valid))):
            utt = valid[i]
            lp, lens = model(utt["feats"][None], torch.tensor([utt["feats"].shape[0]]))
            ids = prefix_beam_search(lp[0], int(lens[0]), args.beam) if args.beam else greedy_decode(lp, lens)[0]
            hyp = vocab.decode(ids)
            er.update([utt["text"]], [hyp])
            print(f"{i:4d} REF: {utt['text']}\n     HYP: {hyp}")
    print(f"CER {100 * er.cer:.2f}%  WER {100 * er.wer:.2f}%")
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({"cer": er.cer, "wer": er.wer, "n": min(args.n, len(valid)), "beam": args.beam}, fh)


if __name__ == "__main__":
    main()
