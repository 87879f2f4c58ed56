"""Masked-language-model pre-training of the encoder before contrastive fine-tuning."""
import torch
import torch.nn.functional as F
from torch import nn

from ..data.batching import mask_tokens
from ..tokenizer import MASK


class MLMHead(nn.Module):
    def __init__(self, dim, vocab_size):
        super().__init__()
        self.transform = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.LayerNorm(dim))
        self.decoder = nn.Linear(dim, vocab_size)

    def forward(self, hidden):
        return self.decoder(self.transform(hidden))


def pretrain_mlm(model, texts, epochs=1, batch_size=32, lr=5e-4, log=print, seed=0):
    tok = model.tokenizer
    head = MLMHead(model.mcfg["dim"], len(tok))
    params = list(model.encoder.parameters()) + list(head.parameters())
    opt = torch.optim.AdamW(params, lr=lr)
    g = torch.Generator().manual_seed(seed)
    for epoch in range(epochs):
        total, n = 0.0, 0
        for s in range(0, len(texts), batch_size):
            ids, mask = tok.batch_encode(texts[s:s + batch_size], model.mcfg["max_len"])
            ids, mask = torch.tensor(ids), torch.tensor(mask)
            inputs, labels = mask_tokens(ids, mask, tok.stoi[MASK], len(tok), generator=g)
            logits = head(model.encoder(inputs, mask))
            loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), labels.reshape(-1),
                                   ignore_index=-100)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item()
            n += 1
        log(f"[mlm] epoch {epoch} loss {total / max(1, n):.4f}")
    return head
