from kdistill.models.resnet_cifar import resnet8, resnet20, resnet32, resnet56, resnet110
from kdistill.models.wrn import wrn_16_2, wrn_40_2

_ARCHS = {"resnet8": resnet8, "resnet20": resnet20, "resnet32": resnet32, "resnet56": resnet56,
          "resnet110": resnet110, "wrn_16_2": wrn_16_2, "wrn_40_2": wrn_40_2}


def build_model(arch, num_classes):
    return _ARCHS[arch](num_classes)
