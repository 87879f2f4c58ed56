"""Human-readable summaries of splits and datasets."""
from collections import Counter


def format_split_summary(info, loaders):
    lines = []
    for split in ("train", "val", "test"):
        ds = loaders[split].dataset
        subj = info.get(f"{split}_subjects")
        counts = Counter(ds.y.tolist())
        cls = ", ".join(f"{k}:{counts[k]}" for k in sorted(counts))
        who = "windows-level" if subj is None else ",".join(subj)
        lines.append(f"{split:5s} n={len(ds):5d} classes[{cls}] subjects[{who}]")
    return "\n".join(lines)


def subject_overlap(info):
    """Subjects present in more than one split (should be empty for subject splits)."""
    groups = [set(info.get(f"{s}_subjects") or []) for s in ("train", "val", "test")]
    return sorted((groups[0] & groups[1]) | (groups[0] & groups[2]) | (groups[1] & groups[2]))
