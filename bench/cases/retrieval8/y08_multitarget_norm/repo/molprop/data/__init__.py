from molprop.data.graph import MolGraph, collate_graphs
from molprop.data.synthetic import SyntheticMolecules, ATOM_TYPES
from molprop.data.scaler import build_normalizer

__all__ = ["MolGraph", "collate_graphs", "SyntheticMolecules", "ATOM_TYPES", "build_normalizer"]
