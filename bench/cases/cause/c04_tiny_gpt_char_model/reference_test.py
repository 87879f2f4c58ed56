"""Reproduction: a GPT with more than one attention head cannot run a forward pass."""
import math

import torch

import train
from minigpt import GPT, GPTConfig


def test_multi_head_forward_and_backward():
    torch.manual_seed(0)
    cfg = GPTConfig(vocab_size=50, block_size=16, n_layer=1, n_head=4, n_embd=32)
    model = GPT(cfg)
    idx = torch.randint(0, 50, (2, 12))
    logits, loss = model(idx, idx)
    assert logits.shape == (2, 12, 50)
    loss.backward()


def test_train_with_four_heads():
    _, _, history = train.main(["--n-head", "4", "--max-iters", "40"])
    assert all(math.isfinite(h["train"]) for h in history)
    assert history[-1]["train"] < history[0]["train"], history
