from .gin import GIN
from .mpnn import MPNN
from .readout import global_pool


def build_model(cfg, atom_dim, bond_dim, num_tasks):
    m = cfg["model"]
    if m["name"] == "mpnn":
        return MPNN(atom_dim, bond_dim, num_tasks, m["hidden"], m["layers"], m.get("readout", "sum"),
                    m.get("dropout", 0.0))
    if m["name"] == "gin":
        return GIN(atom_dim, num_tasks, m["hidden"], m["layers"], m.get("readout", "sum"),
                   m.get("dropout", 0.0))
    raise ValueError(m["name"])


__all__ = ["MPNN", "GIN", "global_pool", "build_model"]
