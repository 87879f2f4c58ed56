from .data import StripDataset
from .model import HeatmapNet
from .losses import sigmoid_focal_loss
from .metrics import pixel_f1
