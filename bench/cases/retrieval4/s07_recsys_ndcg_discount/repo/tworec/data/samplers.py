import random


class UniformNegativeSampler:
    def __init__(self, n_items, user_pos, seed=0, max_tries=50):
        self.n_items = n_items
        self.user_pos = user_pos
        self.rng = random.Random(seed)
        self.max_tries = max_tries

    def sample(self, user, n=1):
        pos = self.user_pos.get(user, set())
        out = []
        for _ in range(n):
            j = self.rng.randrange(self.n_items)
            tries = 0
            while j in pos and tries < self.max_tries:
                j = self.rng.randrange(self.n_items)
                tries += 1
            out.append(j)
        return out
