"""Bag-of-words baselines: average word embeddings, optionally SIF-weighted (Arora et al., 2017)."""
import torch
from torch import nn


class AverageWordEncoder(nn.Module):
    def __init__(self, vocab_size, dim=64, pad_id=0, word_freq=None, sif_a=1e-3):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pad_id = pad_id
        if word_freq is not None:
            p = torch.as_tensor(word_freq, dtype=torch.float32)
            p = p / p.sum().clamp(min=1)
            self.register_buffer("weights", sif_a / (sif_a + p))
        else:
            self.register_buffer("weights", torch.ones(vocab_size))
        self.register_buffer("principal", torch.zeros(dim))

    def forward(self, input_ids, attention_mask):
        w = self.weights[input_ids] * attention_mask.float()
        summed = (self.emb(input_ids) * w.unsqueeze(-1)).sum(1)
        avg = summed / w.sum(1, keepdim=True).clamp(min=1e-9)
        if self.principal.abs().sum() > 0:
            avg = avg - (avg @ self.principal).unsqueeze(-1) * self.principal
        return avg

    @torch.no_grad()
    def fit_principal_component(self, input_ids, attention_mask):
        """SIF post-processing: remove the projection on the first principal component."""
        self.principal.zero_()
        emb = self(input_ids, attention_mask)
        emb = emb - emb.mean(0)
        _, _, v = torch.linalg.svd(emb, full_matrices=False)
        self.principal.copy_(v[0])


def word_frequencies(tokenizer, texts):
    counts = torch.zeros(len(tokenizer))
    for t in texts:
        for i in tokenizer.encode(t):
            counts[i] += 1
    return counts
