from .graph import RandomAtomMask, DropEdges

__all__ = ["RandomAtomMask", "DropEdges"]
