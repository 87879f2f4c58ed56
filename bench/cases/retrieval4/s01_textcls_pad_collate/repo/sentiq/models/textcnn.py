import torch
import torch.nn as nn
import torch.nn.functional as F

from .pooling import masked_max_pool, masked_mean_pool


class TextCNN(nn.Module):
    def __init__(self, vocab_size, num_classes, pad_id, embed_dim=128, kernel_sizes=(3, 4, 5),
                 channels=100, pool="max", dropout=0.3):
        super().__init__()
        self.pad_id = pad_id
        self.pool = pool
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.convs = nn.ModuleList(
            nn.Conv1d(embed_dim, channels, k, padding=k // 2) for k in kernel_sizes
        )
        self.dropout = nn.Dropout(dropout)
        self.fc = nn.Linear(channels * len(kernel_sizes), num_classes)

    def forward(self, input_ids, lengths=None):
        mask = input_ids.ne(self.pad_id)
        x = self.embed(input_ids).transpose(1, 2)
        feats = []
        for conv in self.convs:
            h = F.relu(conv(x))[:, :, : input_ids.size(1)].transpose(1, 2)
            if self.pool == "mean":
                feats.append(masked_mean_pool(h, mask))
            else:
                feats.append(masked_max_pool(h, mask))
        return self.fc(self.dropout(torch.cat(feats, dim=-1)))
