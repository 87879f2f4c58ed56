"""Simulated backbone features of pedestrian crops; identity sizes follow a long-tailed law."""
import torch


def simulate_identities(n_ids, feat_dim=768, max_images=60, seed=0, id_offset=0):
    g = torch.Generator().manual_seed(seed)
    # long tail: many identities are seen by only a few cameras / frames
    counts = (2 + (torch.rand(n_ids, generator=g) ** 3) * (max_images - 2)).long()
    centers = torch.randn(n_ids, feat_dim, generator=g)
    feats, labels, cams = [], [], []
    for i in range(n_ids):
        c = int(counts[i])
        cam_shift = torch.randn(6, feat_dim, generator=g) * 1.0
        cam = torch.randint(0, 6, (c,), generator=g)
        feats.append(centers[i] + cam_shift[cam] + 1.6 * torch.randn(c, feat_dim, generator=g))
        labels.append(torch.full((c,), i + id_offset))
        cams.append(cam)
    return torch.cat(feats), torch.cat(labels), torch.cat(cams)


def filter_identities(feats, labels, cams, min_images):
    ids, counts = labels.unique(return_counts=True)
    keep_ids = ids[counts >= min_images]
    keep = torch.isin(labels, keep_ids)
    return feats[keep], labels[keep], cams[keep]


def build_splits(cfg, seed=0):
    d = cfg["data"]
    tr = simulate_identities(d["n_identities"], d["feat_dim"], d["max_images_per_id"], seed)
    tr = filter_identities(*tr, d["min_images_per_id"])
    te = simulate_identities(d["n_test_identities"], d["feat_dim"], d["max_images_per_id"], seed + 1,
                             id_offset=100000)
    te = filter_identities(*te, 2)
    return tr, te
