"""Print top-K recommendations for some users and catalogue-level statistics."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from recsys.evaluation.beyond_accuracy import (average_popularity_rank, coverage, gini_index,  # noqa: E402
                                               item_popularity, top_k_lists)
from recsys.pipeline import prepare  # noqa: E402
from recsys.utils.checkpoint import load_checkpoint  # noqa: E402
from recsys.utils.config import load_config  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", required=True)
    parser.add_argument("--checkpoint", required=True)
    parser.add_argument("-k", type=int, default=10)
    parser.add_argument("--users", type=int, nargs="*", default=None, help="dense user ids (default: all)")
    parser.add_argument("--show", type=int, default=5, help="how many users to print")
    args = parser.parse_args()
    cfg = load_config(args.config)
    split, _, model = prepare(cfg)
    load_checkpoint(args.checkpoint, model)
    model.eval()
    users = args.users or sorted(split.train)
    lists = top_k_lists(model, split, users, args.k)
    for u in users[: args.show]:
        print(f"user {u}: {lists[u]}")
    pop = item_popularity(split)
    print(f"coverage@{args.k}: {coverage(lists, split.num_items):.3f}")
    print(f"avg popularity rank: {average_popularity_rank(lists, pop):.1f}")
    print(f"gini: {gini_index(lists, split.num_items):.3f}")


if __name__ == "__main__":
    main()
