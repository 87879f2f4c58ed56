"""Logit filtering and sampling for autoregressive generation."""
import torch


def filter_top_k(logits, k):
    """Keep the k largest logits per row, set the rest to -inf."""
    if k is None or k <= 0 or k >= logits.shape[-1]:
        return logits
    values, _ = torch.topk(logits, k, dim=-1)
    kth = values[..., :1]
    return logits.masked_fill(logits < kth, float("-inf"))


def filter_top_p(logits, p):
    """Nucleus filtering: keep the smallest set of tokens with cumulative prob >= p."""
    if p is None or p <= 0.0 or p >= 1.0:
        return logits
    sorted_logits, order = torch.sort(logits, descending=True, dim=-1)
    probs = torch.softmax(sorted_logits, dim=-1)
    cum = probs.cumsum(dim=-1)
    remove = cum - probs > p          # keep the token that crosses p
    sorted_logits = sorted_logits.masked_fill(remove, float("-inf"))
    return torch.full_like(logits, float("-inf")).scatter(-1, order, sorted_logits)


def sample_next(logits, temperature=1.0, top_k=0, top_p=0.0, generator=None):
    """logits: (B, V) -> next token ids (B,)."""
    if temperature <= 0:
        return logits.argmax(dim=-1)
    logits = logits / temperature
    logits = filter_top_k(logits, top_k)
    logits = filter_top_p(logits, top_p)
    probs = torch.softmax(logits, dim=-1)
    return torch.multinomial(probs, 1, generator=generator).squeeze(-1)
