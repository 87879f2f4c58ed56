"""Optional post-processing of window scores / predictions."""
import numpy as np


def ema_smooth(scores, alpha=0.3):
    """Exponential moving average over consecutive windows (reduces isolated false alarms)."""
    scores = np.asarray(scores, dtype=np.float64)
    out = np.empty_like(scores)
    state = scores[0] if len(scores) else 0.0
    for i, s in enumerate(scores):
        state = alpha * s + (1.0 - alpha) * state
        out[i] = state
    return out


def label_segments(labels):
    """Contiguous runs of positive labels as (start, end) pairs, end exclusive."""
    labels = np.asarray(labels).astype(bool)
    segments, start = [], None
    for i, v in enumerate(labels):
        if v and start is None:
            start = i
        elif not v and start is not None:
            segments.append((start, i))
            start = None
    if start is not None:
        segments.append((start, len(labels)))
    return segments


def point_adjust(pred, labels):
    """If any window of an anomalous segment is flagged, count the whole segment as detected."""
    pred = np.asarray(pred).astype(bool).copy()
    for start, end in label_segments(labels):
        if pred[start:end].any():
            pred[start:end] = True
    return pred


def window_to_point_scores(window_scores, starts, window, length):
    """Spread window scores back onto time steps, taking the max over overlapping windows."""
    out = np.zeros(length, dtype=np.float64)
    for s, score in zip(starts, window_scores):
        np.maximum(out[s:s + window], score, out=out[s:s + window])
    return out
