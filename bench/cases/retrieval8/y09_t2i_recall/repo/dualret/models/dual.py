"""Dual encoder with a learnable temperature (CLIP-style logit scale)."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from dualret.models.image_encoder import SmallCNN
from dualret.models.text_encoder import BagOfWords, GRUText


class DualEncoder(nn.Module):
    def __init__(self, image_encoder, text_encoder, init_temperature=0.07, max_scale=100.0):
        super().__init__()
        self.image_encoder = image_encoder
        self.text_encoder = text_encoder
        self.logit_scale = nn.Parameter(torch.tensor(math.log(1.0 / init_temperature)))
        self.max_log_scale = math.log(max_scale)

    def encode_image(self, images):
        return F.normalize(self.image_encoder(images), dim=-1)

    def encode_text(self, tokens, lengths):
        return F.normalize(self.text_encoder(tokens, lengths), dim=-1)

    def scale(self):
        return self.logit_scale.clamp(max=self.max_log_scale).exp()

    def forward(self, images, tokens, lengths):
        img = self.encode_image(images)
        txt = self.encode_text(tokens, lengths)
        return self.scale() * img @ txt.t()    # logits_per_image (B, B)


def build_model(cfg, vocab_size, pad_id=0):
    m = cfg["model"]
    img = SmallCNN(m["embed_dim"], tuple(m["image_channels"]))
    if m["text_encoder"] == "bow":
        txt = BagOfWords(vocab_size, m["word_dim"], m["embed_dim"], pad_id)
    elif m["text_encoder"] == "gru":
        txt = GRUText(vocab_size, m["word_dim"], m["embed_dim"], pad_id)
    else:
        raise ValueError(f"unknown text_encoder {m['text_encoder']!r}")
    return DualEncoder(img, txt, init_temperature=m["init_temperature"])
