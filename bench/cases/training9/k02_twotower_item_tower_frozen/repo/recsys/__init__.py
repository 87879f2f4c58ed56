from .config import load_config
from .data import InteractionData, make_interactions
from .model import TwoTower
from .trainer import Trainer

__all__ = ["load_config", "InteractionData", "make_interactions", "TwoTower", "Trainer"]
