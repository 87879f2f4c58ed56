import os
import time

import torch
from torch.utils.data import DataLoader


def fit(model, dataset, epochs, batch_size, lr, log_every=100, out_dir=None):
    loader = DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    history = []
    step = 0
    t0 = time.time()
    for epoch in range(1, epochs + 1):
        model.train()
        epoch_loss, n = 0.0, 0
        for batch in loader:
            x = batch[0] if isinstance(batch, (list, tuple)) else batch
            recon = model(x)
            loss = torch.mean((recon - x) ** 2)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            step += 1
            epoch_loss += loss.item()
            n += 1
            history.append(loss.item())
            if step % log_every == 0:
                print(f"[{time.time() - t0:7.1f}s] epoch {epoch:3d} step {step:6d} recon_mse {loss.item():.5f}")
        print(f"epoch {epoch:3d} done: mean recon_mse {epoch_loss / max(n, 1):.5f}")
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
            torch.save(model.state_dict(), os.path.join(out_dir, "model.pt"))
    return history
