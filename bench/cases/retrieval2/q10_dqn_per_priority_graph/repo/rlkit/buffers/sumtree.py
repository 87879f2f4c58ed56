class SumTree:
    """Binary tree whose leaves hold priorities and internal nodes their sums (array layout)."""

    def __init__(self, capacity):
        self.capacity = 1
        while self.capacity < capacity:
            self.capacity *= 2
        self.tree = [0.0] * (2 * self.capacity)

    @property
    def total(self):
        return self.tree[1]

    def __getitem__(self, leaf):
        return self.tree[leaf + self.capacity]

    def update(self, leaf, value):
        i = leaf + self.capacity
        self.tree[i] = value
        i //= 2
        while i >= 1:
            self.tree[i] = self.tree[2 * i] + self.tree[2 * i + 1]
            i //= 2

    def find(self, mass):
        """Leaf index such that the prefix sum of priorities up to it covers `mass`."""
        i = 1
        while i < self.capacity:
            left = 2 * i
            if mass <= self.tree[left]:
                i = left
            else:
                mass -= self.tree[left]
                i = left + 1
        return i - self.capacity
