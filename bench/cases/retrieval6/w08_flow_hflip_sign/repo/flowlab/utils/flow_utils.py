"""Helpers on batched flow tensors (B, 2, H, W)."""
import torch


def hflip_flow(flow):
    """Mirror a flow field left-right: the horizontal component changes sign."""
    flow = flow.flip(-1)
    return torch.cat([-flow[:, :1], flow[:, 1:]], dim=1)


def vflip_flow(flow):
    flow = flow.flip(-2)
    return torch.cat([flow[:, :1], -flow[:, 1:]], dim=1)


def flow_magnitude(flow):
    return flow.pow(2).sum(dim=1).sqrt()


def flow_stats(flow):
    return {"u_mean": flow[:, 0].mean().item(), "v_mean": flow[:, 1].mean().item(),
            "mag_max": flow_magnitude(flow).max().item()}
