from torch import nn

from .builder import MODELS
from .heads import SpanHead


@MODELS.register()
class SpanBiGRU(nn.Module):
    def __init__(self, vocab_size, pad_id=0, dim=64, hidden=64, layers=1, dropout=0.1):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.typ = nn.Embedding(2, dim)
        self.match = nn.Embedding(2, dim)
        self.rnn = nn.GRU(dim, hidden, layers, batch_first=True, bidirectional=True,
                          dropout=dropout if layers > 1 else 0.0)
        self.head = SpanHead(2 * hidden)

    def forward(self, input_ids, token_type_ids, attention_mask, match_ids=None):
        x = self.tok(input_ids) + self.typ(token_type_ids)
        if match_ids is not None:
            x = x + self.match(match_ids)
        h, _ = self.rnn(x)
        return self.head(h, attention_mask)
