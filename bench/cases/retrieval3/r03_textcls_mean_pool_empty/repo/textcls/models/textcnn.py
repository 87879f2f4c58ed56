import torch
import torch.nn as nn

from textcls.models.pooling import build_pooler


class TextCNN(nn.Module):
    def __init__(self, vocab_size, num_classes, embed_dim=200, kernel_sizes=(3, 4, 5), channels=128,
                 pooling="max", dropout=0.3):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.convs = nn.ModuleList(nn.Conv1d(embed_dim, channels, k, padding=k // 2) for k in kernel_sizes)
        self.pool = build_pooler(pooling, channels)
        self.dropout = nn.Dropout(dropout)
        self.fc = nn.Linear(channels * len(kernel_sizes), num_classes)

    def forward(self, ids, mask):
        e = self.embed(ids).transpose(1, 2)  # [B, E, T]
        feats = []
        for conv in self.convs:
            h = torch.relu(conv(e))[..., :ids.shape[1]].transpose(1, 2)  # [B, T, C]
            feats.append(self.pool(h, mask))
        return self.fc(self.dropout(torch.cat(feats, dim=-1)))
