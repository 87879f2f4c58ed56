"""Logit processing and sampling for autoregressive decoding."""
import torch
import torch.nn.functional as F


def apply_temperature(logits, temperature):
    if temperature is None or temperature == 1.0:
        return logits
    if temperature <= 0:
        raise ValueError("temperature must be > 0 (use top_k=1 for greedy)")
    return logits / temperature


def top_k_filter(logits, k):
    """Keep the k largest logits per row, set the rest to -inf."""
    if k is None or k <= 0 or k >= logits.size(-1):
        return logits
    kth = torch.topk(logits, k, dim=-1).values[..., -1, None]
    return logits.masked_fill(logits < kth, float("-inf"))


def top_p_filter(logits, p):
    """Nucleus filtering: keep the smallest set of tokens with cumulative prob >= p."""
    if p is None or p >= 1.0:
        return logits
    sorted_logits, sorted_idx = torch.sort(logits, descending=True, dim=-1)
    cum = F.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
    remove = cum - F.softmax(sorted_logits, dim=-1) > p
    sorted_logits = sorted_logits.masked_fill(remove, float("-inf"))
    return torch.full_like(logits, float("-inf")).scatter(-1, sorted_idx, sorted_logits)


def sample_next(logits, temperature=1.0, top_k=None, top_p=None, generator=None):
    """Sample one token id per row from (B, V) logits; returns (B, 1)."""
    logits = apply_temperature(logits, temperature)
    logits = top_k_filter(logits, top_k)
    logits = top_p_filter(logits, top_p)
    probs = F.softmax(logits, dim=-1)
    return torch.multinomial(probs, num_samples=1, generator=generator)
