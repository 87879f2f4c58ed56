"""One Jinja environment over the `templates/` package, for the report, the issue comment, the PR body,
the generator's prompts and the test scaffold.

Undefined names fail (StrictUndefined) instead of rendering as nothing; no trim_blocks/lstrip_blocks, so
a template says with `-%}` where a newline goes, and Python scaffolds render exactly as written.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

from bot.core.markdown import attr, cell, code_span, fence, plural, quiet

TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)), autoescape=False,
                             keep_trailing_newline=True, trim_blocks=False, lstrip_blocks=False,
                             undefined=jinja2.StrictUndefined)
    # Markdown made safe, for the comment, the report and the PR body
    env.filters.update(quiet=quiet, fence=fence, code_span=code_span, cell=cell, attr=attr, plural=plural)
    return env


def render(name: str, **values: object) -> str:
    return environment().get_template(name).render(**values)
