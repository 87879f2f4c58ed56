"""Turn (question, context) examples into fixed-size windowed features.

``doc_stride`` follows the HuggingFace convention: it is the number of context
tokens shared by two consecutive windows (the overlap), not the step size.
"""
from dataclasses import dataclass
from typing import List, Optional, Tuple


@dataclass
class Feature:
    example_index: int
    qid: str
    input_ids: List[int]
    token_type_ids: List[int]
    offsets: List[Optional[Tuple[int, int]]]   # char span for context tokens, else None
    match_flags: List[int] = None               # 1 where a context token occurs in the question
    start_position: int = 0                     # 0 == [CLS] (answer not in this window)
    end_position: int = 0


def window_starts(num_tokens, budget, doc_stride):
    """Start indices of context windows of ``budget`` tokens overlapping by ``doc_stride``."""
    if budget <= doc_stride:
        raise ValueError(f"context budget {budget} must exceed doc_stride {doc_stride}")
    starts, start = [], 0
    while True:
        starts.append(start)
        if start + budget >= num_tokens:
            break
        start += budget - doc_stride
    return starts


def _token_span(offsets, char_start, char_end):
    """Token indices (inclusive) covering [char_start, char_end) or None."""
    s = e = None
    for i, (a, b) in enumerate(offsets):
        if s is None and a <= char_start < b:
            s = i
        if a < char_end <= b:
            e = i
    return (s, e) if s is not None and e is not None else None


def build_features(examples, tokenizer, max_seq_len=64, doc_stride=16, max_query_len=16):
    features = []
    for ex_idx, ex in enumerate(examples):
        q = tokenizer.encode(ex.question).ids[:max_query_len]
        ctx = tokenizer.encode(ex.context)
        budget = max_seq_len - len(q) - 3
        span = None
        if ex.answers:
            span = _token_span(ctx.offsets, ex.answer_starts[0], ex.answer_end)
        for start in window_starts(len(ctx.ids), budget, doc_stride):
            end = min(start + budget, len(ctx.ids))
            ids = [tokenizer.cls_id] + q + [tokenizer.sep_id]
            n_prefix = len(ids)
            ids += ctx.ids[start:end] + [tokenizer.sep_id]
            types = [0] * n_prefix + [1] * (end - start + 1)
            offsets = [None] * n_prefix + list(ctx.offsets[start:end]) + [None]
            q_set = set(q)
            flags = [0] * n_prefix + [int(t in q_set) for t in ctx.ids[start:end]] + [0]
            feat = Feature(ex_idx, ex.qid, ids, types, offsets, flags)
            if span is not None and start <= span[0] and span[1] < end:
                feat.start_position = span[0] - start + n_prefix
                feat.end_position = span[1] - start + n_prefix
            features.append(feat)
    return features
