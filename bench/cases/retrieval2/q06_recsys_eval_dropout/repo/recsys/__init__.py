"""Implicit-feedback recommendation models and evaluation."""
