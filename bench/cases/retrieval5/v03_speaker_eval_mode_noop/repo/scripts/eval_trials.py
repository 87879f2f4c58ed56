"""Score a trial list with a trained model: prints EER and minDCF."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import torch  # noqa: E402

from spkver.data import make_synthetic_corpus, make_trials, read_trials  # noqa: E402
from spkver.data.dataset import list_folder  # noqa: E402
from spkver.engine import CosineScorer, EmbeddingExtractor, evaluate_trials  # noqa: E402
from spkver.engine.scoring import select_cohort  # noqa: E402
from spkver.models import build_model  # noqa: E402
from spkver.utils import load_config, seed_everything  # noqa: E402
from spkver.utils.checkpoint import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--trials", default=None)
    ap.add_argument("--utts", default=None, help="folder <spk>/<utt>.pt")
    ap.add_argument("--cohort", default=None, help="folder used as s-norm cohort")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("opts", nargs="*", help="config overrides key=value")
    args = ap.parse_args()
    cfg = load_config(args.config, args.opts)
    seed_everything(args.seed if args.seed is not None else cfg.get("seed", 0))
    model = build_model(cfg)
    load_checkpoint(args.ckpt, model)
    dc = cfg["data"]
    if args.utts:
        utts = list_folder(args.utts)
    else:
        utts = make_synthetic_corpus(10, 6, dc["n_mels"], seed=1, prefix="val")
    trials = read_trials(args.trials) if args.trials else make_trials(utts, seed=0)
    extractor = EmbeddingExtractor(model, dc["n_mels"], dc.get("precomputed", True))
    embs = extractor.extract(utts)
    cohort = None
    ec = cfg.get("eval", {})
    if ec.get("snorm") and args.cohort:
        cohort_embs = torch.stack(list(extractor.extract(list_folder(args.cohort)).values()))
        cohort = select_cohort(cohort_embs, ec.get("cohort_size", 200), seed=cfg.get("seed", 0))
    res = evaluate_trials(embs, trials, CosineScorer(cohort, ec.get("top_k", 100)))
    print(f"EER {100 * res['eer']:.2f}%  minDCF(0.01) {res['min_dcf']:.4f}  trials {res['n_trials']}")


if __name__ == "__main__":
    main()
