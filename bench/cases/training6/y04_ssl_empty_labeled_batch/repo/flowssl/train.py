"""Mean-teacher training loop."""
import time

import torch
from torch.utils.data import DataLoader

from .augment import augment
from .losses import consistency_loss, sigmoid_rampup, supervised_loss
from .teacher import EMATeacher


@torch.no_grad()
def evaluate(model, ds, batch_size=2048):
    model.eval()
    x, y = ds.tensors
    pred = torch.cat([model(x[i:i + batch_size]).argmax(-1) for i in range(0, len(x), batch_size)])
    return (pred == y).float().mean().item()


def fit(student, train_ds, val_ds, epochs=30, batch_size=64, lr=1e-3, cons_weight=10.0,
        rampup_steps=2000, ema_decay=0.99, log_every=100, log=print):
    loader = DataLoader(train_ds, batch_size=batch_size, shuffle=True, drop_last=True)
    opt = torch.optim.Adam(student.parameters(), lr=lr)
    teacher = EMATeacher(student, ema_decay)
    step, history, t0 = 0, [], time.time()
    for epoch in range(1, epochs + 1):
        student.train()
        teacher.model.train()
        sums = {"loss": 0.0, "sup": 0.0, "cons": 0.0}
        n_batches = 0
        for x, y in loader:
            s_logits = student(augment(x))
            with torch.no_grad():
                t_logits = teacher(augment(x))
            sup = supervised_loss(s_logits, y)
            w = cons_weight * sigmoid_rampup(step, rampup_steps)
            cons = consistency_loss(s_logits, t_logits)
            loss = sup + w * cons
            opt.zero_grad()
            loss.backward()
            opt.step()
            teacher.update(student, step)
            for k, v in (("loss", loss), ("sup", sup), ("cons", cons)):
                sums[k] += v.item()
            n_batches += 1
            if log and log_every and step % log_every == 0:
                log(f"step {step:6d}  loss {loss.item():.4f}  sup {sup.item():.4f}  "
                    f"cons {cons.item():.5f}  w {w:.2f}  ({time.time() - t0:.0f}s)")
            step += 1
        row = {"epoch": epoch, "step": step, **{k: v / n_batches for k, v in sums.items()},
               "val_acc_student": evaluate(student, val_ds),
               "val_acc_teacher": evaluate(teacher.model, val_ds)}
        history.append(row)
        if log:
            log(f"epoch {epoch:3d}  loss {row['loss']:.4f}  sup {row['sup']:.4f}  "
                f"val_acc student {row['val_acc_student']:.4f} teacher {row['val_acc_teacher']:.4f}")
    return history, teacher
