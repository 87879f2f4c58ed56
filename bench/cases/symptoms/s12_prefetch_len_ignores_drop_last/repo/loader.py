"""In-process prefetching batch loader.

torch's DataLoader with worker processes took ~20 s to start on the lab's Windows
machines, so batches are assembled by a background thread instead.
"""
import math
import queue
import threading

import torch


class PrefetchLoader:
    def __init__(self, data, batch_size, shuffle=True, drop_last=False, prefetch=4, transform=None,
                 seed=0):
        self.data = data
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.prefetch = prefetch
        self.transform = transform
        self.generator = torch.Generator().manual_seed(seed)

    def __len__(self):
        return math.ceil(len(self.data) / self.batch_size)

    def _make_batch(self, idx):
        batch = self.data[idx]
        if self.transform is not None:
            batch = self.transform(batch)
        return batch

    def _produce(self, order, q):
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            if self.drop_last and len(idx) < self.batch_size:
                break
            q.put(self._make_batch(idx))

    def __iter__(self):
        n = len(self.data)
        order = torch.randperm(n, generator=self.generator) if self.shuffle else torch.arange(n)
        q = queue.Queue(maxsize=self.prefetch)
        worker = threading.Thread(target=self._produce, args=(order, q), daemon=True)
        worker.start()
        for _ in range(len(self)):
            yield q.get()
        worker.join()
