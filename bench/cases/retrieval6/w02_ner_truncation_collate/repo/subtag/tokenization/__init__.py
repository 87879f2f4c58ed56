from .basic import BasicPreTokenizer
from .vocab import Vocab
from .wordpiece import Encoding, WordPieceTokenizer, build_tokenizer, load_tokenizer

__all__ = ["BasicPreTokenizer", "Vocab", "Encoding", "WordPieceTokenizer", "build_tokenizer", "load_tokenizer"]
