from .resnet_cifar import ResNetCIFAR
from .small_cnn import SmallCNN
from .wrappers import FeatureTap, freeze


def build_model(spec, num_classes):
    arch = spec["arch"]
    if arch.startswith("resnet"):
        depth = int(arch[len("resnet"):])
        return ResNetCIFAR(depth, num_classes, spec.get("width", 16))
    if arch == "small_cnn":
        return SmallCNN(num_classes, spec.get("width", 16))
    raise ValueError(arch)


__all__ = ["ResNetCIFAR", "SmallCNN", "FeatureTap", "freeze", "build_model"]
