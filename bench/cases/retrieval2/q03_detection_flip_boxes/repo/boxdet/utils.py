import logging
import os
import random
import sys

import torch


def setup_logging(output_dir=None, level=logging.INFO):
    fmt = logging.Formatter("[%(asctime)s %(name)s] %(message)s", "%m/%d %H:%M:%S")
    root = logging.getLogger("boxdet")
    root.setLevel(level)
    root.handlers.clear()
    sh = logging.StreamHandler(sys.stdout)
    sh.setFormatter(fmt)
    root.addHandler(sh)
    if output_dir:
        os.makedirs(output_dir, exist_ok=True)
        fh = logging.FileHandler(os.path.join(output_dir, "log.txt"))
        fh.setFormatter(fmt)
        root.addHandler(fh)
    return root


def set_random_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)
