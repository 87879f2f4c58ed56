import torch


class Popularity:
    """Non-personalised baseline: score = number of training interactions of the item."""

    def __init__(self, train, num_items):
        counts = torch.zeros(num_items)
        for items in train.values():
            for i in items:
                counts[i] += 1
        self.counts = counts

    def __call__(self, users, items):
        return self.counts[items]

    def eval(self):
        return self
