import torch


def pad_collate(batch, pad_value=0.0):
    imgs, labels, texts = zip(*batch)
    h = imgs[0].shape[1]
    w = max(im.shape[2] for im in imgs)
    out = torch.full((len(imgs), 1, h, w), pad_value)
    for k, im in enumerate(imgs):
        out[k, :, :, : im.shape[2]] = im
    widths = torch.tensor([im.shape[2] for im in imgs])
    targets = torch.cat(labels)
    target_lengths = torch.tensor([len(l) for l in labels])
    return {"images": out, "widths": widths, "targets": targets,
            "target_lengths": target_lengths, "texts": list(texts)}
