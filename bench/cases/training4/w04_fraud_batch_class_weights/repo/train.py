# Fraud-type classifier training script. Edit the constants below and run `python train.py`.
import torch

from fraud.data import CLASSES, make_transactions, split
from fraud.engine import evaluate, make_loader, train_one_epoch
from fraud.features import StandardScaler
from fraud.model import TabularMLP

N_SAMPLES = 300_000
EPOCHS = 25
BATCH_SIZE = 256
LR = 1e-3
SEED = 7

torch.manual_seed(SEED)
num, cat, y = make_transactions(N_SAMPLES, seed=SEED)
(tr_num, tr_cat, tr_y), (va_num, va_cat, va_y) = split(num, cat, y, seed=SEED)
scaler = StandardScaler().fit(tr_num)
train_dl = make_loader(scaler.transform(tr_num), tr_cat, tr_y, BATCH_SIZE, shuffle=True, seed=SEED)
val_dl = make_loader(scaler.transform(va_num), va_cat, va_y, 2048, shuffle=False)

model = TabularMLP(tr_num.shape[1], len(CLASSES))
optimizer = torch.optim.Adam(model.parameters(), lr=LR, weight_decay=1e-5)

for epoch in range(EPOCHS):
    train_one_epoch(model, train_dl, optimizer, epoch)
    m = evaluate(model, val_dl, len(CLASSES))
    print(f"epoch {epoch} balanced_acc {m['balanced_acc']:.4f} "
          + " ".join(f"{c}:{r:.2f}" for c, r in zip(CLASSES, m["recall"])), flush=True)

torch.save(model.state_dict(), "fraud_mlp.pt")
