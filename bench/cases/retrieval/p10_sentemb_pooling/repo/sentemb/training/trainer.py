import torch

from ..data.batching import pair_batches
from .objectives import info_nce


def train(model, pairs, tcfg, log=print):
    opt = torch.optim.AdamW(model.parameters(), lr=tcfg["lr"], weight_decay=0.01)
    history = []
    for epoch in range(tcfg["epochs"]):
        model.train()
        total, n = 0.0, 0
        for a_ids, a_mask, b_ids, b_mask in pair_batches(pairs, model.tokenizer, tcfg["batch_size"],
                                                         model.mcfg["max_len"], seed=epoch):
            ea, eb = model(a_ids, a_mask), model(b_ids, b_mask)
            loss = info_nce(ea, eb, tcfg.get("temperature", 0.05))
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            n += 1
        history.append(total / max(1, n))
        log(f"epoch {epoch} | contrastive loss {history[-1]:.4f}")
    return history
