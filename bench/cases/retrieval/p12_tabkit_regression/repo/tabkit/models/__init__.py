from .ft_transformer import FTTransformer
from .mlp import MLP, TabResNet


def build_model(mcfg, n_features):
    name = mcfg["name"]
    if name == "mlp":
        return MLP(n_features, mcfg.get("hidden", [128, 64]), mcfg.get("dropout", 0.0))
    if name == "resnet":
        return TabResNet(n_features, mcfg.get("width", 128), mcfg.get("blocks", 2), mcfg.get("dropout", 0.0))
    if name == "ft_transformer":
        return FTTransformer(n_features, mcfg.get("dim", 32), mcfg.get("layers", 2), mcfg.get("heads", 4))
    if name == "linear":
        import torch
        return torch.nn.Linear(n_features, 1)
    raise ValueError(f"unknown model {name}")
