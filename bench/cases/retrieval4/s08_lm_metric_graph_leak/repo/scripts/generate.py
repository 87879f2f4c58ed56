import argparse
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from tinylm.config import ModelConfig  # noqa: E402
from tinylm.data import ByteTokenizer  # noqa: E402
from tinylm.engine import generate  # noqa: E402
from tinylm.models import GPT  # noqa: E402
from tinylm.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--prompt", default="")
    ap.add_argument("--max-new", type=int, default=200)
    ap.add_argument("--temperature", type=float, default=0.8)
    ap.add_argument("--top-k", type=int, default=50)
    args = ap.parse_args()
    st = load_checkpoint(args.ckpt)
    model = GPT(ModelConfig(**st["model_config"]))
    model.load_state_dict(st["model"])
    tok = ByteTokenizer()
    idx = torch.tensor([tok.encode(args.prompt, add_bos=True, add_eos=False)])
    out = generate(model, idx, args.max_new, args.temperature, args.top_k, eos_id=tok.EOS)
    print(tok.decode(out[0].tolist()))


if __name__ == "__main__":
    main()
