"""CNN stem + Transformer encoder recogniser (CTC head)."""
import torch
import torch.nn as nn

from .backbone import ConvFeatureExtractor


class TransformerRecognizer(nn.Module):
    def __init__(self, num_classes, d_model=192, layers=4, heads=4, max_len=512):
        super().__init__()
        self.cnn = ConvFeatureExtractor()
        self.proj = nn.Linear(self.cnn.out_channels, d_model)
        self.pos = nn.Parameter(torch.zeros(max_len, 1, d_model))
        layer = nn.TransformerEncoderLayer(d_model, heads, 4 * d_model, 0.1)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.fc = nn.Linear(d_model, num_classes)
        nn.init.normal_(self.pos, std=0.02)

    def forward(self, images):
        f = self.cnn(images).squeeze(2).permute(2, 0, 1)  # (T, B, C)
        h = self.proj(f) + self.pos[: f.shape[0]]
        return self.fc(self.encoder(h))

    def output_lengths(self, widths):
        return self.cnn.output_lengths(widths)
