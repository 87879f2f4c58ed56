import torch


def recall_at_k(sim, gt_mask, ks=(1, 5, 10)):
    """sim [Q, G], gt_mask [Q, G] True where gallery item g is a correct answer for query q."""
    ranks = sim.argsort(dim=1, descending=True)
    hit = gt_mask.gather(1, ranks)
    first = hit.float().argmax(dim=1)
    return {k: (first < k).float().mean().item() * 100 for k in ks}, first.float().median().item() + 1


def retrieval_metrics(img_emb, img_ids, txt_emb, txt_img_ids, ks=(1, 5, 10)):
    """Image->text and text->image recall given unique image embeddings and caption embeddings."""
    sim = img_emb @ txt_emb.t()
    gt = img_ids[:, None] == txt_img_ids[None, :]
    i2t, i2t_med = recall_at_k(sim, gt, ks)
    t2i, t2i_med = recall_at_k(sim.t(), gt.t(), ks)
    out = {f"i2t_R@{k}": v for k, v in i2t.items()}
    out.update({f"t2i_R@{k}": v for k, v in t2i.items()})
    out["rsum"] = sum(i2t.values()) + sum(t2i.values())
    out["i2t_medr"], out["t2i_medr"] = i2t_med, t2i_med
    return out
