"""Export int8 weights + per-channel scales of a QAT checkpoint to a flat .pt for the C code generator."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from edgeshapes import CLASSES  # noqa: E402
from edgeshapes.model import TinyShapeNet  # noqa: E402
from edgeshapes.quant import quantize_weights_int8  # noqa: E402


def main(path, out=None):
    ckpt = torch.load(path, map_location="cpu")
    a = ckpt["args"]
    model = TinyShapeNet(len(CLASSES), width=a["width"], qat=True, bits=a["bits"])
    model.load_state_dict(ckpt["model"])
    tensors = quantize_weights_int8(model, a["bits"])
    out = out or os.path.splitext(path)[0] + "_export.pt"
    torch.save(tensors, out)
    print(f"wrote {out}: " + ", ".join(f"{k} {tuple(v['weight'].shape)}" for k, v in tensors.items()))


if __name__ == "__main__":
    main(*sys.argv[1:])
