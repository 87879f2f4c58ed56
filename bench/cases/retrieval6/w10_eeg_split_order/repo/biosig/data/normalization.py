import torch


class SubjectNormalizer:
    """Channel-wise z-scoring with statistics computed separately for each subject.

    Fit on all windows of a subject (unsupervised, labels are not used), which
    removes the subject-specific gain / offset before the classifier sees the data.
    """

    def __init__(self, eps=1e-5):
        self.eps = eps
        self.stats = {}

    def fit(self, x, subjects):
        for sid in dict.fromkeys(subjects):
            idx = torch.tensor([i for i, s in enumerate(subjects) if s == sid])
            xs = x[idx]                                   # (N, C, L)
            mean = xs.mean(dim=(0, 2), keepdim=True)[0]    # (C, 1)
            std = xs.std(dim=(0, 2), keepdim=True)[0]
            self.stats[sid] = (mean, std)
        return self

    def transform(self, x, subjects):
        out = torch.empty_like(x)
        for i, sid in enumerate(subjects):
            mean, std = self.stats[sid]
            out[i] = (x[i] - mean) / (std + self.eps)
        return out

    def fit_transform(self, x, subjects):
        return self.fit(x, subjects).transform(x, subjects)


class GlobalNormalizer:
    """Channel-wise z-scoring with statistics from the training windows only."""

    def __init__(self, eps=1e-5):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x, subjects=None):
        self.mean = x.mean(dim=(0, 2), keepdim=True)[0]
        self.std = x.std(dim=(0, 2), keepdim=True)[0]
        return self

    def transform(self, x, subjects=None):
        return (x - self.mean) / (self.std + self.eps)
