def greedy_decode(log_probs, lengths, blank=0):
    """Best path: argmax per frame, collapse repeats, drop blanks. Returns list of id lists."""
    best = log_probs.argmax(dim=-1)
    hyps = []
    for seq, n in zip(best.tolist(), lengths.tolist()):
        out, prev = [], None
        for s in seq[:n]:
            if s != prev and s != blank:
                out.append(s)
            prev = s
        hyps.append(out)
    return hyps
