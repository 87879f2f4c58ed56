from collections import deque

import torch


class EpisodeTracker:
    def __init__(self, window=100):
        self.returns, self.lengths = deque(maxlen=window), deque(maxlen=window)
        self.total = 0

    def update(self, infos):
        for info in infos:
            if "episode_return" in info:
                self.returns.append(info["episode_return"])
                self.lengths.append(info["episode_length"])
                self.total += 1

    def mean_return(self):
        return sum(self.returns) / len(self.returns) if self.returns else float("nan")

    def mean_length(self):
        return sum(self.lengths) / len(self.lengths) if self.lengths else float("nan")


def explained_variance(pred, target):
    var = target.var()
    return float("nan") if var == 0 else (1 - (target - pred).var() / var).item()
