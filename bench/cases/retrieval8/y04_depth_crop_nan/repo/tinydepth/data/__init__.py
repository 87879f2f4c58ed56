from tinydepth.data.synthetic import SyntheticSceneDataset
from tinydepth.data.transforms import build_transforms
from tinydepth.data.loader import build_dataloader, collate_depth

__all__ = ["SyntheticSceneDataset", "build_transforms", "build_dataloader", "collate_depth"]
