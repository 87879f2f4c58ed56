"""Train a character-level GPT on a text file (or the built-in sample)."""
import argparse
import json
import time

import torch

from minigpt.config import GPTConfig
from minigpt.data import CharTokenizer, get_batch, load_text, train_val_split
from minigpt.model import GPT


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="configs/tiny.json")
    p.add_argument("--text", default=None)
    p.add_argument("--max-iters", type=int, default=None)
    p.add_argument("--n-head", type=int, default=None)
    p.add_argument("--n-layer", type=int, default=None)
    p.add_argument("--n-embd", type=int, default=None)
    p.add_argument("--out", default=None, help="where to save the checkpoint")
    p.add_argument("--seed", type=int, default=1337)
    return p.parse_args(argv)


@torch.no_grad()
def estimate_loss(model, splits, block_size, batch_size, iters):
    model.eval()
    out = {}
    for name, data in splits.items():
        losses = torch.zeros(iters)
        for k in range(iters):
            x, y = get_batch(data, block_size, batch_size)
            _, loss = model(x, y)
            losses[k] = loss.item()
        out[name] = losses.mean().item()
    model.train()
    return out


def main(argv=None):
    args = parse_args(argv)
    torch.manual_seed(args.seed)
    with open(args.config) as fh:
        run_cfg = json.load(fh)
    if args.max_iters is not None:
        run_cfg["max_iters"] = args.max_iters

    text = load_text(args.text)
    tok = CharTokenizer(text)
    data = torch.tensor(tok.encode(text), dtype=torch.long)
    train_data, val_data = train_val_split(data)

    cfg = GPTConfig.from_json(args.config, vocab_size=tok.vocab_size, n_head=args.n_head,
                              n_layer=args.n_layer, n_embd=args.n_embd)
    model = GPT(cfg)
    print(f"{model.num_params() / 1e3:.1f}k parameters, {cfg.n_layer} layers, {cfg.n_head} heads")
    opt = torch.optim.AdamW(model.parameters(), lr=run_cfg["lr"], weight_decay=0.01)

    history = []
    t0 = time.time()
    for it in range(run_cfg["max_iters"] + 1):
        if it % run_cfg["eval_interval"] == 0 or it == run_cfg["max_iters"]:
            losses = estimate_loss(model, {"train": train_data, "val": val_data},
                                   cfg.block_size, run_cfg["batch_size"], run_cfg["eval_iters"])
            history.append({"iter": it, **losses})
            print(f"iter {it:5d}  train {losses['train']:.4f}  val {losses['val']:.4f}  "
                  f"({time.time() - t0:.1f}s)")
        if it == run_cfg["max_iters"]:
            break
        x, y = get_batch(train_data, cfg.block_size, run_cfg["batch_size"])
        _, loss = model(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()

    if args.out:
        torch.save({"model": model.state_dict(), "config": cfg.to_dict(), "chars": tok.chars},
                   args.out)
    return model, tok, history


if __name__ == "__main__":
    main()
