"""Background-thread batch prefetcher: overlaps batch assembly with the optimisation step."""
import queue
import threading

_END = object()


class Prefetcher:
    def __init__(self, loader, depth=4):
        self.loader = loader
        self.queue = queue.Queue(maxsize=depth)
        self.thread = threading.Thread(target=self._produce, daemon=True)
        self.thread.start()

    def _produce(self):
        for batch in self.loader:
            self.queue.put(batch)
        self.queue.put(_END)

    def __iter__(self):
        while True:
            item = self.queue.get()
            if item is _END:
                return
            yield item

    def close(self):
        self.thread.join()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
