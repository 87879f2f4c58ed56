"""tiny-rl: minimal synchronous actor-critic agents on toy vectorised environments."""
