from .warp import flow_warp, make_base_grid
from .correlation import local_correlation
from .resample import resize_flow, upsample_flow

__all__ = ["flow_warp", "make_base_grid", "local_correlation", "resize_flow", "upsample_flow"]
