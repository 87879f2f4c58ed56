import torch

from ..data.vocab import BOS, EOS, PAD


@torch.no_grad()
def greedy_decode(model, src, max_len=32):
    model.eval()
    memory, src_mask = model.encode(src)
    ys = torch.full((src.size(0), 1), BOS, dtype=torch.long)
    done = torch.zeros(src.size(0), dtype=torch.bool)
    for _ in range(max_len):
        logits = model.decode(ys, memory, src_mask)[:, -1]
        nxt = logits.argmax(-1).masked_fill(done, PAD)
        ys = torch.cat([ys, nxt[:, None]], dim=1)
        done |= nxt == EOS
        if done.all():
            break
    return ys[:, 1:]


@torch.no_grad()
def beam_search(model, src, beam=4, max_len=32, length_penalty=0.6):
    """Beam search for a single source sequence (src: (1, T))."""
    model.eval()
    memory, src_mask = model.encode(src)
    beams = [([BOS], 0.0)]
    finished = []
    for _ in range(max_len):
        cand = []
        for seq, score in beams:
            ys = torch.tensor([seq])
            logp = model.decode(ys, memory, src_mask)[0, -1].log_softmax(-1)
            top = logp.topk(beam)
            for lp, tok in zip(top.values.tolist(), top.indices.tolist()):
                cand.append((seq + [tok], score + lp))
        cand.sort(key=lambda c: c[1], reverse=True)
        beams = []
        for seq, score in cand[:beam]:
            (finished if seq[-1] == EOS else beams).append((seq, score))
        if not beams:
            break
    finished = finished or beams
    best = max(finished, key=lambda c: c[1] / (len(c[0]) ** length_penalty))
    return best[0][1:]
