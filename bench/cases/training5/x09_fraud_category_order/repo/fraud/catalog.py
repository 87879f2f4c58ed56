import csv


def load_catalog(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return [{"mcc": int(r["mcc"]), "category": r["category"], "base_risk": float(r["base_risk"])}
            for r in rows]
