"""Clip samplers: choose which frame indices form a clip."""
import random


def _clip_indices(start, clip_len, interval):
    return [start + i * interval for i in range(clip_len)]


class RandomClipSampler:
    """One clip at a random temporal position (training)."""

    def __init__(self, clip_len, interval):
        self.clip_len, self.interval = clip_len, interval

    def __call__(self, num_frames):
        span = (self.clip_len - 1) * self.interval + 1
        start = random.randint(0, max(num_frames - span, 0))
        return [_clip_indices(start, self.clip_len, self.interval)]


class CenterClipSampler:
    """One clip centred in the video (deterministic)."""

    def __init__(self, clip_len, interval):
        self.clip_len, self.interval = clip_len, interval

    def __call__(self, num_frames):
        span = (self.clip_len - 1) * self.interval + 1
        start = max((num_frames - span) // 2, 0)
        return [_clip_indices(start, self.clip_len, self.interval)]


class UniformClipSampler:
    """``num_clips`` clips evenly spread over the video (multi-clip testing)."""

    def __init__(self, clip_len, interval, num_clips=3):
        self.clip_len, self.interval, self.num_clips = clip_len, interval, num_clips

    def __call__(self, num_frames):
        span = (self.clip_len - 1) * self.interval + 1
        free = max(num_frames - span, 0)
        if self.num_clips == 1:
            starts = [free // 2]
        else:
            starts = [round(k * free / (self.num_clips - 1)) for k in range(self.num_clips)]
        return [_clip_indices(s, self.clip_len, self.interval) for s in starts]


def build_sampler(cfg, train):
    dc = cfg["data"]
    L, k = dc["clip_len"], dc["frame_interval"]
    if not train:
        return UniformClipSampler(L, k, dc.get("test_clips", 3))
    if dc.get("train_sampler", "random") == "center":
        return CenterClipSampler(L, k)
    return RandomClipSampler(L, k)
