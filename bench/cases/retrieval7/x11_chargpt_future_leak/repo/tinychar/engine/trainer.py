"""Training loop for the char GPT."""
import torch

from ..data import CharDataset, build_corpus, train_val_split
from ..models import GPT, GPTConfig
from ..tokenizer import CharTokenizer
from ..utils.schedules import warmup_cosine
from ..utils.seed import set_seed
from .evaluate import estimate_loss, perplexity


def build_optimizer(model, lr, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (decay if p.dim() >= 2 else no_decay).append(p)
    groups = [{"params": decay, "weight_decay": weight_decay},
              {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=lr, betas=(0.9, 0.95))


class Trainer:
    def __init__(self, model, tokenizer, train_ds, val_ds, train_cfg, seed=0, printer=print):
        self.model = model
        self.tokenizer = tokenizer
        self.train_ds, self.val_ds = train_ds, val_ds
        self.cfg = train_cfg
        self.printer = printer
        self.gen = torch.Generator().manual_seed(seed)
        self.optim = build_optimizer(model, train_cfg["lr"], train_cfg["weight_decay"])
        self.step = 0

    @classmethod
    def from_config(cls, cfg, printer=print):
        set_seed(cfg["seed"])
        text = build_corpus(cfg["data"]["n_sentences"], seed=cfg["seed"])
        tok = CharTokenizer.fit(text)
        ids = tok.encode(text)
        tr, va = train_val_split(ids, cfg["data"]["val_fraction"])
        m = cfg["model"]
        model = GPT(GPTConfig(vocab_size=tok.vocab_size, block_size=m["block_size"],
                              n_layer=m["n_layer"], n_head=m["n_head"], n_embd=m["n_embd"],
                              dropout=m["dropout"], local_window=m.get("local_window")))
        return cls(model, tok, CharDataset(tr, m["block_size"]), CharDataset(va, m["block_size"]),
                   cfg["train"], seed=cfg["seed"], printer=printer)

    def evaluate(self):
        loss = estimate_loss(self.model, self.val_ds, self.cfg["batch_size"], self.cfg["eval_batches"])
        return {"val_loss": round(loss, 4), "val_ppl": round(perplexity(loss), 3)}

    def fit(self, max_steps=None):
        max_steps = max_steps or self.cfg["max_steps"]
        self.model.train()
        for _ in range(max_steps):
            lr = warmup_cosine(self.step, self.cfg["lr"], self.cfg["warmup_steps"], max_steps)
            for g in self.optim.param_groups:
                g["lr"] = lr
            x, y = self.train_ds.get_batch(self.cfg["batch_size"], generator=self.gen)
            _, loss = self.model(x, y)
            self.optim.zero_grad(set_to_none=True)
            loss.backward()
            if self.cfg.get("grad_clip"):
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["grad_clip"])
            self.optim.step()
            self.step += 1
            if self.step % self.cfg["eval_every"] == 0:
                ev = self.evaluate()
                self.printer(f"step {self.step:5d} | train loss {loss.item():.4f} | "
                             f"val loss {ev['val_loss']:.4f} | lr {lr:.2e}")
        return self
