"""Reproduction: memory held by the training process grows every epoch (it should stay flat)."""
import gc

import torch
import yaml

import train


def live_tensor_mb():
    gc.collect()
    seen, total = set(), 0
    for obj in gc.get_objects():
        try:
            if torch.is_tensor(obj):
                st = obj.untyped_storage()
                if st.data_ptr() not in seen:
                    seen.add(st.data_ptr())
                    total += st.nbytes()
        except Exception:
            pass
    return total / 2**20


def test_memory_flat_across_epochs():
    torch.set_num_threads(1)
    cfg = yaml.safe_load(open("configs/tagging.yaml"))
    cfg["data"].update(n_train=1536, n_val=256)
    cfg["model"]["channels"] = 32
    trainer = train.build(cfg)
    mem = []
    trainer.fit(8, on_epoch_end=lambda tr, rec: mem.append(live_tensor_mb()))
    growth = mem[-1] - mem[1]
    assert growth < 0.1, (
        f"live tensor memory grew every epoch: {[round(m, 2) for m in mem]} MB "
        f"(+{growth:.2f} MB from epoch 2 to epoch {len(mem)})")
