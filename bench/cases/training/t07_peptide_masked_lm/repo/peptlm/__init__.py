"""Masked-language-model pretraining for short peptides (MHC class I epitopes, 8-11 aa)."""
