"""Minimal SimCLR on procedurally generated texture images."""
