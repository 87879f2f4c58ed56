import csv

MISSING = {"", "?", "na", "n/a", "nan", "null"}


def read_csv_columns(path, numeric, categorical, target):
    """Column-oriented read; numeric blanks become None, categorical blanks become '<missing>'."""
    table = {c: [] for c in [*numeric, *categorical, target]}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            for c in numeric:
                v = row.get(c, "").strip()
                table[c].append(None if v.lower() in MISSING else float(v))
            for c in categorical:
                v = row.get(c, "").strip()
                table[c].append("<missing>" if v.lower() in MISSING else v)
            t = row[target].strip()
            table[target].append(int(float(t)) if t not in ("", "?") else None)
    keep = [i for i, t in enumerate(table[target]) if t is not None]
    return {c: [vals[i] for i in keep] for c, vals in table.items()}
