from torch import nn

from .layers import TokenMLP, masked_mean


class FastTextClassifier(nn.Module):
    def __init__(self, vocab_size, n_classes, embed_dim=128, hidden_dim=256, dropout=0.1, pad_id=0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.token_mlp = TokenMLP(embed_dim, hidden_dim, dropout)
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(embed_dim, n_classes))

    def forward(self, tokens, pad_mask):
        h = self.token_mlp(self.embed(tokens))
        pooled = masked_mean(h, pad_mask)
        return self.head(pooled)
