"""Background-thread batch prefetching."""
import queue
import threading

_END = object()


class Prefetcher:
    """Iterates `loader` in a background thread, keeping up to `depth` batches ready.

        with Prefetcher(loader) as batches:
            for batch in batches:
                ...
    """

    def __init__(self, loader, depth=4):
        self.loader = loader
        self.queue = queue.Queue(maxsize=depth)
        self.thread = threading.Thread(target=self._produce, name="prefetch")
        self.error = None

    def _produce(self):
        try:
            for batch in self.loader:
                self.queue.put(batch)
        except Exception as e:  # surfaced in the consumer
            self.error = e
        finally:
            self.queue.put(_END)

    def __enter__(self):
        self.thread.start()
        return self

    def __iter__(self):
        while True:
            item = self.queue.get()
            if item is _END:
                break
            yield item
        if self.error is not None:
            raise self.error

    def close(self):
        self.thread.join()

    def __exit__(self, *exc):
        self.close()
        return False
