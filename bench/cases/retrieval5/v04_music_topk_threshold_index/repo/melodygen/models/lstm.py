"""LSTM language-model baseline."""
import torch
import torch.nn as nn


class LSTMLanguageModel(nn.Module):
    def __init__(self, vocab_size, d_model=384, n_layers=2, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, d_model)
        self.rnn = nn.LSTM(d_model, d_model, n_layers, batch_first=True, dropout=dropout)
        self.drop = nn.Dropout(dropout)
        self.lm_head = nn.Linear(d_model, vocab_size)

    def forward(self, tokens, pad_mask=None):
        h, _ = self.rnn(self.drop(self.embed(tokens)))
        return self.lm_head(self.drop(h))

    @torch.no_grad()
    def next_logits(self, tokens, state=None):
        """Incremental decoding: feed the whole prompt once, then one token at a time."""
        inp = tokens if state is None else tokens[:, -1:]
        h, state = self.rnn(self.embed(inp), state)
        return self.lm_head(h[:, -1]), state
