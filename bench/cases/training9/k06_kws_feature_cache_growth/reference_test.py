"""Reproduction: memory held by the training process grows every epoch."""
import gc
import warnings

import torch
import yaml

from kws import Trainer


def live_tensor_mb():
    gc.collect()
    seen, total = set(), 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for obj in gc.get_objects():
            if isinstance(obj, torch.Tensor):
                st = obj.untyped_storage()
                if st.data_ptr() not in seen:
                    seen.add(st.data_ptr())
                    total += st.nbytes()
    return total / 2 ** 20


def test_memory_is_flat_after_first_epoch():
    torch.set_num_threads(1)
    with open("config.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["data"]["num_clips"] = 400
    usage = []
    trainer = Trainer(cfg, log=lambda *a: None)
    trainer.fit(4, on_epoch_end=lambda epoch, t: usage.append(round(live_tensor_mb(), 2)))
    growth = usage[-1] - usage[0]
    assert growth < 2.0, f"live tensor memory per epoch (MB): {usage}, +{growth:.1f} MB after epoch 1"
