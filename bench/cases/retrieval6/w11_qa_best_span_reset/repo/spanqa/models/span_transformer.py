import torch
from torch import nn

from .builder import MODELS
from .heads import SpanHead


@MODELS.register()
class SpanTransformer(nn.Module):
    def __init__(self, vocab_size, pad_id=0, dim=64, heads=4, layers=2, ff=128,
                 max_positions=512, dropout=0.1):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pos = nn.Embedding(max_positions, dim)
        self.typ = nn.Embedding(2, dim)
        self.match = nn.Embedding(2, dim)  # DrQA-style exact-match feature
        layer = nn.TransformerEncoderLayer(dim, heads, ff, dropout, batch_first=True,
                                           norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(dim)
        self.head = SpanHead(dim)

    def forward(self, input_ids, token_type_ids, attention_mask, match_ids=None):
        pos = torch.arange(input_ids.size(1), device=input_ids.device)
        x = self.tok(input_ids) + self.pos(pos)[None] + self.typ(token_type_ids)
        if match_ids is not None:
            x = x + self.match(match_ids)
        h = self.encoder(x, src_key_padding_mask=~attention_mask)
        return self.head(self.norm(h), attention_mask)
