class Registry:
    """Maps names to classes/functions so configs can refer to them by ``type``."""

    def __init__(self, name):
        self.name = name
        self._items = {}

    def register(self, name=None):
        def deco(obj):
            key = name or obj.__name__
            if key in self._items:
                raise KeyError(f"{key} already registered in {self.name}")
            self._items[key] = obj
            return obj

        return deco

    def get(self, name):
        if name not in self._items:
            raise KeyError(f"{name!r} is not registered in {self.name}; have {sorted(self._items)}")
        return self._items[name]

    def build(self, cfg, **extra):
        cfg = dict(cfg)
        kind = cfg.pop("type")
        cfg.update(extra)
        return self.get(kind)(**cfg)

    def __contains__(self, name):
        return name in self._items

    def keys(self):
        return list(self._items)
