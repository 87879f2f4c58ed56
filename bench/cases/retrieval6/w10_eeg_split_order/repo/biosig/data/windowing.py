import torch


def sliding_windows(signal, size, stride):
    """(C, T) -> (N, C, size) windows; a trailing partial window is dropped."""
    if signal.size(-1) < size:
        return signal.new_zeros((0, signal.size(0), size))
    return signal.unfold(-1, size, stride).permute(1, 0, 2).contiguous()


def window_recordings(recordings, fs, window_sec=1.0, stride_sec=0.5):
    """Cut every recording into windows; returns tensors + per-window subject ids."""
    size = int(round(window_sec * fs))
    stride = int(round(stride_sec * fs))
    xs, ys, subjects, rec_ids = [], [], [], []
    for i, rec in enumerate(recordings):
        w = sliding_windows(rec.signal, size, stride)
        xs.append(w)
        ys += [rec.label] * w.size(0)
        subjects += [rec.subject] * w.size(0)
        rec_ids += [i] * w.size(0)
    x = torch.cat(xs) if xs else torch.zeros(0)
    return x, torch.tensor(ys, dtype=torch.long), subjects, torch.tensor(rec_ids)
