from .dataset import VideoClipDataset, build_dataset
from .sampler import CenterClipSampler, RandomClipSampler, UniformClipSampler, build_sampler
from .video_io import read_frames, read_num_frames

__all__ = ["VideoClipDataset", "build_dataset", "CenterClipSampler", "RandomClipSampler",
           "UniformClipSampler", "build_sampler", "read_frames", "read_num_frames"]
