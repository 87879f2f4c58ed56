"""A small SMILES parser (organic subset, brackets, branches, ring closures).

Returns atoms as dicts and bonds as (i, j, order) with aromatic bonds order 1.5.
Stereo markers (/ \\ @) are accepted and ignored.
"""

ORGANIC = {"B", "C", "N", "O", "P", "S", "F", "Cl", "Br", "I"}
AROMATIC = {"b", "c", "n", "o", "p", "s"}
BOND_ORDERS = {"-": 1.0, "=": 2.0, "#": 3.0, ":": 1.5}


def _parse_bracket(text):
    """'[NH4+]' contents -> atom dict."""
    i = 0
    while i < len(text) and text[i].isdigit():
        i += 1  # isotope
    if text[i:i + 2] in ("Cl", "Br", "Na", "Li", "Mg", "Ca", "Zn", "Fe", "Si", "Se", "se", "as"):
        symbol, i = text[i:i + 2], i + 2
    else:
        symbol, i = text[i], i + 1
    aromatic = symbol[0].islower()
    hs, charge = 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "H":
            i += 1
            n = ""
            while i < len(text) and text[i].isdigit():
                n += text[i]
                i += 1
            hs = int(n) if n else 1
            continue
        if ch in "+-":
            sign = 1 if ch == "+" else -1
            i += 1
            n = ""
            while i < len(text) and text[i].isdigit():
                n += text[i]
                i += 1
            if n:
                charge += sign * int(n)
            else:
                charge += sign
            continue
        i += 1  # chirality and anything else
    return {"symbol": symbol.capitalize(), "aromatic": aromatic, "charge": charge, "explicit_h": hs}


def parse_smiles(smiles):
    atoms, bonds = [], []
    stack, rings = [], {}
    prev, pending = None, None
    i = 0
    while i < len(smiles):
        ch = smiles[i]
        if ch == "(":
            stack.append(prev)
            i += 1
            continue
        if ch == ")":
            prev = stack.pop()
            i += 1
            continue
        if ch in BOND_ORDERS:
            pending = BOND_ORDERS[ch]
            i += 1
            continue
        if ch in "/\\.":
            if ch == ".":
                prev = None
            i += 1
            continue
        if ch.isdigit() or ch == "%":
            if ch == "%":
                label, i = smiles[i + 1:i + 3], i + 3
            else:
                label, i = ch, i + 1
            if label in rings:
                j, order = rings.pop(label)
                o = pending or order or (1.5 if atoms[prev]["aromatic"] and atoms[j]["aromatic"] else 1.0)
                bonds.append((j, prev, o))
            else:
                rings[label] = (prev, pending)
            pending = None
            continue
        if ch == "[":
            end = smiles.index("]", i)
            atom = _parse_bracket(smiles[i + 1:end])
            i = end + 1
        elif smiles[i:i + 2] in ("Cl", "Br"):
            atom = {"symbol": smiles[i:i + 2], "aromatic": False, "charge": 0, "explicit_h": None}
            i += 2
        elif ch in ORGANIC or ch in AROMATIC:
            atom = {"symbol": ch.upper(), "aromatic": ch in AROMATIC, "charge": 0, "explicit_h": None}
            i += 1
        else:
            raise ValueError(f"cannot parse SMILES {smiles!r} at position {i} ({ch!r})")
        atoms.append(atom)
        idx = len(atoms) - 1
        if prev is not None:
            order = pending or (1.5 if atoms[prev]["aromatic"] and atom["aromatic"] else 1.0)
            bonds.append((prev, idx, order))
        prev, pending = idx, None
    if rings:
        raise ValueError(f"unclosed ring in {smiles!r}")
    return atoms, bonds
