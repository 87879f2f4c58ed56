"""Greedy and beam-search decoding."""
import torch

from ..data import Vocab, detokenize, tokenize
from ..models import build_model
from ..utils.checkpoint import load_checkpoint
from ..utils.config import Config


class Translator:
    def __init__(self, model, src_vocab, tgt_vocab, cfg):
        self.model = model.eval()
        self.src_vocab, self.tgt_vocab = src_vocab, tgt_vocab
        dc = cfg.get("decode", {})
        self.beam = dc.get("beam", 1)
        self.max_len_a = dc.get("max_len_a", 1.2)
        self.max_len_b = dc.get("max_len_b", 10)
        self.length_penalty = dc.get("length_penalty", 1.0)

    @classmethod
    def from_checkpoint(cls, path):
        state = torch.load(path, map_location="cpu", weights_only=False)
        cfg = Config(state["config"])
        sv, tv = Vocab.from_state_dict(state["src_vocab"]), Vocab.from_state_dict(state["tgt_vocab"])
        model = build_model(cfg, len(sv), len(tv), sv.pad_id)
        load_checkpoint(path, model)
        return cls(model, sv, tv, cfg)

    def _max_len(self, src_len):
        return int(self.max_len_a * src_len + self.max_len_b)

    @torch.no_grad()
    def greedy(self, src):
        memory, src_pad = self.model.encode(src)
        B = src.shape[0]
        ys = torch.full((B, 1), self.tgt_vocab.bos_id, dtype=torch.long)
        done = torch.zeros(B, dtype=torch.bool)
        for _ in range(self._max_len(src.shape[1])):
            logits = self.model.decode(ys, memory, src_pad)[:, -1]
            nxt = logits.argmax(-1).masked_fill(done, self.tgt_vocab.pad_id)
            ys = torch.cat([ys, nxt.unsqueeze(1)], dim=1)
            done |= nxt == self.tgt_vocab.eos_id
            if done.all():
                break
        return [self.tgt_vocab.decode(row[1:].tolist()) for row in ys]

    @torch.no_grad()
    def beam_search(self, src_row):
        """src_row: (1, S). Returns the best hypothesis as a token list."""
        memory, src_pad = self.model.encode(src_row)
        beams = [([self.tgt_vocab.bos_id], 0.0)]
        finished = []
        for _ in range(self._max_len(src_row.shape[1])):
            ys = torch.tensor([b[0] for b in beams], dtype=torch.long)
            mem = memory.expand(len(beams), -1, -1)
            pad = src_pad.expand(len(beams), -1)
            lprobs = self.model.decode(ys, mem, pad)[:, -1].log_softmax(-1)
            cand = []
            for (seq, score), lp in zip(beams, lprobs):
                top = lp.topk(self.beam)
                for v, i in zip(top.values.tolist(), top.indices.tolist()):
                    cand.append((seq + [i], score + v))
            cand.sort(key=lambda c: c[1], reverse=True)
            beams = []
            for seq, score in cand:
                if seq[-1] == self.tgt_vocab.eos_id:
                    finished.append((seq, score / (len(seq) - 1) ** self.length_penalty))
                else:
                    beams.append((seq, score))
                if len(beams) == self.beam:
                    break
            if not beams or len(finished) >= self.beam:
                break
        if not finished:
            finished = [(s, sc / max(len(s) - 1, 1) ** self.length_penalty) for s, sc in beams]
        best = max(finished, key=lambda c: c[1])[0]
        return self.tgt_vocab.decode(best[1:])

    def translate_tokens(self, batch_tokens):
        ids = [self.src_vocab.encode(t) for t in batch_tokens]
        if self.beam > 1:
            return [self.beam_search(torch.tensor([x])) for x in ids]
        S = max(len(x) for x in ids)
        src = torch.full((len(ids), S), self.src_vocab.pad_id, dtype=torch.long)
        for i, x in enumerate(ids):
            src[i, : len(x)] = torch.tensor(x)
        return self.greedy(src)

    def translate(self, sentences):
        return [detokenize(t) for t in self.translate_tokens([tokenize(s) for s in sentences])]
