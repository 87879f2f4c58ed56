"""YAML config loading with dotted-key overrides."""
import copy
import yaml

DEFAULTS = {
    "seed": 0,
    "env": {"size": 5, "max_steps": 30, "step_penalty": -0.01, "goal_reward": 1.0},
    "model": {"kind": "mlp", "hidden": 64},
    "agent": {"gamma": 0.95, "lr": 1e-3, "batch_size": 64, "target_update": 100,
              "tau": 0.0, "grad_clip": 10.0, "double_dqn": False},
    "replay": {"capacity": 10000, "warmup": 200},
    "exploration": {"kind": "linear", "start": 1.0, "end": 0.05, "decay_steps": 2000},
    "train": {"total_steps": 4000, "train_every": 1, "log_every": 500,
              "eval_every": 1000, "eval_episodes": 10},
}


def _deep_update(base, new):
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _deep_update(base[k], v)
        else:
            base[k] = v
    return base


def _parse_value(text):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(cfg, overrides):
    """Apply ``a.b=c`` style overrides in place."""
    for item in overrides or []:
        key, _, value = item.partition("=")
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return cfg


def load_config(path=None, overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path is not None:
        with open(path) as f:
            _deep_update(cfg, yaml.safe_load(f) or {})
    return apply_overrides(cfg, overrides)
