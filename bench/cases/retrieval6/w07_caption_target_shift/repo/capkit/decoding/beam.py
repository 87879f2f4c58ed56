import torch


def _length_penalty(length, alpha):
    return ((5.0 + length) / 6.0) ** alpha


@torch.no_grad()
def beam_search(model, images, max_len=16, beam_size=3, length_penalty=0.6):
    """Per-image beam search (simple, not batched across images)."""
    regions_all, pooled_all = model.encode(images)
    dec = model.decoder
    results = []
    for b in range(images.size(0)):
        regions = regions_all[b:b + 1].expand(beam_size, -1, -1)
        pooled = pooled_all[b:b + 1].expand(beam_size, -1)
        hidden = dec.init_state(pooled)
        seqs = [[] for _ in range(beam_size)]
        scores = torch.full((beam_size,), float("-inf"))
        scores[0] = 0.0
        tokens = torch.full((beam_size,), model.bos_id, dtype=torch.long)
        done = []
        for _ in range(max_len):
            logits, hidden = dec.step(tokens, hidden, regions, pooled)
            logp = logits.log_softmax(dim=-1)
            cand = (scores.unsqueeze(1) + logp).view(-1)
            top_scores, top_idx = cand.topk(beam_size)
            V = logp.size(1)
            beam_idx, tok_idx = top_idx // V, top_idx % V
            new_seqs, keep = [], []
            for s, bi, ti in zip(top_scores.tolist(), beam_idx.tolist(), tok_idx.tolist()):
                seq = seqs[bi] + [ti]
                if ti == model.eos_id:
                    done.append((s / _length_penalty(len(seq), length_penalty), seq))
                    s = float("-inf")
                new_seqs.append(seq)
                keep.append(s)
            seqs = new_seqs
            scores = torch.tensor(keep)
            hidden = hidden[beam_idx]
            tokens = tok_idx
            if len(done) >= beam_size or torch.isinf(scores).all():
                break
        if not done:
            done = [(float(scores[i]) / _length_penalty(len(seqs[i]), length_penalty), seqs[i])
                    for i in range(beam_size)]
        results.append(max(done, key=lambda x: x[0])[1])
    width = max(len(s) for s in results)
    out = torch.full((len(results), width), model.pad_id, dtype=torch.long)
    for i, s in enumerate(results):
        out[i, : len(s)] = torch.tensor(s)
    return out
