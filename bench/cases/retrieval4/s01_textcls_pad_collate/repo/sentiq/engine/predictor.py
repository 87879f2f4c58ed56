import torch

from ..data import BasicTokenizer, PadCollator, Vocab
from ..models import build_model
from ..utils import load_checkpoint


class Predictor:
    def __init__(self, model, vocab, labels, tokenizer=None, max_len=256, device="cpu"):
        self.model = model.to(device).eval()
        self.vocab = vocab
        self.labels = labels
        self.tokenizer = tokenizer or BasicTokenizer()
        self.max_len = max_len
        self.device = device
        self.collate = PadCollator(vocab.pad_id, max_len=max_len)

    @classmethod
    def from_checkpoint(cls, path, device="cpu"):
        state = load_checkpoint(path)
        cfg = state["config"]
        vocab = Vocab.from_state_dict(state["vocab"])
        labels = cfg["data"]["labels"]
        model = build_model(cfg["model"], len(vocab), len(labels), vocab.pad_id)
        model.load_state_dict(state["model"])
        tok = BasicTokenizer(lowercase=cfg["transforms"].get("lowercase", True))
        return cls(model, vocab, labels, tok, cfg["data"].get("max_len", 256), device)

    def _encode(self, text):
        ids = self.vocab.encode(self.tokenizer(text))[: self.max_len] or [self.vocab.unk_id]
        return {"input_ids": torch.tensor(ids, dtype=torch.long)}

    @torch.no_grad()
    def predict_proba(self, texts, batch_size=32):
        probs = []
        for i in range(0, len(texts), batch_size):
            batch = self.collate([self._encode(t) for t in texts[i:i + batch_size]])
            logits = self.model(batch["input_ids"].to(self.device), batch["lengths"].to(self.device))
            probs.append(torch.softmax(logits, dim=-1).cpu())
        return torch.cat(probs, dim=0)

    def predict(self, texts, batch_size=32):
        p = self.predict_proba(texts, batch_size)
        return [self.labels[i] for i in p.argmax(dim=-1).tolist()]
