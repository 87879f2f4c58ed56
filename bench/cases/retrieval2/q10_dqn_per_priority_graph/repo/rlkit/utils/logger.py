import csv
import os
import resource
import sys
import time


def rss_mb():
    """Peak resident set size of this process in MB (Linux reports KB)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / 2 ** 20


class RunLogger:
    def __init__(self, out_dir, fields):
        os.makedirs(out_dir, exist_ok=True)
        self.fh = open(os.path.join(out_dir, "progress.csv"), "w", newline="")
        self.writer = csv.DictWriter(self.fh, fieldnames=["step", "time", *fields, "rss_mb"])
        self.writer.writeheader()
        self.t0 = time.time()

    def log(self, step, **values):
        row = {"step": step, "time": round(time.time() - self.t0, 1), "rss_mb": round(rss_mb(), 1), **values}
        self.writer.writerow(row)
        self.fh.flush()
        parts = " ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}" for k, v in row.items())
        print(parts, flush=True)

    def close(self):
        self.fh.close()
