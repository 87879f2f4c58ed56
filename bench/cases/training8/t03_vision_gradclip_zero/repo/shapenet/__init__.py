__all__ = ["config", "data", "models", "engine", "utils"]
