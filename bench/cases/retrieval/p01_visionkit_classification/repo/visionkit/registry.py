"""A tiny name -> constructor registry used for models, losses and schedulers."""


class Registry:
    def __init__(self, name):
        self.name = name
        self._items = {}

    def register(self, name=None):
        def deco(obj):
            key = name or obj.__name__.lower()
            if key in self._items:
                raise KeyError(f"{key!r} already registered in {self.name}")
            self._items[key] = obj
            return obj
        return deco

    def get(self, name):
        try:
            return self._items[name]
        except KeyError:
            avail = ", ".join(sorted(self._items))
            raise KeyError(f"unknown {self.name} {name!r}; available: {avail}") from None

    def build(self, name, **kwargs):
        return self.get(name)(**kwargs)

    def names(self):
        return sorted(self._items)

    def __contains__(self, name):
        return name in self._items


MODELS = Registry("model")
LOSSES = Registry("loss")
SCHEDULERS = Registry("scheduler")
