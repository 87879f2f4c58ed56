# train the call-type classifier
# usage: python train_calls.py [epochs]
import random
import sys
import time

import torch
import torch.nn.functional as F

from augment import Compose, RandomGain, RandomTimeStretch
from calls import CALL_TYPES, make_clips
from net import CallNet

EPOCHS = int(sys.argv[1]) if len(sys.argv) > 1 else 60
BATCH = 32
LR = 3e-3
N_TRAIN, N_VAL = 4000, 800

random.seed(0)
torch.manual_seed(0)

x_train, y_train = make_clips(N_TRAIN, seed=1)
x_val, y_val = make_clips(N_VAL, seed=2)
augment = Compose(RandomTimeStretch(0.8, 1.25), RandomGain())

model = CallNet(len(CALL_TYPES))
opt = torch.optim.Adam(model.parameters(), lr=LR)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=20, gamma=0.5)

for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    model.train()
    perm = torch.randperm(N_TRAIN)
    tot = 0.0
    for i in range(0, N_TRAIN, BATCH):
        idx = perm[i:i + BATCH]
        xb = augment(x_train[idx])
        loss = F.cross_entropy(model(xb), y_train[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        tot += loss.item() * len(idx)
    sched.step()

    model.eval()
    with torch.no_grad():
        acc = (model(x_val).argmax(1) == y_val).float().mean().item()
    print(f"epoch {epoch:3d}  loss {tot / N_TRAIN:.4f}  val_acc {acc:.3f}  {time.time() - t0:.1f}s",
          flush=True)

torch.save(model.state_dict(), "callnet.pt")
