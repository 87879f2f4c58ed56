import json


def read_manifest(path):
    items = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                items.append(json.loads(line))
    return items


def filter_by_duration(items, min_s=0.1, max_s=20.0):
    return [it for it in items if min_s <= float(it.get("duration", 0.0)) <= max_s]
