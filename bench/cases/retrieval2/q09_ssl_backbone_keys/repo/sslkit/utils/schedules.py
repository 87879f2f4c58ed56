import math


def warmup_cosine(epoch_float, base_lr, epochs, warmup_epochs, final_lr=0.0):
    if epoch_float < warmup_epochs:
        return base_lr * epoch_float / max(warmup_epochs, 1e-8)
    progress = (epoch_float - warmup_epochs) / max(epochs - warmup_epochs, 1e-8)
    return final_lr + 0.5 * (base_lr - final_lr) * (1 + math.cos(math.pi * min(progress, 1.0)))


def byol_tau(step, total_steps, base_tau=0.996):
    """tau goes from base_tau to 1 following a cosine."""
    return 1 - (1 - base_tau) * (math.cos(math.pi * step / max(total_steps, 1)) + 1) / 2
