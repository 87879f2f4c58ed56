import torch.nn as nn


class TicketTagger(nn.Module):
    def __init__(self, vocab_size, num_tags, embed_dim=48, hidden=64):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(embed_dim, hidden), nn.ReLU(), nn.Linear(hidden, num_tags))

    def forward(self, words, offsets):
        return self.mlp(self.embed(words, offsets))
