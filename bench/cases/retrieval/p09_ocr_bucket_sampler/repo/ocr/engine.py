import functools

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .data.charset import Charset
from .data.collate import pad_collate
from .data.lines import SyntheticLines
from .data.sampler import BucketBySizeSampler
from .decoding import greedy_decode
from .metrics import cer, line_accuracy
from .models import build_model


def build_data(dcfg, seed=0, log=print):
    charset = Charset(dcfg["charset"])
    kw = dict(min_chars=dcfg["min_chars"], max_chars=dcfg["max_chars"], height=dcfg["height"],
              noise=dcfg.get("noise", 0.0))
    train = SyntheticLines(dcfg["num_train"], charset, seed=seed, **kw)
    val = SyntheticLines(dcfg["num_val"], charset, seed=seed + 1, **kw)
    sampler = BucketBySizeSampler(train.widths, dcfg["batch_size"], dcfg.get("bucket_width", 16),
                                  shuffle=True, drop_last=dcfg.get("drop_last", False), seed=seed)
    log(f"[data] {len(train)} train lines in {len(sampler.buckets())} width buckets, "
        f"{len(sampler)} batches per epoch")
    collate = functools.partial(pad_collate)
    train_loader = DataLoader(train, batch_sampler=sampler, collate_fn=collate)
    val_loader = DataLoader(val, batch_size=64, collate_fn=collate)
    return charset, train_loader, val_loader, sampler


def ctc_step(model, batch):
    log_probs = model(batch["images"])
    in_lens = model.output_lengths(batch["widths"]).clamp(max=log_probs.shape[0])
    return F.ctc_loss(log_probs, batch["targets"], in_lens, batch["target_lengths"], blank=0,
                      zero_infinity=True), log_probs, in_lens


def train_epoch(model, loader, optimizer, clip=5.0, log_every=0, log=print):
    model.train()
    total, n = 0.0, 0
    for step, batch in enumerate(loader):
        loss, _, _ = ctc_step(model, batch)
        optimizer.zero_grad()
        loss.backward()
        if clip:
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        total += loss.item()
        n += 1
        if log_every and step % log_every == 0:
            log(f"  step {step:4d}  ctc {loss.item():.4f}")
    return total / max(1, n)


@torch.no_grad()
def evaluate(model, loader, charset):
    model.eval()
    preds, refs = [], []
    for batch in loader:
        _, log_probs, in_lens = ctc_step(model, batch)
        preds += [charset.decode(l) for l in greedy_decode(log_probs, in_lens)]
        refs += batch["texts"]
    return {"cer": cer(preds, refs), "line_acc": line_accuracy(preds, refs)}


def fit(cfg, log=print):
    torch.manual_seed(cfg.get("seed", 0))
    charset, train_loader, val_loader, sampler = build_data(cfg["data"], cfg.get("seed", 0), log)
    model = build_model(cfg["model"], charset.num_classes, cfg["data"]["height"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    history = []
    for epoch in range(cfg["train"]["epochs"]):
        sampler.set_epoch(epoch)
        loss = train_epoch(model, train_loader, opt, cfg["train"].get("clip", 5.0),
                           cfg["train"].get("log_every", 0), log)
        val = evaluate(model, val_loader, charset)
        history.append({"epoch": epoch, "loss": loss, **val})
        log(f"epoch {epoch} | ctc {loss:.4f} | val CER {val['cer']:.4f} | line acc {val['line_acc']:.3f}")
    return model, history
