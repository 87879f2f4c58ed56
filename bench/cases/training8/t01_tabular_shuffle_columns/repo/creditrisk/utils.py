import random

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def format_row(epoch, row):
    return (f"epoch {epoch:02d} | train_loss {row['train_loss']:.4f} | val_loss {row['val_loss']:.4f} | "
            f"val_acc {row['val_acc']:.4f} | val_auc {row['val_auc']:.4f}")
