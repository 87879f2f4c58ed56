import torch

# ITU-R BT.601 (studio swing), same constants as MATLAB rgb2ycbcr
_RGB2YCBCR = torch.tensor([[65.481, 128.553, 24.966],
                           [-37.797, -74.203, 112.0],
                           [112.0, -93.786, -18.214]])
_OFFSET = torch.tensor([16.0, 128.0, 128.0])


def rgb_to_ycbcr(img):
    """[..., 3, H, W] RGB in [0, 1] -> YCbCr in [0, 1] (Y in [16/255, 235/255])."""
    m = _RGB2YCBCR.to(img)
    out = torch.einsum("ij,...jhw->...ihw", m, img) + _OFFSET.to(img).view(3, 1, 1)
    return out / 255.0


def ycbcr_to_rgb(img):
    m = torch.linalg.inv(_RGB2YCBCR).to(img)
    x = img * 255.0 - _OFFSET.to(img).view(3, 1, 1)
    return torch.einsum("ij,...jhw->...ihw", m, x).clamp(0, 1)


def rgb_to_y(img):
    """Luma only: [..., 3, H, W] RGB in [0, 1] -> [..., 1, H, W]."""
    w = _RGB2YCBCR[0].to(img).view(3, 1, 1)
    return (img * w).sum(dim=-3, keepdim=True) + 16.0
