import sys
import time

_T0 = time.time()


def log_line(msg):
    el = time.time() - _T0
    sys.stdout.write(f"[{int(el // 3600):02d}:{int(el % 3600 // 60):02d}:{int(el % 60):02d}] {msg}\n")
    sys.stdout.flush()
