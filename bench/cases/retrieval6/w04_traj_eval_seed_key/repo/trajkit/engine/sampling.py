import torch

from ..transforms.frames import make_frame, to_agent_frame, to_world_frame


def make_generator(cfg, device="cpu"):
    """RNG for latent sampling during evaluation, seeded from the eval config so best-of-K numbers are reproducible."""
    seed = cfg.get("sample_seed")
    g = torch.Generator(device=device)
    if seed is None:
        g.seed()
    else:
        g.manual_seed(int(seed))
    return g


def normalize_batch(batch):
    frame = make_frame(batch["obs"])
    out = dict(batch)
    out["obs"] = to_agent_frame(batch["obs"], frame)
    out["fut"] = to_agent_frame(batch["fut"], frame)
    out["neighbors"] = to_agent_frame(batch["neighbors"], frame)
    return out, frame


@torch.no_grad()
def predict_world(model, batch, k, generator=None):
    """Draw K futures in the agent frame and map them back to world coordinates -> [B, K, T, 2]."""
    nb, frame = normalize_batch(batch)
    preds = model.sample(nb["obs"], k, nb["neighbors"], nb["neighbor_mask"], generator=generator)
    return to_world_frame(preds, frame)
