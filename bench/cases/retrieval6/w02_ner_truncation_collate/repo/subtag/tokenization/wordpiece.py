from dataclasses import dataclass, field
from typing import List, Optional

from .basic import BasicPreTokenizer
from .vocab import Vocab


@dataclass
class Encoding:
    ids: List[int]
    word_ids: List[Optional[int]]
    tokens: List[str] = field(default_factory=list)

    def __len__(self):
        return len(self.ids)


class WordPieceTokenizer:
    """Greedy longest-match-first word-piece tokenizer operating on pre-split words."""

    def __init__(self, vocab, lowercase=True, max_chars_per_word=100, keep_whole_words=True):
        self.vocab = vocab
        self.pre = BasicPreTokenizer(lowercase=lowercase)
        self.max_chars_per_word = max_chars_per_word
        self.keep_whole_words = keep_whole_words

    @property
    def pad_id(self):
        return self.vocab.pad_id

    def tokenize_word(self, word):
        word = self.pre.normalize(word)
        if len(word) > self.max_chars_per_word:
            return ["[UNK]"]
        pieces, start = [], 0
        while start < len(word):
            end, cur = len(word), None
            while start < end:
                sub = word[start:end] if start == 0 else "##" + word[start:end]
                if sub in self.vocab:
                    cur = sub
                    break
                end -= 1
            if cur is None:
                return ["[UNK]"]
            pieces.append(cur)
            start = end
        return pieces

    def _truncate(self, ids, word_ids, max_length):
        """Cut an encoded sequence ([CLS] ... [SEP]) down to ``max_length`` tokens."""
        if len(ids) <= max_length:
            return ids, word_ids
        cut = max_length - 1  # leave room for [SEP]
        if self.keep_whole_words:
            # back off so that a word is never split between kept and dropped pieces
            while cut > 1 and word_ids[cut] is not None and word_ids[cut] == word_ids[cut - 1]:
                cut -= 1
        return ids[:cut] + [self.vocab.sep_id], word_ids[: max_length - 1] + [None]

    def encode(self, words, max_length=None):
        tokens, word_ids = ["[CLS]"], [None]
        for wi, w in enumerate(words):
            pieces = self.tokenize_word(w)
            tokens.extend(pieces)
            word_ids.extend([wi] * len(pieces))
        tokens.append("[SEP]")
        word_ids.append(None)
        ids = [self.vocab.id(t) for t in tokens]
        if max_length is not None:
            ids, word_ids = self._truncate(ids, word_ids, max_length)
            tokens = tokens[: len(ids) - 1] + ["[SEP]"]
        return Encoding(ids=ids, word_ids=word_ids, tokens=tokens)

    def decode(self, ids):
        out = []
        for i in ids:
            tok = self.vocab.token(i)
            if tok in ("[CLS]", "[SEP]", "[PAD]"):
                continue
            if tok.startswith("##") and out:
                out[-1] += tok[2:]
            else:
                out.append(tok)
        return " ".join(out)


def build_tokenizer(cfg, vocab_tokens=None):
    if vocab_tokens is None:
        vocab = Vocab.from_file(cfg["vocab_file"])
    else:
        vocab = Vocab(vocab_tokens)
    return WordPieceTokenizer(vocab, lowercase=cfg.get("lowercase", True),
                              keep_whole_words=cfg.get("keep_whole_words", True))


def load_tokenizer(vocab_file, **kwargs):
    return WordPieceTokenizer(Vocab.from_file(vocab_file), **kwargs)
