import torch


def pck(pred, gt, vis, threshold=0.1, ref=None):
    """Percentage of correct keypoints: distance < threshold * ref (default: image diagonal
    passed as `ref`, or the bounding-box diagonal of the ground-truth pose)."""
    if ref is None:
        lo, hi = gt.min(1).values, gt.max(1).values
        ref = (hi - lo).norm(dim=-1)
    d = (pred - gt).norm(dim=-1)
    ok = (d < threshold * ref[:, None]).float() * vis
    return (ok.sum() / vis.sum().clamp(min=1)).item()


def per_joint_pck(pred, gt, vis, threshold=0.1):
    lo, hi = gt.min(1).values, gt.max(1).values
    ref = (hi - lo).norm(dim=-1)
    d = (pred - gt).norm(dim=-1)
    ok = (d < threshold * ref[:, None]).float() * vis
    return (ok.sum(0) / vis.sum(0).clamp(min=1)).tolist()


def mean_error(pred, gt, vis):
    d = (pred - gt).norm(dim=-1) * vis
    return (d.sum() / vis.sum().clamp(min=1)).item()


def oks(pred, gt, vis, area, kappas=None):
    """Object keypoint similarity (COCO) for a batch of single-person predictions."""
    k = kappas if kappas is not None else torch.full((gt.shape[1],), 0.08)
    d2 = ((pred - gt) ** 2).sum(-1)
    e = d2 / (2 * area[:, None] * k[None] ** 2 + 1e-9)
    return ((torch.exp(-e) * vis).sum(1) / vis.sum(1).clamp(min=1)).tolist()


def auc_pck(pred, gt, vis, max_threshold=0.5, steps=20):
    """Area under the PCK curve for thresholds in (0, max_threshold], normalised to [0, 1]."""
    values = []
    for i in range(1, steps + 1):
        values.append(pck(pred, gt, vis, max_threshold * i / steps))
    return sum(values) / len(values)


def nme(pred, gt, vis, norm_pair=(0, 4)):
    """Normalised mean error, using the distance between two reference joints (head-pelvis)."""
    a, b = norm_pair
    ref = (gt[:, a] - gt[:, b]).norm(dim=-1).clamp(min=1e-6)
    d = (pred - gt).norm(dim=-1) / ref[:, None]
    return ((d * vis).sum() / vis.sum().clamp(min=1)).item()
