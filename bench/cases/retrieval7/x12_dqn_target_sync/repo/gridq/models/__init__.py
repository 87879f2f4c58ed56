from .qnet import MLPQNet, DuelingQNet


def build_qnet(model_cfg, obs_dim, n_actions):
    kind = model_cfg.get("kind", "mlp")
    hidden = model_cfg.get("hidden", 64)
    if kind == "mlp":
        return MLPQNet(obs_dim, n_actions, hidden)
    if kind == "dueling":
        return DuelingQNet(obs_dim, n_actions, hidden)
    raise ValueError(f"unknown model kind: {kind}")


__all__ = ["MLPQNet", "DuelingQNet", "build_qnet"]
