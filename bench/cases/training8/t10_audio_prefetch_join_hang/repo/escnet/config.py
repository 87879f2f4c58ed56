import yaml


def load_config(path, **sections):
    """Load YAML; keyword args override whole keys inside a section, e.g. train={"epochs": 2}."""
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for section, values in sections.items():
        cfg[section].update(values)
    return cfg
