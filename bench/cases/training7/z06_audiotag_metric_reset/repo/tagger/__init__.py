from .data import SyntheticClips
from .model import TagCNN
from .metrics import MultilabelAUROC
from .trainer import Trainer
