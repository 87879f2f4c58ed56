"""yieldnet: field-level crop yield regression from soil and season weather features."""
