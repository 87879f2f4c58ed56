import torch
from torch.utils.data import TensorDataset

from .synth import ALPHABET, sample_sequences


def one_hot(seqs):
    """(N, L) integer bases -> (N, 4, L) float one-hot."""
    return torch.nn.functional.one_hot(seqs, num_classes=4).permute(0, 2, 1).float()


def read_fasta(path, label_names):
    """Headers look like `>peak_123|label=CTCF`."""
    seqs, labels = [], []
    cur = None
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith(">"):
                label = line.split("label=")[1]
                labels.append(label_names.index(label))
                cur = []
                seqs.append(cur)
            elif line:
                cur.extend(ALPHABET.index(c) for c in line.upper() if c in ALPHABET)
    length = min(len(s) for s in seqs)
    return torch.tensor([s[:length] for s in seqs]), torch.tensor(labels)


def shuffle_split(tensors, val_fraction=0.1, seed=0):
    """Shuffle all tensors with the same permutation and split off a validation part.

    Returns (train_tensors, val_tensors).
    """
    g = torch.Generator().manual_seed(seed)
    n_val = int(len(tensors[0]) * val_fraction)
    train, val = [], []
    for t in tensors:
        t = t[torch.randperm(len(t), generator=g)]
        val.append(t[:n_val])
        train.append(t[n_val:])
    return train, val


def build_datasets(source, n=20000, length=200, val_fraction=0.1, seed=0, label_names=None):
    if source == "synthetic":
        seqs, labels = sample_sequences(n, length, seed=seed)
    else:
        seqs, labels = read_fasta(source, label_names)
    (tr_x, tr_y), (va_x, va_y) = shuffle_split([seqs, labels], val_fraction, seed)
    return TensorDataset(one_hot(tr_x), tr_y), TensorDataset(one_hot(va_x), va_y)
