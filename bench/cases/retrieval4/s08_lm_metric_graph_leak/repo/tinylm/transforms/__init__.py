from .text_clean import clean_text, strip_control_chars

__all__ = ["clean_text", "strip_control_chars"]
