"""Background-thread prefetching: overlaps collation/augmentation with the training step without the
process start-up cost of DataLoader workers."""
import queue
import threading

_END = object()


class BackgroundLoader:
    def __init__(self, loader, depth=4):
        self.loader = loader
        self.depth = depth

    def __len__(self):
        return len(self.loader)

    def _produce(self, q):
        for batch in self.loader:
            q.put(batch)
        q.put(_END)

    def __iter__(self):
        q = queue.Queue(maxsize=self.depth)
        thread = threading.Thread(target=self._produce, args=(q,), name="prefetch", daemon=True)
        thread.start()
        try:
            while True:
                item = q.get()
                if item is _END:
                    return
                yield item
        finally:
            thread.join()   # never leave producer threads behind
