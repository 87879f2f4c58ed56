import torch


def length_penalty(length, alpha=0.6):
    """GNMT length penalty."""
    return ((5.0 + length) / 6.0) ** alpha


@torch.no_grad()
def beam_search(model, memory, memory_pad_mask, bos_id, eos_id, beam_size=4, max_len=100, alpha=0.6):
    """Returns the best hypothesis (token ids without BOS) for each source sentence."""
    b, device = memory.shape[0], memory.device
    memory = memory.repeat_interleave(beam_size, dim=0)
    ys = torch.full((b * beam_size, 1), bos_id, dtype=torch.long, device=device)
    scores = torch.zeros(b, beam_size, device=device)
    scores[:, 1:] = float("-inf")
    finished = [[] for _ in range(b)]
    alive = torch.ones(b, dtype=torch.bool, device=device)
    for step in range(1, max_len + 1):
        logp = model.decode(ys, memory, memory_pad_mask)[:, -1].log_softmax(-1)
        v = logp.shape[-1]
        cand = (scores.view(-1, 1) + logp).view(b, beam_size * v)
        top, idx = cand.topk(2 * beam_size, dim=-1)
        beam_idx, tok = idx // v, idx % v
        new_scores = torch.full((b, beam_size), float("-inf"), device=device)
        new_rows = []
        for i in range(b):
            kept = 0
            for s, bi, t in zip(top[i].tolist(), beam_idx[i].tolist(), tok[i].tolist()):
                row = i * beam_size + bi
                if t == eos_id:
                    if alive[i] and s > float("-inf"):
                        finished[i].append((s / length_penalty(step, alpha), ys[row, 1:].tolist()))
                    continue
                if kept < beam_size:
                    new_scores[i, kept] = s
                    new_rows.append((row, t))
                    kept += 1
            while kept < beam_size:
                new_rows.append((i * beam_size, eos_id))
                kept += 1
            if len(finished[i]) >= beam_size:
                alive[i] = False
        rows = torch.tensor([r for r, _ in new_rows], device=device)
        toks = torch.tensor([t for _, t in new_rows], device=device)
        ys = torch.cat([ys[rows], toks[:, None]], dim=1)
        scores = new_scores
        if not alive.any():
            break
    out = []
    for i in range(b):
        if not finished[i]:
            finished[i].append((scores[i, 0].item(), ys[i * beam_size, 1:].tolist()))
        out.append(max(finished[i], key=lambda x: x[0])[1])
    return out
