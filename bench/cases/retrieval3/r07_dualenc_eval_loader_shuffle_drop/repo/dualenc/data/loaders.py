from torch.utils.data import DataLoader

from dualenc.data.captions import caption_collate
from dualenc.data.samplers import UniqueImageBatchSampler
from dualenc.utils import worker_init_fn


def build_loader(dataset, cfg, split, seed=0):
    """DataLoader for a CaptionDataset. Training may use the unique-image batch sampler."""
    train = split == "train"
    kw = dict(num_workers=cfg["num_workers"], collate_fn=caption_collate, worker_init_fn=worker_init_fn,
              pin_memory=True)
    if train and cfg["unique_images_per_batch"]:
        image_ids = [i for i in range(len(dataset))]
        sampler = UniqueImageBatchSampler(image_ids, cfg["batch_size"], seed)
        return DataLoader(dataset, batch_sampler=sampler, **kw)
    batch_size = cfg["batch_size"] if train else cfg["eval_batch_size"]
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True, **kw)
