import torch
import torch.nn.functional as F

from ..metrics import RunningAverage, accuracy, macro_f1


def train_epoch(model, loader, optimizer, scheduler=None, clip=1.0, log_every=0, log=print):
    model.train()
    loss_avg, acc_avg = RunningAverage(), RunningAverage()
    for step, batch in enumerate(loader):
        logits = model(batch["tokens"], batch["lengths"])
        loss = F.cross_entropy(logits, batch["labels"])
        optimizer.zero_grad()
        loss.backward()
        if clip:
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        n = batch["labels"].numel()
        loss_avg.update(loss.item(), n)
        acc_avg.update(accuracy(logits, batch["labels"]), n)
        if log_every and step % log_every == 0:
            log(f"  step {step:5d}  loss {loss.item():.4f}")
    return {"loss": loss_avg.value, "acc": acc_avg.value}


@torch.no_grad()
def evaluate(model, loader, num_classes):
    model.eval()
    loss_avg = RunningAverage()
    preds, golds = [], []
    for batch in loader:
        logits = model(batch["tokens"], batch["lengths"])
        loss_avg.update(F.cross_entropy(logits, batch["labels"]).item(), batch["labels"].numel())
        preds.append(logits.argmax(-1))
        golds.append(batch["labels"])
    preds, golds = torch.cat(preds), torch.cat(golds)
    return {"loss": loss_avg.value, "acc": (preds == golds).float().mean().item(),
            "macro_f1": macro_f1(preds, golds, num_classes)}


@torch.no_grad()
def predict(model, vocab, texts, collate, lowercase=True):
    model.eval()
    batch = collate([(torch.tensor(vocab.encode(t, lowercase) or [vocab.unk_id]), torch.tensor(0))
                     for t in texts], pad_id=vocab.pad_id)
    return model(batch["tokens"], batch["lengths"]).softmax(-1)
