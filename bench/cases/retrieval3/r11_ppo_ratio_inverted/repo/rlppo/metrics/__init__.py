from rlppo.metrics.episodes import EpisodeTracker, explained_variance

__all__ = ["EpisodeTracker", "explained_variance"]
