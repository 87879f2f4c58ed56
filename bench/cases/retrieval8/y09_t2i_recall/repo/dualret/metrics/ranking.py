"""Recall@K for retrieval with several captions per image.

``sim`` is always (num_images, num_captions); ``owner[j]`` is the image index of caption j.
"""
import torch


def _first_hit_rank_img2txt(sim, owner):
    order = sim.argsort(dim=1, descending=True)                      # captions, best first
    hits = owner[order] == torch.arange(sim.shape[0]).unsqueeze(1)   # (N_img, N_cap)
    return hits.float().argmax(dim=1)                                # 0-based rank of first hit


def recall_img2txt(sim, owner, ks=(1, 5, 10)):
    """An image is a hit at K if any of its captions is among its top-K captions."""
    ranks = _first_hit_rank_img2txt(sim, owner)
    return {f"i2t_R@{k}": (ranks < k).float().mean().item() * 100 for k in ks}


def recall_txt2img(sim, owner, ks=(1, 5, 10)):
    """A caption is a hit at K if its image is among its top-K images."""
    order = sim.t().argsort(dim=1)                                   # (N_cap, N_img)
    ranks = (order == owner.unsqueeze(1)).float().argmax(dim=1)
    return {f"t2i_R@{k}": (ranks < k).float().mean().item() * 100 for k in ks}


def mean_rank_img2txt(sim, owner):
    """1-based mean / median rank of the first matching caption."""
    ranks = _first_hit_rank_img2txt(sim, owner).float() + 1
    return {"i2t_meanr": ranks.mean().item(), "i2t_medr": ranks.median().item()}


def rsum(metrics):
    return sum(v for k, v in metrics.items() if "_R@" in k)
