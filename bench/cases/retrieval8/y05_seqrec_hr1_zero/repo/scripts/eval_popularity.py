"""Evaluate the non-personalised popularity baseline on the test split."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from seqrec import load_config  # noqa: E402
from seqrec.engine import build_data  # noqa: E402
from seqrec.eval import Evaluator  # noqa: E402
from seqrec.models import PopularityRecommender  # noqa: E402
from seqrec.utils.logging import format_metrics  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/gru4rec.yaml")
    cfg = load_config(p.parse_args(argv).config)
    data = build_data(cfg)
    model = PopularityRecommender(data.popularity)
    print("popularity test:", format_metrics(Evaluator(cfg.eval.ks).evaluate(model, data.test_loader)))


if __name__ == "__main__":
    main()
