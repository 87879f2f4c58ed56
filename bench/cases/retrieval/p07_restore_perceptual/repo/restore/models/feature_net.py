"""A fixed VGG-style feature network for perceptual losses. No pretrained weights are shipped;
it is initialised from a fixed seed so that the loss is deterministic across runs."""
import torch
from torch import nn

LAYER_NAMES = ["conv1_1", "relu1_1", "conv1_2", "relu1_2", "pool1",
               "conv2_1", "relu2_1", "conv2_2", "relu2_2", "pool2",
               "conv3_1", "relu3_1", "conv3_2", "relu3_2"]


def make_feature_net(width=16, seed=1234):
    g = torch.random.fork_rng()
    with g:
        torch.manual_seed(seed)
        cfg = [(3, width), (width, width), "P", (width, 2 * width), (2 * width, 2 * width), "P",
               (2 * width, 4 * width), (4 * width, 4 * width)]
        net = nn.Sequential()
        names = iter(LAYER_NAMES)
        for item in cfg:
            if item == "P":
                net.add_module(next(names), nn.AvgPool2d(2))
                continue
            cin, cout = item
            net.add_module(next(names), nn.Conv2d(cin, cout, 3, padding=1))
            net.add_module(next(names), nn.ReLU(inplace=False))
    for p in net.parameters():
        p.requires_grad_(False)
    return net.eval()
