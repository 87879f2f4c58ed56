"""Transductive node classification on a citation-style graph (GCN, Kipf & Welling 2017)."""
