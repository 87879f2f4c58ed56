"""User-facing API: SentenceEncoder.encode(list_of_sentences) -> (N, D) tensor."""
import json
import os

import torch
import torch.nn.functional as F
import yaml
from torch import nn

from .models import TransformerEncoder, build_pooling
from .tokenizer import Tokenizer


class SentenceEncoder(nn.Module):
    def __init__(self, tokenizer, mcfg):
        super().__init__()
        self.tokenizer = tokenizer
        self.mcfg = dict(mcfg)
        self.encoder = TransformerEncoder(len(tokenizer), mcfg["dim"], mcfg["layers"], mcfg["heads"],
                                          mcfg["ffn"], mcfg["dropout"], mcfg["max_len"],
                                          tokenizer.pad_id)
        self.pooling = build_pooling(mcfg.get("pooling", "mean"), mcfg["dim"])
        self.normalize = mcfg.get("normalize", True)

    def forward(self, input_ids, attention_mask):
        emb = self.pooling(self.encoder(input_ids, attention_mask), attention_mask)
        return F.normalize(emb, dim=-1) if self.normalize else emb

    def tokenize(self, sentences):
        ids, mask = self.tokenizer.batch_encode(sentences, self.mcfg["max_len"])
        return torch.tensor(ids), torch.tensor(mask)

    @torch.no_grad()
    def encode(self, sentences, batch_size=32):
        was_training = self.training
        self.eval()
        out = []
        for s in range(0, len(sentences), batch_size):
            ids, mask = self.tokenize(sentences[s:s + batch_size])
            out.append(self(ids, mask))
        self.train(was_training)
        return torch.cat(out) if out else torch.empty(0, self.mcfg["dim"])

    def similarity(self, a, b):
        ea, eb = self.encode(a), self.encode(b)
        return F.normalize(ea, dim=-1) @ F.normalize(eb, dim=-1).T

    def save(self, out_dir):
        os.makedirs(out_dir, exist_ok=True)
        self.tokenizer.save(os.path.join(out_dir, "tokenizer.json"))
        with open(os.path.join(out_dir, "model.json"), "w") as f:
            json.dump(self.mcfg, f)
        torch.save(self.state_dict(), os.path.join(out_dir, "weights.pt"))

    @classmethod
    def load(cls, out_dir):
        tok = Tokenizer.load(os.path.join(out_dir, "tokenizer.json"))
        with open(os.path.join(out_dir, "model.json")) as f:
            mcfg = json.load(f)
        m = cls(tok, mcfg)
        m.load_state_dict(torch.load(os.path.join(out_dir, "weights.pt"), map_location="cpu"))
        return m.eval()

    @classmethod
    def from_config(cls, path, corpus):
        with open(path) as f:
            cfg = yaml.safe_load(f)
        tok = Tokenizer.train(corpus, cfg["tokenizer"]["vocab_size"], cfg["tokenizer"]["lowercase"])
        return cls(tok, cfg["model"]), cfg
