"""Inference helper: images in, strings out."""
import torch

from ..data import CTCCodec, Charset, collate_lines
from ..models import build_model
from ..transforms import ResizeHeight
from ..utils.checkpoint import load_checkpoint
from ..utils.config import Config


class LineReader:
    def __init__(self, model, codec, height=32, method="greedy", beam_width=8):
        self.model = model.eval()
        self.codec = codec
        self.resize = ResizeHeight(height)
        self.method = method
        self.beam_width = beam_width

    @classmethod
    def from_checkpoint(cls, path, method=None):
        state = torch.load(path, map_location="cpu", weights_only=False)
        cfg = Config(state["config"])
        charset = Charset(cfg["charset"])
        model = build_model(cfg, len(charset))
        load_checkpoint(path, model)
        dec = cfg.get("decode", {})
        return cls(model, CTCCodec(charset), cfg["data"].get("height", 32),
                   method or dec.get("method", "greedy"), dec.get("beam_width", 8))

    @torch.no_grad()
    def read_batch(self, images):
        """images: list of (1, H, W) float tensors in [0, 1], ink = 1."""
        batch = [(self.resize(im), "") for im in images]
        x, widths, _ = collate_lines(batch)
        logits = self.model(x)
        lengths = self.model.output_lengths(widths).clamp(max=logits.shape[0])
        return self.codec.decode(logits.log_softmax(-1), lengths, self.method, self.beam_width)

    def read(self, image):
        return self.read_batch([image])[0]
