from .signals import make_beats, CLASSES
from .augment import BeatAugment
from .dataset import BeatDataset
from .model import BeatCNN
