from .batch import GraphBatch, collate_molecules, unbatch
from .dataset import MoleculeDataset, build_datasets
from .featurize import ATOM_DIM, BOND_DIM, MolGraph, smiles_to_graph
from .smiles import parse_smiles

__all__ = ["GraphBatch", "collate_molecules", "unbatch", "MoleculeDataset", "build_datasets",
           "ATOM_DIM", "BOND_DIM", "MolGraph", "smiles_to_graph", "parse_smiles"]
