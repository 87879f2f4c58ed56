from .text import Compose, StripHtml, TokenDropout, Truncate, build_token_transforms

__all__ = ["Compose", "StripHtml", "TokenDropout", "Truncate", "build_token_transforms"]
