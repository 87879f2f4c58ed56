import torch

from ..metrics import squad_scores
from ..postprocess import postprocess_predictions


@torch.no_grad()
def collect_logits(model, loader):
    was_training = model.training
    model.eval()
    starts, ends, hits_s, hits_e, n = [], [], 0, 0, 0
    for batch in loader:
        s, e = model(batch["input_ids"], batch["token_type_ids"], batch["attention_mask"],
                              batch["match_ids"])
        for i in range(s.size(0)):
            L = int(batch["attention_mask"][i].sum())
            starts.append(s[i, :L].clone())
            ends.append(e[i, :L].clone())
        hits_s += int((s.argmax(-1) == batch["start_positions"]).sum())
        hits_e += int((e.argmax(-1) == batch["end_positions"]).sum())
        n += s.size(0)
    model.train(was_training)
    return starts, ends, {"start_acc": hits_s / max(n, 1), "end_acc": hits_e / max(n, 1)}


def evaluate_qa(model, loader, examples, features, n_best=5, max_answer_len=10):
    starts, ends, feat_metrics = collect_logits(model, loader)
    preds = postprocess_predictions(examples, features, starts, ends, n_best, max_answer_len)
    out = squad_scores(preds, examples)
    out.update(feat_metrics)
    out["n_examples"] = len(examples)
    out["n_features"] = len(features)
    return out, preds
