"""Embed the whole validation split once, then compute recall in both directions."""
import torch

from dualret.data.collate import pad_tokens
from dualret.metrics.ranking import mean_rank_img2txt, recall_img2txt, recall_txt2img, rsum


class RetrievalEvaluator:
    def __init__(self, dataset, ks=(1, 5, 10), batch_size=256, pad_id=0):
        self.dataset = dataset
        self.ks = tuple(ks)
        self.batch_size = batch_size
        self.pad_id = pad_id

    @torch.no_grad()
    def embed(self, model):
        model.eval()
        imgs = torch.stack(self.dataset.images)
        img_emb = torch.cat([model.encode_image(imgs[i:i + self.batch_size])
                             for i in range(0, len(imgs), self.batch_size)])
        caps, owner = self.dataset.flat_captions()
        txt_emb = []
        for i in range(0, len(caps), self.batch_size):
            tokens, lengths = pad_tokens(caps[i:i + self.batch_size], self.pad_id)
            txt_emb.append(model.encode_text(tokens, lengths))
        return img_emb, torch.cat(txt_emb), owner

    def __call__(self, model):
        img_emb, txt_emb, owner = self.embed(model)
        sim = img_emb @ txt_emb.t()
        out = {}
        out.update(recall_img2txt(sim, owner, self.ks))
        out.update(recall_txt2img(sim, owner, self.ks))
        out.update(mean_rank_img2txt(sim, owner))
        out["rsum"] = rsum(out)
        return out
