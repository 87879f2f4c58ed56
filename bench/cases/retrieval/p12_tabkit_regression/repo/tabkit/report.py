"""Summaries of finished runs: learning-curve statistics and a markdown comparison table."""


def curve_summary(history, monitor="val_loss"):
    values = [h[monitor] for h in history]
    best = min(range(len(values)), key=values.__getitem__)
    return {"epochs": len(values), "best_epoch": best, "best": values[best], "last": values[-1],
            "still_improving": len(values) > 1 and values[-1] < min(values[:-1])}


def compare(runs, metrics=("rmse", "mae", "r2")):
    """runs: {name: test_report}. Returns a markdown table."""
    head = "| run | " + " | ".join(metrics) + " |"
    sep = "|---" * (len(metrics) + 1) + "|"
    lines = [head, sep]
    for name, rep in runs.items():
        lines.append(f"| {name} | " + " | ".join(f"{rep[m]:.4f}" for m in metrics) + " |")
    return "\n".join(lines)


def format_history(history, every=1):
    rows = []
    for h in history[::every]:
        rows.append(f"{h['epoch']:4d}  train {h['train_loss']:.4f}  val {h['val_loss']:.4f}"
                    f"  r2 {h.get('val_r2', float('nan')):.4f}")
    return "\n".join(rows)
