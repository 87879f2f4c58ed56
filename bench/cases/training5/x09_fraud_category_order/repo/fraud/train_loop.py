import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .metrics import auroc, average_precision


def fit(model, train_tensors, val_tensors, epochs, batch_size, lr, pos_weight):
    loader = DataLoader(TensorDataset(*train_tensors), batch_size=batch_size, shuffle=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    pw = torch.tensor(pos_weight)
    history = []
    for epoch in range(1, epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x_cat, x_num, y in loader:
            loss = F.binary_cross_entropy_with_logits(model(x_cat, x_num), y, pos_weight=pw)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
            n += len(y)
        model.eval()
        with torch.no_grad():
            scores = model(val_tensors[0], val_tensors[1])
        row = {"epoch": epoch, "loss": total / n, "val_auroc": auroc(scores, val_tensors[2]),
               "val_ap": average_precision(scores, val_tensors[2])}
        history.append(row)
        print(f"epoch {epoch:2d}  loss {row['loss']:.6f}  val_auroc {row['val_auroc']:.6f}  "
              f"val_ap {row['val_ap']:.6f}", flush=True)
    return history
