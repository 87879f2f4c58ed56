"""Render the metrics JSON written by `--out` as a markdown table."""
import json
import sys


def to_markdown(paths):
    rows = []
    for p in paths:
        with open(p) as f:
            obj = json.load(f)
        cfg, test = obj["config"], obj["test"]
        rows.append((cfg["model"]["name"], cfg["model"]["embedding_dim"], cfg["train"]["lr"],
                     cfg["train"]["seed"], test))
    keys = sorted({k for *_, t in rows for k in t})
    head = "| model | dim | lr | seed | " + " | ".join(keys) + " |"
    sep = "|" + "---|" * (4 + len(keys))
    lines = [head, sep]
    for name, dim, lr, seed, t in rows:
        lines.append(f"| {name} | {dim} | {lr} | {seed} | " + " | ".join(f"{t[k]:.4f}" for k in keys) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(to_markdown(sys.argv[1:]))
