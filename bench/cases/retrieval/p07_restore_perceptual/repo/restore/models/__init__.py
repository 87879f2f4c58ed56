from .edsr import EDSR
from .srcnn import SRCNN
from .unet import RestoreUNet


def build_model(mcfg, scale):
    name = mcfg["name"]
    if name == "edsr":
        return EDSR(scale, mcfg.get("channels", 16), mcfg.get("blocks", 4))
    if name == "srcnn":
        return SRCNN(scale, mcfg.get("channels", 32))
    if name == "unet":
        if scale != 1:
            raise ValueError("unet is for denoising (scale 1)")
        return RestoreUNet(mcfg.get("channels", 16))
    raise ValueError(f"unknown model {name}")
