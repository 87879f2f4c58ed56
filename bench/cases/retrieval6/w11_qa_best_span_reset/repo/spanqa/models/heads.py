from torch import nn


class SpanHead(nn.Module):
    """Projects token states to start/end logits; padding is masked to -inf."""

    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Linear(dim, 2)

    def forward(self, h, attention_mask):
        start, end = self.proj(h).unbind(dim=-1)
        neg = ~attention_mask
        return start.masked_fill(neg, float("-inf")), end.masked_fill(neg, float("-inf"))
