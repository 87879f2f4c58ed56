"""Map start/end logits of windowed features back to answer strings."""
from collections import defaultdict

import torch


def topk_spans(start_logits, end_logits, offsets, n_best=5, max_answer_len=10):
    """Candidate spans of one feature as (score, start_tok, end_tok), best first.

    Only context tokens (offset is not None) can start or end an answer.
    """
    k = min(n_best, start_logits.numel())
    starts = torch.topk(start_logits, k).indices.tolist()
    ends = torch.topk(end_logits, k).indices.tolist()
    cands = []
    for s in starts:
        for e in ends:
            if offsets[s] is None or offsets[e] is None:
                continue
            if e < s or e - s + 1 > max_answer_len:
                continue
            cands.append((float(start_logits[s] + end_logits[e]), s, e))
    cands.sort(key=lambda c: c[0], reverse=True)
    return cands


def postprocess_predictions(examples, features, all_start, all_end, n_best=5,
                            max_answer_len=10):
    """Pick, for every example, the highest-scoring span over all of its windows."""
    by_example = defaultdict(list)
    for fi, f in enumerate(features):
        by_example[f.example_index].append(fi)
    predictions = {}
    for ex_idx, ex in enumerate(examples):
        for fi in by_example[ex_idx]:
            best_score, best_text = float("-inf"), ""
            feat = features[fi]
            for score, s, e in topk_spans(all_start[fi], all_end[fi], feat.offsets, n_best,
                                          max_answer_len):
                if score > best_score:
                    char_s, char_e = feat.offsets[s][0], feat.offsets[e][1]
                    best_score, best_text = score, ex.context[char_s:char_e]
        predictions[ex.qid] = best_text
    return predictions
