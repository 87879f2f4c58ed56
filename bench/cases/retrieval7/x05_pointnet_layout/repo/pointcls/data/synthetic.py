"""Procedural primitive shapes sampled as surface point clouds."""
import numpy as np

SHAPES = ("sphere", "cube", "cylinder", "cone", "torus")


def _sphere(rng, n):
    v = rng.normal(size=(n, 3))
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _cube(rng, n):
    p = rng.uniform(-1, 1, size=(n, 3))
    axis = rng.integers(0, 3, size=n)
    p[np.arange(n), axis] = rng.choice([-1.0, 1.0], size=n)
    return p


def _cylinder(rng, n):
    t = rng.uniform(0, 2 * np.pi, size=n)
    z = rng.uniform(-1, 1, size=n)
    return np.stack([np.cos(t), np.sin(t), z], axis=1)


def _cone(rng, n):
    t = rng.uniform(0, 2 * np.pi, size=n)
    h = np.sqrt(rng.uniform(0, 1, size=n))
    return np.stack([h * np.cos(t), h * np.sin(t), 1.0 - 2.0 * h], axis=1)


def _torus(rng, n, r_major=1.0, r_minor=0.35):
    u = rng.uniform(0, 2 * np.pi, size=n)
    v = rng.uniform(0, 2 * np.pi, size=n)
    ring = r_major + r_minor * np.cos(v)
    return np.stack([ring * np.cos(u), ring * np.sin(u), r_minor * np.sin(v)], axis=1)


_SAMPLERS = {"sphere": _sphere, "cube": _cube, "cylinder": _cylinder, "cone": _cone,
             "torus": _torus}


def sample_shape(name, n_points, rng):
    """Return an (n_points, 3) float32 array sampled on the surface of `name`."""
    pts = _SAMPLERS[name](rng, n_points)
    stretch = rng.uniform(0.7, 1.3, size=3)
    return (pts * stretch).astype(np.float32)
