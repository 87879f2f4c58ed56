from torch import nn

from .encoder import BiLSTMEncoder, TransformerEncoder


class TokenClassifier(nn.Module):
    def __init__(self, encoder, num_labels, dropout=0.1):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(encoder.out_dim, num_labels))
        self.num_labels = num_labels

    def forward(self, input_ids, attention_mask):
        return self.head(self.encoder(input_ids, attention_mask))


def build_model(cfg, vocab_size, num_labels, pad_id=0):
    cfg = dict(cfg)
    kind = cfg.pop("type", "bilstm")
    head_dropout = cfg.pop("head_dropout", 0.1)
    if kind == "bilstm":
        enc = BiLSTMEncoder(vocab_size, pad_id=pad_id, **cfg)
    elif kind == "transformer":
        enc = TransformerEncoder(vocab_size, pad_id=pad_id, **cfg)
    else:
        raise ValueError(f"unknown encoder {kind}")
    return TokenClassifier(enc, num_labels, dropout=head_dropout)
