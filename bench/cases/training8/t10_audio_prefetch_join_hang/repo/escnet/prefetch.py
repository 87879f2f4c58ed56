"""Prepare batches in a background thread while the model trains on the current one."""
import queue
import threading

_END = object()


class BackgroundLoader:
    def __init__(self, loader, max_prefetch=4):
        self.loader = loader
        self.max_prefetch = max_prefetch

    def __len__(self):
        return len(self.loader)

    def _produce(self, q):
        try:
            for batch in self.loader:
                q.put(batch)
        finally:
            q.put(_END)

    def __iter__(self):
        q = queue.Queue(maxsize=self.max_prefetch)
        worker = threading.Thread(target=self._produce, args=(q,), daemon=True, name="prefetch")
        worker.start()
        try:
            while True:
                batch = q.get()
                if batch is _END:
                    break
                yield batch
        finally:
            # don't leave threads behind between epochs
            worker.join()
