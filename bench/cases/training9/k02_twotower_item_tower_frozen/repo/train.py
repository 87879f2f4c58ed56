"""python train.py [config.json]"""
import sys

import torch

from recsys import Trainer, load_config

cfg = load_config(sys.argv[1] if len(sys.argv) > 1 else "config.json")
trainer = Trainer(cfg)
print(f"{trainer.data.num_users} users, {trainer.data.num_items} items, "
      f"{len(trainer.data.train_pairs)} training interactions")
trainer.fit()
torch.save(trainer.model.state_dict(), "twotower.pt")
