"""python run.py [config.yaml] [key=value ...]"""
import sys

import yaml

from rl.config import Config
from rl.trainer import train

path = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1].endswith(".yaml") else "configs/cue.yaml"
overrides = dict(kv.split("=", 1) for kv in sys.argv[1:] if "=" in kv)
overrides = {k: yaml.safe_load(v) for k, v in overrides.items()}
cfg = Config.from_yaml(path, **overrides)
train(cfg)
