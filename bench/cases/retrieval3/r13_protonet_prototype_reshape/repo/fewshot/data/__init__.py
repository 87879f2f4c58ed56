from fewshot.data.episodes import EpisodeSampler, split_episode
from fewshot.data.image_folder import ClassFolderDataset

__all__ = ["ClassFolderDataset", "EpisodeSampler", "split_episode"]
