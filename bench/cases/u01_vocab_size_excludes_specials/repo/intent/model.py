import torch.nn as nn


class IntentClassifier(nn.Module):
    """Embedding -> 1d convolution over tokens -> masked max-pool -> linear."""

    def __init__(self, vocab_size, num_classes, emb_dim=64, hidden=128, pad_id=0, dropout=0.2):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.conv = nn.Conv1d(emb_dim, hidden, kernel_size=3, padding=1)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(hidden, num_classes)

    def forward(self, tokens, lengths):
        x = self.drop(self.embed(tokens))                 # (batch, time, emb)
        h = self.conv(x.transpose(1, 2)).relu()           # (batch, hidden, time)
        steps = lengths.new_tensor(range(tokens.shape[1]))
        mask = steps[None, :] < lengths[:, None]          # (batch, time)
        h = h.masked_fill(~mask[:, None, :], float("-inf")).amax(dim=-1)
        return self.out(self.drop(h))
