import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from .subsampling import Conv2dSubsampling


class ConvEncoder(nn.Module):
    def __init__(self, d_model, layers, dropout):
        super().__init__()
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.Conv1d(d_model, d_model, 5, padding=2, groups=d_model), nn.Conv1d(d_model, d_model, 1),
                          nn.BatchNorm1d(d_model), nn.GELU(), nn.Dropout(dropout))
            for _ in range(layers)
        )

    def forward(self, x, lengths):
        h = x.transpose(1, 2)
        for blk in self.blocks:
            h = h + blk(h)
        return h.transpose(1, 2)


class CTCModel(nn.Module):
    def __init__(self, n_feats, vocab_size, encoder="bilstm", d_model=256, layers=3, dropout=0.1):
        super().__init__()
        self.subsample = Conv2dSubsampling(n_feats, d_model)
        self.encoder_type = encoder
        if encoder == "bilstm":
            self.encoder = nn.LSTM(d_model, d_model // 2, num_layers=layers, batch_first=True,
                                   bidirectional=True, dropout=dropout)
        else:
            self.encoder = ConvEncoder(d_model, layers, dropout)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(d_model, vocab_size)

    def forward(self, feats, feat_lens):
        x, lens = self.subsample(feats, feat_lens)
        if self.encoder_type == "bilstm":
            packed = pack_padded_sequence(x, lens.cpu(), batch_first=True, enforce_sorted=False)
            out, _ = self.encoder(packed)
            x, _ = pad_packed_sequence(out, batch_first=True, total_length=x.size(1))
        else:
            x = self.encoder(x, lens)
        return self.classifier(self.dropout(x)), lens
