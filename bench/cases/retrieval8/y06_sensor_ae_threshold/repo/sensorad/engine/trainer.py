import torch
import torch.nn.functional as F

from sensorad.utils.logging import get_logger


def train_autoencoder(model, train_loader, epochs=10, lr=1e-3, log_every=1):
    log = get_logger()
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=max(epochs, 1))
    history = []
    for epoch in range(1, epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x in train_loader:
            loss = F.mse_loss(model(x), x)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * x.shape[0]
            n += x.shape[0]
        sched.step()
        history.append(total / n)
        if epoch % log_every == 0:
            log.info("epoch %d/%d recon_loss=%.5f", epoch, epochs, history[-1])
    return history
