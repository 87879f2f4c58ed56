def format_summary(summary):
    lines = [f"{'layer':<12}{'mean':>10}{'std':>10}{'dead':>8}{'updates':>9}"]
    for name, s in summary.items():
        lines.append(f"{name:<12}{s['mean']:>10.4f}{s['std']:>10.4f}{s['dead']:>8.2%}{s['updates']:>9d}")
    return "\n".join(lines)
