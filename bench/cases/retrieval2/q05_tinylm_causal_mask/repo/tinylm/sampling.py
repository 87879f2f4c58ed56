import torch
import torch.nn.functional as F


def apply_repetition_penalty(logits, history, penalty=1.0):
    """CTRL-style penalty on tokens already present in `history` (B, T)."""
    if penalty == 1.0 or history is None:
        return logits
    picked = logits.gather(-1, history)
    picked = torch.where(picked > 0, picked / penalty, picked * penalty)
    return logits.scatter(-1, history, picked)


def make_sampler(temperature=1.0, top_k=None, top_p=None, generator=None, repetition_penalty=1.0):
    def sample(logits, history=None):
        logits = apply_repetition_penalty(logits, history, repetition_penalty)
        if temperature <= 0:
            return logits.argmax(dim=-1, keepdim=True)
        logits = logits / temperature
        if top_k is not None:
            kth = torch.topk(logits, min(top_k, logits.size(-1))).values[:, -1:]
            logits = logits.masked_fill(logits < kth, float("-inf"))
        if top_p is not None:
            sorted_logits, order = torch.sort(logits, descending=True)
            cum = F.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
            drop = cum - F.softmax(sorted_logits, dim=-1) > top_p
            sorted_logits = sorted_logits.masked_fill(drop, float("-inf"))
            logits = torch.full_like(logits, float("-inf")).scatter(-1, order, sorted_logits)
        probs = F.softmax(logits, dim=-1)
        return torch.multinomial(probs, 1, generator=generator)

    return sample
