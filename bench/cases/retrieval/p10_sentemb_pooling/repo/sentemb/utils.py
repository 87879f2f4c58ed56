import random
import time

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def count_parameters(module):
    return sum(p.numel() for p in module.parameters() if p.requires_grad)


class Timer:
    def __enter__(self):
        self.start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.seconds = time.perf_counter() - self.start
        return False


def batched(items, size):
    for s in range(0, len(items), size):
        yield items[s:s + size]


def chunked_encode(model, sentences, chunk=1024, batch_size=32):
    """Encode a very large list in chunks to bound peak memory."""
    return torch.cat([model.encode(part, batch_size) for part in batched(sentences, chunk)])
