import random
from collections import defaultdict

import torch
from torch.utils.data import Sampler


class EpisodeSampler(Sampler):
    """Yields one list of indices per episode: for each of n_way random classes, k_shot + n_query
    images, grouped class by class (support first within each class)."""

    def __init__(self, targets, n_way, k_shot, n_query, episodes, seed=None):
        self.by_class = defaultdict(list)
        for i, t in enumerate(targets):
            self.by_class[t].append(i)
        self.classes = sorted(self.by_class)
        self.n_way, self.k_shot, self.n_query, self.episodes = n_way, k_shot, n_query, episodes
        self.rng = random.Random(seed)

    def __len__(self):
        return self.episodes

    def __iter__(self):
        for _ in range(self.episodes):
            batch = []
            for c in self.rng.sample(self.classes, self.n_way):
                batch += self.rng.sample(self.by_class[c], self.k_shot + self.n_query)
            yield batch


def split_episode(images, n_way, k_shot, n_query):
    """images [n_way * (k_shot + n_query), ...] grouped by class -> support, query, query labels."""
    x = images.view(n_way, k_shot + n_query, *images.shape[1:])
    support = x[:, :k_shot].reshape(n_way * k_shot, *images.shape[1:])
    query = x[:, k_shot:].reshape(n_way * n_query, *images.shape[1:])
    query_labels = torch.arange(n_way).repeat_interleave(n_query)
    return support, query, query_labels
