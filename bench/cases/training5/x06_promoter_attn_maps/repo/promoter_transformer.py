# %% [markdown]
# # Promoter detection with a tiny Transformer
# 3-mer tokens, 2 blocks, mean pooling. Synthetic data from `dnatools.sequences`.

# %%
import time

import torch

from dnatools.encoding import VOCAB_SIZE, encode_batch
from dnatools.memory import rss_mb
from dnatools.metrics import accuracy, auroc
from dnatools.model import PromoterTransformer
from dnatools.sequences import make_dataset
from dnatools.training import predict, train_epoch
from dnatools.viz import ascii_profile, attention_profile

SEQ_LEN = 200
N_TRAIN = 8000
N_VAL = 2000
EPOCHS = 20
BATCH = 64
LR = 3e-4
torch.manual_seed(0)

# %%
train_seqs, train_y = make_dataset(N_TRAIN, SEQ_LEN, seed=1)
val_seqs, val_y = make_dataset(N_VAL, SEQ_LEN, seed=2)
x_train, y_train = encode_batch(train_seqs), torch.tensor(train_y)
x_val, y_val = encode_batch(val_seqs), torch.tensor(val_y)
x_train.shape, y_train.float().mean()

# %%
model = PromoterTransformer(VOCAB_SIZE, max_len=x_train.shape[1], dim=64, heads=4, depth=2)
opt = torch.optim.AdamW(model.parameters(), lr=LR, weight_decay=0.01)
sum(p.numel() for p in model.parameters())

# %%
history = []
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    loss = train_epoch(model, opt, x_train, y_train, BATCH)
    probs = predict(model, x_val)
    history.append({"epoch": epoch, "loss": loss, "auroc": auroc(probs, y_val),
                    "acc": accuracy(probs, y_val), "rss_mb": rss_mb()})
    print(f"epoch {epoch:2d} loss {loss:.4f} val_auroc {history[-1]['auroc']:.4f} "
          f"val_acc {history[-1]['acc']:.3f} rss {history[-1]['rss_mb']:.0f} MB ({time.time() - t0:.0f}s)")

# %% where does layer 0 look?
print(ascii_profile(attention_profile(model, layer=0)))
