import os
import random

import torch


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def save(path, model, charset, cfg):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "chars": "".join(charset.chars), "cfg": cfg}, path)


def load(path):
    from .data.charset import Charset
    from .models import build_model
    ck = torch.load(path, map_location="cpu", weights_only=False)
    charset = Charset(ck["chars"])
    model = build_model(ck["cfg"]["model"], charset.num_classes, ck["cfg"]["data"]["height"])
    model.load_state_dict(ck["model"])
    return model.eval(), charset, ck["cfg"]
