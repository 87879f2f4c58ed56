from .data import simulate_portfolio
from .features import Standardizer, build_features
from .sampling import oversample
from .model import Scorecard
from .trainer import fit, roc_auc
