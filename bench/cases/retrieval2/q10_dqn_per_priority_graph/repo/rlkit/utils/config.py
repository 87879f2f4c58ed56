import yaml


def validate(cfg):
    agent, buf, train = cfg["agent"], cfg["buffer"], cfg["train"]
    if train["learning_starts"] < agent["batch_size"]:
        raise ValueError("train.learning_starts must be at least agent.batch_size")
    if buf["capacity"] < train["learning_starts"]:
        raise ValueError("buffer.capacity is smaller than train.learning_starts")
    if agent.get("n_step", 1) < 1:
        raise ValueError("agent.n_step must be >= 1")
    if cfg["network"]["kind"] == "conv" and cfg["env"]["id"] == "CartPole-v1":
        raise ValueError("CartPole observations are vectors; use network.kind: mlp")
    return cfg


def load_config(path, sets=()):
    with open(path) as fh:
        cfg = yaml.safe_load(fh)
    for item in sets:
        key, value = item.split("=", 1)
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = yaml.safe_load(value)
    return validate(cfg)
