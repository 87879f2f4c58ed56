import os
import random


def worker_init_fn(worker_id):
    # each worker needs its own stream of negatives, otherwise all workers draw the
    # same "random" negatives (the classic duplicated-augmentation problem)
    random.seed(os.getpid() + worker_id)
