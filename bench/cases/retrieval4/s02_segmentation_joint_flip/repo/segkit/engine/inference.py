import torch
import torch.nn.functional as F


@torch.no_grad()
def flip_tta(model, image):
    logits = model(image)
    logits_f = model(image.flip(-1)).flip(-1)
    return (logits.softmax(1) + logits_f.softmax(1)) / 2


@torch.no_grad()
def sliding_window_predict(model, image, num_classes, window=(256, 256), stride=(170, 170)):
    b, _, h, w = image.shape
    wh, ww = window
    sh, sw = stride
    pad_h, pad_w = max(wh - h, 0), max(ww - w, 0)
    image = F.pad(image, (0, pad_w, 0, pad_h))
    H, W = image.shape[-2:]
    probs = image.new_zeros(b, num_classes, H, W)
    count = image.new_zeros(b, 1, H, W)
    ys = list(range(0, max(H - wh, 0) + 1, sh))
    xs = list(range(0, max(W - ww, 0) + 1, sw))
    if ys[-1] + wh < H:
        ys.append(H - wh)
    if xs[-1] + ww < W:
        xs.append(W - ww)
    for y in ys:
        for x in xs:
            crop = image[:, :, y:y + wh, x:x + ww]
            probs[:, :, y:y + wh, x:x + ww] += model(crop).softmax(1)
            count[:, :, y:y + wh, x:x + ww] += 1
    return (probs / count)[:, :, :h, :w]
