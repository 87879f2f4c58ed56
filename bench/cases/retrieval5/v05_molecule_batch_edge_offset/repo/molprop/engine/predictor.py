"""Inference on lists of SMILES."""
import torch

from ..data import ATOM_DIM, BOND_DIM, collate_molecules, smiles_to_graph
from ..models import build_model
from ..utils.checkpoint import load_checkpoint
from ..utils.normalizer import TargetNormalizer


class Predictor:
    def __init__(self, model, normalizer):
        self.model = model.eval()
        self.normalizer = normalizer

    @classmethod
    def from_checkpoint(cls, cfg, path):
        state = torch.load(path, map_location="cpu", weights_only=False)
        model = build_model(cfg, ATOM_DIM, BOND_DIM, state.get("num_tasks", 1))
        load_checkpoint(path, model)
        norm = TargetNormalizer()
        norm.load_state_dict(state["normalizer"])
        return cls(model, norm)

    @torch.no_grad()
    def predict(self, smiles, batch_size=64):
        out = []
        for i in range(0, len(smiles), batch_size):
            graphs = [smiles_to_graph(s) for s in smiles[i:i + batch_size]]
            out.append(self.normalizer.inverse(self.model(collate_molecules(graphs))))
        return torch.cat(out)
