"""Overhead of the monitor harness on a small CPU training loop.

One process per repeat trains a small MLP and alternates blocks of steps without and with the
harness (its backward() wrapper, its optimizer step hook and the RSS read per step), so both modes
see the same machine load; it compares the median CPU time per step of each mode. Several repeats
in fresh processes; prints steps/s for each mode and the overhead. Goal: <= 5%.

    .venv/bin/python bench/monitor_overhead.py [--repeats 3] [--rounds 30] [--block 20]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HARNESS_DIR = str(Path(__file__).resolve().parent.parent / "runner" / "harness")

LOOP = r"""
import json, statistics, sys, time
import torch
torch.set_num_threads(1)
sys.path.insert(0, sys.argv[4])
import repgen_harness
from torch.optim.optimizer import register_optimizer_step_post_hook
rounds, block, batch = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.ReLU(), torch.nn.Linear(512, 512),
                            torch.nn.ReLU(), torch.nn.Linear(512, 10))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
x, y = torch.randn(batch, 256), torch.randint(0, 10, (batch,))
def step():
    opt.zero_grad()
    loss = torch.nn.functional.cross_entropy(model(x), y)
    loss.backward()
    opt.step()
repgen_harness._patch_torch()
original, patched = repgen_harness._STATE["backward"]
def set_mode(on):
    if on:
        torch.Tensor.backward = patched
        repgen_harness._STATE["hook"] = register_optimizer_step_post_hook(repgen_harness._grad_norm_hook(torch))
    else:
        torch.Tensor.backward = original
        repgen_harness._STATE["hook"].remove()
for _ in range(30):
    step()
times = {False: [], True: []}
for r in range(rounds):
    for on in ((False, True) if r % 2 == 0 else (True, False)):
        set_mode(on)
        t = time.process_time()
        for _ in range(block):
            step()
        times[on].append((time.process_time() - t) / block)
n = len(repgen_harness._S["loss"])
# the harness's own work per step, timed directly (independent of machine load on the step itself)
hook = repgen_harness._grad_norm_hook(torch)
loss = torch.nn.functional.cross_entropy(model(x), y)
t = time.process_time()
for _ in range(300):
    hook(opt, (), {})
hook_s = (time.process_time() - t) / 300
t = time.process_time()
for _ in range(300):
    loss.detach().float().item(); repgen_harness._rss_mb(); time.perf_counter()
book_s = (time.process_time() - t) / 300
print(json.dumps({"off": statistics.median(times[False]), "on": statistics.median(times[True]), "recorded": n,
                  "hook_s": hook_s, "book_s": book_s}))
"""


def one(rounds: int, block: int, batch: int) -> dict:
    out = subprocess.run([sys.executable, "-c", LOOP, str(rounds), str(block), str(batch), HARNESS_DIR],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--block", type=int, default=20)
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args()
    ratios, direct = [], []
    for i in range(args.repeats):
        r = one(args.rounds, args.block, args.batch)
        assert r["recorded"] >= args.rounds * args.block, "the harness did not record every step"
        ratios.append(r["on"] / r["off"])
        direct.append((r["hook_s"] + r["book_s"]) / r["off"])
        print(f"repeat {i + 1}: without {1 / r['off']:8.1f} steps/s ({1000 * r['off']:.3f} ms/step)   "
              f"with {1 / r['on']:8.1f} steps/s ({1000 * r['on']:.3f} ms/step)   ratio {ratios[-1]:.3f}   "
              f"harness work {1e6 * (r['hook_s'] + r['book_s']):.0f} us/step (grad norm {1e6 * r['hook_s']:.0f} us)")
    med = statistics.median(ratios)
    print(f"MLP 256-512-512-10, batch {args.batch}, Adam, 1 CPU thread; {args.rounds} rounds of "
          f"{args.block} steps per mode, median CPU time per step; {args.repeats} repeats")
    print(f"overhead (median ratio with/without): {med:.3f} -> {100 * (med - 1):+.1f}% "
          f"(goal <= 5%: {'met' if med <= 1.05 else 'NOT met'})")
    print(f"harness work timed directly: {100 * statistics.median(direct):.1f}% of a step (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
