import torch.nn.functional as F


def upsample_flow(flow, factor=2):
    """Bilinear upsampling; flow values are in full-resolution pixels so they are kept."""
    return F.interpolate(flow, scale_factor=factor, mode="bilinear", align_corners=False)


def resize_flow(flow, size):
    """Area/bilinear resize of a ground-truth flow to ``size`` (values unchanged)."""
    h, w = flow.shape[-2:]
    if (h, w) == tuple(size):
        return flow
    mode = "area" if size[0] < h else "bilinear"
    kwargs = {} if mode == "area" else {"align_corners": False}
    return F.interpolate(flow, size=size, mode=mode, **kwargs)
