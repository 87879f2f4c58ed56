import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from .pooling import lengths_to_mask, masked_mean_pool


class BiLSTMClassifier(nn.Module):
    def __init__(self, vocab_size, num_classes, pad_id, embed_dim=128, hidden=128, layers=1, dropout=0.3):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.lstm = nn.LSTM(embed_dim, hidden, num_layers=layers, batch_first=True,
                            bidirectional=True, dropout=dropout if layers > 1 else 0.0)
        self.dropout = nn.Dropout(dropout)
        self.fc = nn.Linear(2 * hidden, num_classes)

    def forward(self, input_ids, lengths):
        x = self.embed(input_ids)
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, _ = self.lstm(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=input_ids.size(1))
        mask = lengths_to_mask(lengths.to(out.device), input_ids.size(1))
        return self.fc(self.dropout(masked_mean_pool(out, mask)))
