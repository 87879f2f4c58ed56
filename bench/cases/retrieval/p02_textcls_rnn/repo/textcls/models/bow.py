import torch
from torch import nn


class BagOfWords(nn.Module):
    """Mean of word embeddings over the non-pad tokens, then a linear layer."""

    def __init__(self, vocab_size, num_classes, emb_dim=64, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.emb = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.out = nn.Linear(emb_dim, num_classes)

    def forward(self, tokens, lengths=None):
        mask = (tokens != self.pad_id).unsqueeze(-1).float()
        summed = (self.emb(tokens) * mask).sum(1)
        mean = summed / mask.sum(1).clamp(min=1.0)
        return self.out(torch.tanh(mean))
