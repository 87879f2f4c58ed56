"""Test-time inference helpers: sliding-window prediction and flip TTA."""
import torch
import torch.nn.functional as F


@torch.no_grad()
def sliding_window(model, img, num_classes, window=32, stride=16):
    """img: (N, 3, H, W). Averages logits over overlapping windows."""
    n, _, h, w = img.shape
    logits = torch.zeros(n, num_classes, h, w)
    counts = torch.zeros(1, 1, h, w)
    ys = list(range(0, max(h - window, 0) + 1, stride))
    xs = list(range(0, max(w - window, 0) + 1, stride))
    if ys[-1] + window < h:
        ys.append(h - window)
    if xs[-1] + window < w:
        xs.append(w - window)
    for y in ys:
        for x in xs:
            crop = img[:, :, y:y + window, x:x + window]
            out = model(crop)
            if out.shape[-2:] != crop.shape[-2:]:
                out = F.interpolate(out, size=crop.shape[-2:], mode="bilinear", align_corners=False)
            logits[:, :, y:y + window, x:x + window] += out
            counts[:, :, y:y + window, x:x + window] += 1
    return logits / counts.clamp(min=1)


@torch.no_grad()
def flip_tta(model, img):
    out = model(img).softmax(1)
    out += model(img.flip(-1)).softmax(1).flip(-1)
    return out / 2


@torch.no_grad()
def predict_masks(model, images, tta=False):
    model.eval()
    probs = flip_tta(model, images) if tta else model(images).softmax(1)
    conf, pred = probs.max(1)
    return pred, conf
