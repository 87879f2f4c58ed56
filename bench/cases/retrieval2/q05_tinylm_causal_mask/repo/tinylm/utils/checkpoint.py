import os

import torch

from ..model import GPT, GPTConfig
from ..tokenization import load_tokenizer


def save(path, model, tokenizer, cfg, step, best_val):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({
        "model": model.state_dict(),
        "model_cfg": vars(model.cfg),
        "tokenizer": tokenizer.state(),
        "config": cfg,
        "step": step,
        "best_val": best_val,
    }, path)


def load(path, device="cpu"):
    ck = torch.load(path, map_location=device, weights_only=False)
    model = GPT(GPTConfig(**ck["model_cfg"]))
    model.load_state_dict(ck["model"])
    return model.to(device).eval(), load_tokenizer(ck["tokenizer"]), ck
