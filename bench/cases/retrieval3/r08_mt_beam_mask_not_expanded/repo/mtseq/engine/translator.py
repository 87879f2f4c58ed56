import torch

from mtseq.configs import load_config
from mtseq.data import Vocab, pad_batch
from mtseq.decoding import beam_search, greedy_decode, sample_decode
from mtseq.models import build_model
from mtseq.transforms import build_text_transform
from mtseq.utils import load_checkpoint


class Translator:
    def __init__(self, model, src_vocab, tgt_vocab, transform=None, max_len_a=1.2, max_len_b=10, alpha=0.6,
                 device="cpu"):
        self.model = model.to(device).eval()
        self.src_vocab, self.tgt_vocab = src_vocab, tgt_vocab
        self.transform = transform
        self.max_len_a, self.max_len_b, self.alpha = max_len_a, max_len_b, alpha
        self.device = device

    @classmethod
    def from_checkpoint(cls, ckpt, config, device="cpu"):
        cfg = load_config(config)
        sv, tv = Vocab.load(cfg["data"]["src_vocab"]), Vocab.load(cfg["data"]["tgt_vocab"])
        model = build_model(cfg["model"], sv, tv)
        load_checkpoint(ckpt, model)
        d = cfg["decode"]
        return cls(model, sv, tv, build_text_transform(cfg["data"]), d["max_len_a"], d["max_len_b"],
                   d["len_penalty"], device)

    @torch.no_grad()
    def translate(self, sentences, beam_size=1, sample=False, num_samples=1):
        if self.transform is not None:
            sentences = [self.transform(s) for s in sentences]
        ids = [self.src_vocab.encode(s) for s in sentences]
        src = pad_batch(ids, self.src_vocab.pad_id).to(self.device)
        mask = self.model.padding_mask(src)
        memory = self.model.encode(src, mask)
        max_len = int(self.max_len_a * src.shape[1] + self.max_len_b)
        bos, eos = self.tgt_vocab.bos_id, self.tgt_vocab.eos_id
        if sample:
            hyps = sample_decode(self.model, memory, mask, bos, eos, max_len, num_samples)
            return [[self.tgt_vocab.decode(h) for h in hs] for hs in hyps]
        if beam_size > 1:
            hyps = beam_search(self.model, memory, mask, bos, eos, beam_size, max_len, self.alpha)
        else:
            hyps = greedy_decode(self.model, memory, mask, bos, eos, max_len)
        return [self.tgt_vocab.decode(h) for h in hyps]
