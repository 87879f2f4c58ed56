import torch


class NegativeSampler:
    """Uniformly samples items the user has not interacted with.

    Building the candidate list for a user is the expensive part, so it is done once per
    user and memoised.
    """

    def __init__(self, interactions, seed=0):
        self.inter = interactions
        self.n_items = interactions.n_items
        self.gen = torch.Generator().manual_seed(seed)
        self._candidates = {}

    def _build(self, user):
        mask = torch.ones(self.n_items, dtype=torch.bool)
        seen = list(self.inter.seen(user))
        if seen:
            mask[seen] = False
        return mask.nonzero().squeeze(1)

    def candidates(self, user):
        cand = self._candidates.get(user)
        if cand is None:
            cand = self._build(user)
            self._candidates[user] = cand
        return cand

    def sample(self, users, n_neg):
        """users: LongTensor [B] -> LongTensor [B, n_neg] of negative items."""
        out = torch.empty(len(users), n_neg, dtype=torch.long)
        for row, user in enumerate(users):
            cand = self.candidates(user)
            idx = torch.randint(0, len(cand), (n_neg,), generator=self.gen)
            out[row] = cand[idx]
        return out

    def cache_size(self):
        return len(self._candidates)
