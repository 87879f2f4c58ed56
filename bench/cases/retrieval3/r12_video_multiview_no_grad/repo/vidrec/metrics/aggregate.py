import torch


class ViewAggregator:
    """Accumulates per-view class probabilities into per-video scores (mean over views)."""

    def __init__(self, num_videos, num_classes):
        self.scores = torch.zeros(num_videos, num_classes)
        self.counts = torch.zeros(num_videos)
        self.labels = torch.full((num_videos,), -1, dtype=torch.long)

    def add(self, video_idx, view_probs, labels):
        """video_idx [B], view_probs [B, V, C], labels [B]."""
        self.scores[video_idx] += view_probs.sum(dim=1).cpu()
        self.counts[video_idx] += view_probs.shape[1]
        self.labels[video_idx] = labels

    def result(self):
        seen = self.counts > 0
        return self.scores[seen] / self.counts[seen, None], self.labels[seen]
