import torch

from dualenc.metrics import retrieval_metrics


@torch.no_grad()
def encode_split(model, loader, device="cpu"):
    model.eval()
    img_by_id, txt, txt_img = {}, [], []
    for images, tokens, lengths, img_ids, _ in loader:
        new = [k for k, i in enumerate(img_ids.tolist()) if i not in img_by_id]
        if new:
            emb = model.encode_image(images[new].to(device)).cpu()
            for k, e in zip(new, emb):
                img_by_id[img_ids[k].item()] = e
        txt.append(model.encode_text(tokens.to(device), lengths.to(device)).cpu())
        txt_img.append(img_ids)
    ids = sorted(img_by_id)
    return torch.stack([img_by_id[i] for i in ids]), torch.tensor(ids), torch.cat(txt), torch.cat(txt_img)


def evaluate(model, loader, device="cpu", log=None):
    img, img_ids, txt, txt_img = encode_split(model, loader, device)
    res = retrieval_metrics(img, img_ids, txt, txt_img)
    if log is not None:
        log.info("eval | images %d | captions %d | i2t R@1 %.2f R@5 %.2f | t2i R@1 %.2f R@5 %.2f | rsum %.1f",
                 len(img), len(txt), res["i2t_R@1"], res["i2t_R@5"], res["t2i_R@1"], res["t2i_R@5"], res["rsum"])
    return res
