import torch


@torch.no_grad()
def generate(model, idx, max_new_tokens=100, temperature=1.0, top_k=None, eos_id=None):
    model.eval()
    max_len = model.cfg.max_seq_len
    for _ in range(max_new_tokens):
        logits = model(idx[:, -max_len:])[:, -1, :] / max(temperature, 1e-5)
        if top_k is not None:
            v, _ = logits.topk(min(top_k, logits.size(-1)))
            logits[logits < v[:, [-1]]] = -float("inf")
        nxt = torch.multinomial(logits.softmax(-1), 1)
        idx = torch.cat([idx, nxt], dim=1)
        if eos_id is not None and bool((nxt == eos_id).all()):
            break
    return idx
