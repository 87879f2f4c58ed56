"""Reproduction: memory keeps growing after the replay buffer should be full (buffer_size)."""
import gc

import torch
import yaml

from gridrl.loop import run


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


def test_memory_flat_once_buffer_full():
    torch.set_num_threads(1)
    with open("configs/dqn.yaml") as f:
        cfg = yaml.safe_load(f)
    cfg["replay"].update(buffer_size=1500, warmup=500)
    cfg["agent"].update(eps_decay_steps=5000, train_freq=8)
    cfg["run"].update(log_every=1000)
    samples = []
    run(cfg, total_steps=8000, on_log=lambda step, agent, buf: samples.append((step, live_tensor_mb(), len(buf))))
    (s0, m0, n0), (s1, m1, n1) = samples[2], samples[-1]
    assert m1 - m0 < 0.2, (
        f"memory grew from {m0:.2f} MB at step {s0} to {m1:.2f} MB at step {s1} with buffer_size=1500 "
        f"(buffer holds {n0} -> {n1} transitions)")
