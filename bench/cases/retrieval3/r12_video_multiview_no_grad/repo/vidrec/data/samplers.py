import random


def clip_span(num_frames, sampling_rate):
    return (num_frames - 1) * sampling_rate + 1


def random_clip_start(video_len, num_frames, sampling_rate):
    span = clip_span(num_frames, sampling_rate)
    return random.randint(0, max(0, video_len - span))


def uniform_clip_starts(video_len, num_frames, sampling_rate, num_clips):
    """num_clips starts spread evenly over the video (SlowFast-style multi-view testing)."""
    span = clip_span(num_frames, sampling_rate)
    room = max(0, video_len - span)
    if num_clips == 1:
        return [room // 2]
    return [round(i * room / (num_clips - 1)) for i in range(num_clips)]


def dense_clip_starts(video_len, num_frames, sampling_rate, stride=None):
    span = clip_span(num_frames, sampling_rate)
    stride = stride or span
    return list(range(0, max(1, video_len - span + 1), stride))


def frame_indices(start, num_frames, sampling_rate, video_len):
    return [min(start + i * sampling_rate, video_len - 1) for i in range(num_frames)]
