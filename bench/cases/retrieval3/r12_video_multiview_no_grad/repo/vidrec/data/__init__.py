from vidrec.data.samplers import dense_clip_starts, random_clip_start, uniform_clip_starts
from vidrec.data.video_dataset import MultiViewVideoDataset, VideoClipDataset

__all__ = ["MultiViewVideoDataset", "VideoClipDataset", "dense_clip_starts", "random_clip_start",
           "uniform_clip_starts"]
