from .data import make_signatures
from .pairs import PairSampler
from .model import SignatureEncoder
from .losses import contrastive_loss
