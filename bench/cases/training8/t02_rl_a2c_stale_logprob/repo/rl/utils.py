import random
from collections import deque

import numpy as np
import torch


def set_seed(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


class EpisodeStats:
    def __init__(self, window=100):
        self.returns = deque(maxlen=window)
        self.count = 0

    def extend(self, returns):
        self.returns.extend(returns)
        self.count += len(returns)

    @property
    def mean(self):
        return sum(self.returns) / len(self.returns) if self.returns else float("nan")


def format_log(update, ep_ret, stats):
    return (f"upd {update:5d} | ep_ret {ep_ret:5.2f} | v_loss {stats['v_loss']:.3f} | "
            f"pi_loss {stats['pi_loss']:+.3f} | ent {stats['entropy']:.3f}")
