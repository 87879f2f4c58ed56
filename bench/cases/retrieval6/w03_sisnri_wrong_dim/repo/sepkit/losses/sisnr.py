import torch


def neg_sisnr(est, ref, eps=1e-8):
    """Negative SI-SNR per item; ``est``/``ref`` [..., T]."""
    est = est - est.mean(dim=-1, keepdim=True)
    ref = ref - ref.mean(dim=-1, keepdim=True)
    proj = (est * ref).sum(-1, keepdim=True) * ref / (ref.pow(2).sum(-1, keepdim=True) + eps)
    noise = est - proj
    ratio = proj.pow(2).sum(-1) / (noise.pow(2).sum(-1) + eps)
    return -10 * torch.log10(ratio + eps)


def pairwise_neg_sisnr(est, ref, eps=1e-8):
    """[B, C, T] x [B, C, T] -> [B, C_est, C_ref] matrix of negative SI-SNR."""
    return neg_sisnr(est.unsqueeze(2), ref.unsqueeze(1), eps)
