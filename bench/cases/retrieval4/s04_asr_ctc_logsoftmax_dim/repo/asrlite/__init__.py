"""asrlite: small CTC speech recognizer."""

__version__ = "0.5.0"
