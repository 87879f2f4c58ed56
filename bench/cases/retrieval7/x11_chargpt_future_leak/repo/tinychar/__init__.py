"""tinychar: a tiny character-level GPT."""
from .config import load_config
from .tokenizer import CharTokenizer
from .data import build_corpus, CharDataset
from .models import GPT, GPTConfig
from .engine import Trainer, estimate_loss

__all__ = ["load_config", "CharTokenizer", "build_corpus", "CharDataset",
           "GPT", "GPTConfig", "Trainer", "estimate_loss"]
__version__ = "0.2.0"
