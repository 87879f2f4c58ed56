from tinydepth.utils.seed import seed_everything

__all__ = ["seed_everything"]
