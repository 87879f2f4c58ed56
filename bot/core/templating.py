"""One Jinja environment over the `templates/` package, for comments, prompts and test scaffolds."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)), autoescape=False,
                              keep_trailing_newline=True, trim_blocks=False, lstrip_blocks=False,
                              undefined=jinja2.StrictUndefined)


def render(name: str, **values: object) -> str:
    return environment().get_template(name).render(**values)
