import torch


@torch.no_grad()
def sample_decode(model, memory, memory_pad_mask, bos_id, eos_id, max_len=100, num_samples=1, temperature=1.0,
                  top_k=0):
    """Ancestral sampling; returns num_samples hypotheses per source sentence."""
    b = memory.shape[0]
    memory = memory.repeat_interleave(num_samples, dim=0)
    if memory_pad_mask is not None:
        memory_pad_mask = memory_pad_mask.repeat_interleave(num_samples, dim=0)
    ys = torch.full((b * num_samples, 1), bos_id, dtype=torch.long, device=memory.device)
    done = torch.zeros(b * num_samples, dtype=torch.bool, device=memory.device)
    for _ in range(max_len):
        logits = model.decode(ys, memory, memory_pad_mask)[:, -1] / temperature
        if top_k > 0:
            kth = logits.topk(top_k, dim=-1).values[:, -1:]
            logits = logits.masked_fill(logits < kth, float("-inf"))
        nxt = torch.multinomial(logits.softmax(-1), 1).squeeze(1).masked_fill(done, eos_id)
        ys = torch.cat([ys, nxt[:, None]], dim=1)
        done |= nxt.eq(eos_id)
        if done.all():
            break
    out = [row[1:].tolist() for row in ys]
    return [out[i * num_samples:(i + 1) * num_samples] for i in range(b)]
