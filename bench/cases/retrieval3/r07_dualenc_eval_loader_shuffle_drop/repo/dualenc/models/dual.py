import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from dualenc.models.image_encoder import ImageEncoder
from dualenc.models.text_encoder import TextEncoder


class DualEncoder(nn.Module):
    def __init__(self, vocab_size, embed_dim=256, image_width=32, text_dim=256, text_layers=1, init_temp=0.07,
                 learn_temp=True):
        super().__init__()
        self.image = ImageEncoder(image_width, embed_dim)
        self.text = TextEncoder(vocab_size, text_dim, text_layers, embed_dim)
        scale = torch.tensor(math.log(1.0 / init_temp))
        self.logit_scale = nn.Parameter(scale) if learn_temp else nn.Parameter(scale, requires_grad=False)

    def encode_image(self, images):
        return F.normalize(self.image(images), dim=-1)

    def encode_text(self, tokens, lengths):
        return F.normalize(self.text(tokens, lengths), dim=-1)

    def forward(self, images, tokens, lengths):
        img, txt = self.encode_image(images), self.encode_text(tokens, lengths)
        return img, txt, self.logit_scale.clamp(max=math.log(100.0)).exp()
