"""Save / load model + tokenizer in a single file."""
from dataclasses import asdict

import torch

from ..models import GPT, GPTConfig
from ..tokenizer import CharTokenizer


def save_checkpoint(path, model, tokenizer, step=0):
    torch.save({"model": model.state_dict(), "config": asdict(model.cfg),
                "itos": tokenizer.itos, "step": step}, path)


def load_checkpoint(path):
    ck = torch.load(path, map_location="cpu")
    model = GPT(GPTConfig(**ck["config"]))
    model.load_state_dict(ck["model"])
    return model, CharTokenizer(ck["itos"]), ck.get("step", 0)
