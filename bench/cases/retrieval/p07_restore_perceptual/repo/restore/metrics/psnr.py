import torch


def psnr(pred, target, max_val=1.0, crop=0):
    if crop:
        pred = pred[..., crop:-crop, crop:-crop]
        target = target[..., crop:-crop, crop:-crop]
    mse = ((pred.clamp(0, max_val) - target) ** 2).flatten(1).mean(1)
    return (10 * torch.log10(max_val ** 2 / mse.clamp(min=1e-10))).mean().item()


def rgb_to_y(img):
    """ITU-R BT.601 luma, as used for SR benchmarks."""
    r, g, b = img[:, 0], img[:, 1], img[:, 2]
    return (16 + 65.481 * r + 128.553 * g + 24.966 * b) / 255.0


def psnr_y(pred, target, crop=0):
    return psnr(rgb_to_y(pred).unsqueeze(1), rgb_to_y(target).unsqueeze(1), crop=crop)


def gradient_magnitude(img):
    gx = img[..., :, 2:] - img[..., :, :-2]
    gy = img[..., 2:, :] - img[..., :-2, :]
    return (gx[..., 1:-1, :] ** 2 + gy[..., :, 1:-1] ** 2).sqrt()


def gmsd(pred, target, c=0.0026):
    """Gradient magnitude similarity deviation (lower is better)."""
    gp, gt = gradient_magnitude(pred.mean(1)), gradient_magnitude(target.mean(1))
    gms = (2 * gp * gt + c) / (gp ** 2 + gt ** 2 + c)
    return gms.flatten(1).std(1).mean().item()
