from .convctc import ConvCTC
from .crnn import CRNN
from .transformer_ocr import TransformerCTC


def build_model(mcfg, num_classes, height=16):
    name = mcfg.get("name", "crnn")
    if name == "crnn":
        return CRNN(num_classes, height, mcfg.get("channels", 32), mcfg.get("hidden", 64))
    if name == "convctc":
        return ConvCTC(num_classes, height, mcfg.get("channels", 32))
    if name == "transformer":
        return TransformerCTC(num_classes, height, mcfg.get("hidden", 64))
    raise ValueError(f"unknown model {name}")
