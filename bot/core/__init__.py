"""The reproduction pipeline: report, context, plan, generators, validation, verdict, rendering.

Imports `index` and `runner`; never `bot.app` or `bot.cli`."""
