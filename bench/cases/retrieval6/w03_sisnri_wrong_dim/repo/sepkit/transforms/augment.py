import torch

from ..utils.signal import db_to_gain


class RandomGain:
    """Scale each source independently by a random gain in dB (applied before mixing)."""

    def __init__(self, low_db=-5.0, high_db=5.0):
        self.low_db = low_db
        self.high_db = high_db

    def __call__(self, sources, generator=None):
        db = torch.empty(sources.shape[0], 1).uniform_(self.low_db, self.high_db, generator=generator)
        return sources * db_to_gain(db)


class RandomShift:
    """Circularly shift each source by up to ``max_shift`` samples."""

    def __init__(self, max_shift=400):
        self.max_shift = max_shift

    def __call__(self, sources, generator=None):
        out = torch.empty_like(sources)
        for i in range(sources.shape[0]):
            k = int(torch.randint(-self.max_shift, self.max_shift + 1, (1,), generator=generator))
            out[i] = torch.roll(sources[i], k, dims=-1)
        return out
