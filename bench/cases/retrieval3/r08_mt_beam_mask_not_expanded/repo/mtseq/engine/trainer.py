import os
import time

import torch

from mtseq.metrics import corpus_bleu
from mtseq.utils import get_logger, save_checkpoint


def inverse_sqrt(step, warmup):
    step = max(step, 1)
    return min(step / warmup, (warmup / step) ** 0.5)


def train(model, loss_fn, train_loader, valid_loader, translator, valid_refs, cfg, device="cpu"):
    t = cfg["train"]
    log = get_logger("mtseq.train", os.path.join(cfg["output_dir"], "train.log"))
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"], betas=(0.9, 0.98), eps=1e-9)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: inverse_sqrt(s, t["warmup"]))
    step, best = 0, -1.0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        t0 = time.time()
        for src, tgt_in, tgt_out in train_loader:
            logits = model(src.to(device), tgt_in.to(device))
            loss, nll = loss_fn(logits, tgt_out.to(device))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), t["clip"])
            opt.step()
            sched.step()
            step += 1
            if step % t["log_every"] == 0:
                log.info("epoch %d step %d loss %.3f nll %.3f ppl %.2f lr %.2e", epoch, step, loss.item(), nll.item(),
                         torch.exp(nll).item(), sched.get_last_lr()[0])
        hyps = []
        for src_lines in valid_loader:
            hyps += translator.translate(src_lines, beam_size=1)
        bleu = corpus_bleu(hyps, valid_refs)
        log.info("epoch %d valid BLEU (greedy) %.2f  %.0fs", epoch, bleu, time.time() - t0)
        if bleu > best:
            best = bleu
            save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)
    return best
