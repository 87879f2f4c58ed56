def temperature(epoch, tau_start, tau_min, decay):
    """Exponential temperature annealing: sharper contrast as representations improve."""
    return max(tau_min, tau_start * decay ** epoch)


def lr_at(epoch, base_lr, warmup, epochs):
    if epoch < warmup:
        return base_lr * (epoch + 1) / warmup
    return base_lr
