"""Fabric defect classification on small grayscale patches."""
