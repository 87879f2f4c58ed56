"""High-level generation API."""
import torch

from ..data.tokenizer import EventTokenizer
from ..models import build_model
from ..utils.checkpoint import load_checkpoint
from ..utils.sampling import sample_next


class MelodyGenerator:
    def __init__(self, model, tokenizer, cfg=None):
        self.model = model.eval()
        self.tokenizer = tokenizer
        self.defaults = dict((cfg or {}).get("sample", {}))

    @classmethod
    def from_checkpoint(cls, path):
        state = torch.load(path, map_location="cpu", weights_only=False)
        cfg = state["config"]
        tok = EventTokenizer()
        model = build_model(cfg, tok.vocab_size)
        load_checkpoint(path, model)
        return cls(model, tok, cfg)

    @torch.no_grad()
    def generate(self, prompt=None, max_new_tokens=None, temperature=None, top_k=None,
                 top_p=None, seed=None):
        """Returns the generated token ids (prompt excluded) as a python list."""
        opts = dict(self.defaults)
        for key, val in (("max_new_tokens", max_new_tokens), ("temperature", temperature),
                         ("top_k", top_k), ("top_p", top_p)):
            if val is not None:
                opts[key] = val
        gen = torch.Generator()
        if seed is not None:
            gen.manual_seed(int(seed))
        else:
            gen.seed()
        ids = list(prompt) if prompt else [self.tokenizer.bos_id]
        tokens = torch.tensor([ids], dtype=torch.long)
        state, out = None, []
        for _ in range(int(opts.get("max_new_tokens", 256))):
            logits, state = self.model.next_logits(tokens, state)
            nxt = sample_next(logits, opts.get("temperature", 1.0), opts.get("top_k", 0),
                              opts.get("top_p", 0.0), generator=gen)
            tok = int(nxt[0])
            out.append(tok)
            if tok == self.tokenizer.eos_id:
                break
            tokens = torch.cat([tokens, nxt.view(1, 1)], dim=1)
        return out

    def generate_melody(self, prompt_melody=None, **kwargs):
        prompt = self.tokenizer.encode(prompt_melody, add_eos=False) if prompt_melody else None
        ids = self.generate(prompt, **kwargs)
        return self.tokenizer.decode((prompt or []) + ids)
