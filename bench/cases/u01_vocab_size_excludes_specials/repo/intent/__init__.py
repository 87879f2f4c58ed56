"""Tiny intent classifier for voice-assistant style commands."""
__version__ = "0.3.1"
