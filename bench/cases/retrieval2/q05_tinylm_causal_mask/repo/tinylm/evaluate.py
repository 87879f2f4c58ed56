"""Sliding-window perplexity over a whole held-out text."""
import math

import torch


@torch.no_grad()
def perplexity(model, ids, block_size, stride=None, device="cpu"):
    model.eval()
    stride = stride or block_size // 2
    ids = torch.as_tensor(ids, dtype=torch.long, device=device)
    nll, counted, prev_end = 0.0, 0, 0
    for begin in range(0, ids.numel() - 1, stride):
        end = min(begin + block_size, ids.numel() - 1)
        x = ids[begin:end][None]
        y = ids[begin + 1 : end + 1].clone()[None]
        new = end - max(prev_end, begin)
        y[:, : y.size(1) - new] = -1  # only score tokens not scored by the previous window
        _, loss = model(x, y)
        nll += loss.item() * new
        counted += new
        prev_end = end
        if end == ids.numel() - 1:
            break
    return math.exp(nll / max(counted, 1))


@torch.no_grad()
def next_token_accuracy(model, ids, block_size, max_windows=50, device="cpu"):
    """Top-1 accuracy of next-token prediction over non-overlapping windows."""
    model.eval()
    ids = torch.as_tensor(ids, dtype=torch.long, device=device)
    correct = total = 0
    for w, begin in enumerate(range(0, ids.numel() - block_size - 1, block_size)):
        if w >= max_windows:
            break
        x = ids[begin : begin + block_size][None]
        y = ids[begin + 1 : begin + block_size + 1][None]
        logits, _ = model(x)
        correct += int((logits.argmax(-1) == y).sum())
        total += y.numel()
    return correct / max(total, 1)


def bits_per_char(model, text, tokenizer, block_size, device="cpu"):
    ids = tokenizer.encode(text)
    ppl = perplexity(model, ids, block_size, device=device)
    return math.log2(ppl) * len(ids) / max(len(text), 1)
