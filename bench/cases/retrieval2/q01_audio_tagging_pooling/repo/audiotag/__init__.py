"""audiotag: multi-label audio tagging."""

__version__ = "0.3.1"
