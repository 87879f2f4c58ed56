import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spanqa.data import QAExample, WhitespaceTokenizer, build_features, window_starts  # noqa: E402
from spanqa.metrics import exact_match, f1_score  # noqa: E402
from spanqa.postprocess import topk_spans  # noqa: E402


def test_window_starts_cover_everything():
    for n in (5, 40, 41, 100, 137):
        starts = window_starts(n, budget=40, doc_stride=10)
        assert starts[0] == 0
        assert starts[-1] + 40 >= n
        assert all(b - a == 30 for a, b in zip(starts, starts[1:]))


def test_answer_positions_inside_window():
    ctx = " ".join(f"w{i}" for i in range(60)) + " k1 v1 v2 . " + " ".join("w1" for _ in range(30))
    start = ctx.index("v1")
    ex = QAExample("q0", "what follows k1 ?", ctx, ["v1 v2"], [start])
    tok = WhitespaceTokenizer.train([ex.question + " " + ex.context])
    feats = build_features([ex], tok, max_seq_len=32, doc_stride=8)
    positive = [f for f in feats if f.start_position > 0]
    assert positive, "answer must be fully contained in at least one window"
    for f in positive:
        s, e = f.offsets[f.start_position][0], f.offsets[f.end_position][1]
        assert ctx[s:e] == "v1 v2"


def test_topk_spans_only_context():
    offsets = [None, None, (0, 2), (3, 5), (6, 8), None]
    s = torch.tensor([9.0, 0.0, 1.0, 3.0, 0.5, 0.0])
    e = torch.tensor([9.0, 0.0, 0.1, 0.2, 4.0, 0.0])
    best = topk_spans(s, e, offsets, n_best=6, max_answer_len=5)[0]
    assert best[1:] == (3, 4)


def test_squad_metrics():
    assert exact_match("The v1 v2", "v1 v2") == 1.0
    assert abs(f1_score("v1 v3", "v1 v2") - 0.5) < 1e-6
