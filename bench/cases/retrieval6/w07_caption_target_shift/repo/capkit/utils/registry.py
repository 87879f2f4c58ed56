"""Minimal name -> class registry used to build components from configs."""


class Registry:
    def __init__(self, name):
        self.name = name
        self._items = {}

    def register(self, name=None):
        def decorator(obj):
            key = name or obj.__name__
            if key in self._items:
                raise KeyError(f"{key!r} is already registered in {self.name}")
            self._items[key] = obj
            return obj
        return decorator

    def get(self, name):
        if name not in self._items:
            known = ", ".join(sorted(self._items))
            raise KeyError(f"unknown {self.name} {name!r}; known: {known}")
        return self._items[name]

    def build(self, cfg, **kwargs):
        cfg = dict(cfg)
        kind = cfg.pop("type")
        cfg.update(kwargs)
        return self.get(kind)(**cfg)

    def keys(self):
        return list(self._items)

    def __contains__(self, name):
        return name in self._items

    def __repr__(self):
        return f"Registry({self.name}, {sorted(self._items)})"
