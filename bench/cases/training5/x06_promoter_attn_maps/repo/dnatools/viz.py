"""Text-mode attention summaries (the cluster has no display)."""
import torch

SHADES = " .:-=+*#%@"


def latest_attention(model, layer=0):
    return model.blocks[layer].attn.attn_maps[-1]


def attention_profile(model, layer=0):
    """How much attention each position receives, averaged over heads and queries."""
    att = latest_attention(model, layer)          # (heads, t, t)
    return att.mean(0).mean(0)


def ascii_profile(profile, width=80):
    bins = torch.nn.functional.adaptive_avg_pool1d(profile[None, None], width)[0, 0]
    bins = (bins - bins.min()) / (bins.max() - bins.min() + 1e-12)
    return "".join(SHADES[int(v * (len(SHADES) - 1))] for v in bins)
