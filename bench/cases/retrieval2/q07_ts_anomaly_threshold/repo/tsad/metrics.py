import torch


def _prf(pred, labels):
    tp = int(((pred == 1) & (labels == 1)).sum())
    fp = int(((pred == 1) & (labels == 0)).sum())
    fn = int(((pred == 0) & (labels == 1)).sum())
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


def point_adjust(pred, labels):
    """If any point inside a true anomaly segment is detected, count the whole segment as detected."""
    pred = pred.clone()
    in_seg, start = False, 0
    for i, lab in enumerate(labels.tolist() + [0]):
        if lab == 1 and not in_seg:
            in_seg, start = True, i
        elif lab == 0 and in_seg:
            in_seg = False
            if pred[start:i].any():
                pred[start:i] = 1
    return pred


def detection_report(point_scores, labels, threshold):
    pred = (point_scores > threshold).long()
    raw = _prf(pred, labels)
    adj = _prf(point_adjust(pred, labels), labels)
    return {**{f"{k}": v for k, v in raw.items()}, **{f"pa_{k}": v for k, v in adj.items()},
            "flagged_frac": float(pred.float().mean())}


def best_f1_threshold(point_scores, labels, n_grid=200):
    """Oracle threshold search (for analysis only, uses test labels)."""
    lo, hi = float(point_scores.min()), float(point_scores.max())
    best = (0.0, lo)
    for thr in torch.linspace(lo, hi, n_grid).tolist():
        f1 = _prf((point_scores > thr).long(), labels)["f1"]
        if f1 > best[0]:
            best = (f1, thr)
    return {"best_f1": best[0], "best_threshold": best[1]}


def segments(labels):
    """List of (start, end) of contiguous anomaly segments, end exclusive."""
    out, start = [], None
    for i, lab in enumerate(labels.tolist() + [0]):
        if lab == 1 and start is None:
            start = i
        elif lab == 0 and start is not None:
            out.append((start, i))
            start = None
    return out


def event_report(pred, labels):
    """Event-level recall and mean detection delay (steps from segment start to first flag)."""
    segs = segments(labels)
    delays = []
    for s, e in segs:
        hits = pred[s:e].nonzero()
        if hits.numel():
            delays.append(int(hits[0]))
    return {"events": len(segs), "events_detected": len(delays),
            "event_recall": len(delays) / len(segs) if segs else float("nan"),
            "mean_delay": sum(delays) / len(delays) if delays else float("nan")}
