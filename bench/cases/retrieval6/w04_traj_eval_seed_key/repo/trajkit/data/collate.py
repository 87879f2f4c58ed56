import torch


def collate_scenes(items, max_neighbors=8):
    """Stack focal tracks and zero-pad neighbours to the largest count in the batch."""
    obs = torch.stack([it["obs"] for it in items])
    fut = torch.stack([it["fut"] for it in items])
    n = min(max(it["neighbors"].shape[0] for it in items), max_neighbors)
    t = obs.shape[1]
    nb = torch.zeros(len(items), max(n, 1), t, 2)
    mask = torch.zeros(len(items), max(n, 1), dtype=torch.bool)
    for b, it in enumerate(items):
        k = min(it["neighbors"].shape[0], n)
        if k:
            nb[b, :k] = it["neighbors"][:k]
            mask[b, :k] = True
    return {"obs": obs, "fut": fut, "neighbors": nb, "neighbor_mask": mask}
