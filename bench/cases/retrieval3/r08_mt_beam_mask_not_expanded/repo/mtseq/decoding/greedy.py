import torch


@torch.no_grad()
def greedy_decode(model, memory, memory_pad_mask, bos_id, eos_id, max_len=100):
    b = memory.shape[0]
    ys = torch.full((b, 1), bos_id, dtype=torch.long, device=memory.device)
    done = torch.zeros(b, dtype=torch.bool, device=memory.device)
    for _ in range(max_len):
        logits = model.decode(ys, memory, memory_pad_mask)[:, -1]
        nxt = logits.argmax(-1).masked_fill(done, eos_id)
        ys = torch.cat([ys, nxt[:, None]], dim=1)
        done |= nxt.eq(eos_id)
        if done.all():
            break
    return [row[1:].tolist() for row in ys]
