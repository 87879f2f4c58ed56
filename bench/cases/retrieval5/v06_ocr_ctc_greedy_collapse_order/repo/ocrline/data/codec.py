"""Text <-> label sequences and CTC output decoding."""
import math
from collections import defaultdict

import torch

from .charset import Charset


def _logsumexp(*xs):
    m = max(xs)
    if m == -math.inf:
        return -math.inf
    return m + math.log(sum(math.exp(x - m) for x in xs))


class CTCCodec:
    def __init__(self, charset: Charset):
        self.charset = charset
        self.blank = Charset.BLANK

    def encode(self, texts):
        """List of strings -> (flat targets, target lengths) as expected by nn.CTCLoss."""
        ids, lengths = [], []
        for t in texts:
            seq = [self.charset.id_of(c) for c in self.charset.filter(t)]
            ids.extend(seq)
            lengths.append(len(seq))
        return torch.tensor(ids, dtype=torch.long), torch.tensor(lengths, dtype=torch.long)

    def ids_to_text(self, ids):
        return "".join(self.charset.char_of(i) for i in ids)

    def decode_greedy(self, log_probs, lengths):
        """Best-path decoding. log_probs: (T, B, C); lengths: (B,) valid frames."""
        best = log_probs.argmax(dim=-1).t().tolist()  # B x T
        texts = []
        for b, seq in enumerate(best):
            seq = [s for s in seq[: int(lengths[b])] if s != self.blank]
            out, prev = [], None
            for s in seq:
                if s != prev:
                    out.append(s)
                prev = s
            texts.append(self.ids_to_text(out))
        return texts

    def decode_beam(self, log_probs, lengths, beam_width=8):
        """CTC prefix beam search (no language model)."""
        lp = log_probs.detach().float().cpu()
        texts = []
        for b in range(lp.shape[1]):
            beams = {(): (0.0, -math.inf)}  # prefix -> (log p ending in blank, log p ending in non-blank)
            for t in range(int(lengths[b])):
                frame = lp[t, b].tolist()
                nxt = defaultdict(lambda: (-math.inf, -math.inf))
                for prefix, (p_b, p_nb) in beams.items():
                    nb_b, nb_nb = nxt[prefix]
                    nxt[prefix] = (_logsumexp(nb_b, p_b + frame[self.blank], p_nb + frame[self.blank]), nb_nb)
                    for c in range(len(frame)):
                        if c == self.blank:
                            continue
                        ext = prefix + (c,)
                        e_b, e_nb = nxt[ext]
                        if prefix and prefix[-1] == c:
                            # repeated char needs a blank in between; staying = same prefix
                            nxt[ext] = (e_b, _logsumexp(e_nb, p_b + frame[c]))
                            s_b, s_nb = nxt[prefix]
                            nxt[prefix] = (s_b, _logsumexp(s_nb, p_nb + frame[c]))
                        else:
                            nxt[ext] = (e_b, _logsumexp(e_nb, p_b + frame[c], p_nb + frame[c]))
                beams = dict(sorted(nxt.items(), key=lambda kv: _logsumexp(*kv[1]), reverse=True)[:beam_width])
            best = max(beams.items(), key=lambda kv: _logsumexp(*kv[1]))[0]
            texts.append(self.ids_to_text(best))
        return texts

    def decode(self, log_probs, lengths, method="greedy", beam_width=8):
        if method == "beam":
            return self.decode_beam(log_probs, lengths, beam_width)
        return self.decode_greedy(log_probs, lengths)
