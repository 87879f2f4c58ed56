"""icu: in-hospital mortality prediction from first-24h ICU summaries."""
