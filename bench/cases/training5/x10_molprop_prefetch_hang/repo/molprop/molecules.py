"""Random heavy-atom graphs with a made-up but learnable property."""
import random

ATOMS = ["C", "N", "O", "S", "F", "Cl"]
VALENCE = {"C": 4, "N": 3, "O": 2, "S": 2, "F": 1, "Cl": 1}
ATOM_WEIGHTS = [0.62, 0.14, 0.14, 0.04, 0.04, 0.02]
# per-atom contribution to the "solubility-like" target
CONTRIB = {"C": 0.35, "N": -0.6, "O": -0.8, "S": 0.2, "F": 0.15, "Cl": 0.55}


def random_molecule(rng, min_atoms=6, max_atoms=28):
    n = rng.randint(min_atoms, max_atoms)
    atoms = rng.choices(ATOMS, ATOM_WEIGHTS, k=n)
    degree = [0] * n
    bonds = []
    for i in range(1, n):                         # spanning tree
        candidates = [j for j in range(i) if degree[j] < VALENCE[atoms[j]]]
        if not candidates or VALENCE[atoms[i]] == 0:
            atoms[i] = "C"
            candidates = [j for j in range(i) if degree[j] < VALENCE[atoms[j]]] or [i - 1]
        j = rng.choice(candidates)
        bonds.append((j, i))
        degree[i] += 1
        degree[j] += 1
    for _ in range(rng.randint(0, 3)):            # ring closures
        a, b = rng.sample(range(n), 2)
        if (degree[a] < VALENCE[atoms[a]] and degree[b] < VALENCE[atoms[b]]
                and (a, b) not in bonds and (b, a) not in bonds and abs(a - b) > 2):
            bonds.append((a, b))
            degree[a] += 1
            degree[b] += 1
    return atoms, bonds


def target(atoms, bonds):
    n_rings = len(bonds) - (len(atoms) - 1)
    hetero_neighbors = sum(1 for a, b in bonds if atoms[a] != "C" and atoms[b] != "C")
    return sum(CONTRIB[a] for a in atoms) + 0.7 * n_rings - 0.3 * hetero_neighbors


def make_dataset(n, seed):
    rng = random.Random(seed)
    mols = [random_molecule(rng) for _ in range(n)]
    return mols, [target(a, b) for a, b in mols]
