from omegaconf import DictConfig, OmegaConf


def load_config(path, overrides=()) -> DictConfig:
    """One YAML file plus `a.b=value` overrides from the command line."""
    cfg = OmegaConf.load(path)
    if overrides:
        cfg = OmegaConf.merge(cfg, OmegaConf.from_dotlist(list(overrides)))
    return cfg
