"""Route customer-support tickets to the right queue with a fastText-style classifier."""
