import torch
import torch.nn as nn

from .vocab import PAD, VOCAB_SIZE


class PeptideEncoder(nn.Module):
    def __init__(self, d_model=64, nhead=4, layers=2, ff=128, dropout=0.1, max_len=32):
        super().__init__()
        self.tok = nn.Embedding(VOCAB_SIZE, d_model, padding_idx=PAD)
        self.pos = nn.Embedding(max_len, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead, ff, dropout, batch_first=True,
                                           norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(d_model)
        self.lm_head = nn.Linear(d_model, VOCAB_SIZE)

    def forward(self, input_ids, padding_mask=None):
        pos = torch.arange(input_ids.shape[1], device=input_ids.device)
        h = self.tok(input_ids) + self.pos(pos)[None]
        h = self.encoder(h, src_key_padding_mask=padding_mask)
        return self.lm_head(self.norm(h))
