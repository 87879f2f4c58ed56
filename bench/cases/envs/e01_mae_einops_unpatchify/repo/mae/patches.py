"""Image <-> patch sequence conversions shared by the model, the loss and the visualisation."""
import math

from einops import rearrange


def patchify(imgs, patch_size):
    """(B, C, H, W) -> (B, N, patch_size * patch_size * C), patches in row-major order."""
    return rearrange(imgs, "b c (h p1) (w p2) -> b (h w) (p1 p2 c)", p1=patch_size, p2=patch_size)


def unpatchify(patches, patch_size, grid=None):
    """(B, N, patch_size * patch_size * C) -> (B, C, H, W); inverse of `patchify`.

    `grid` is (rows, cols) of the patch grid; square images are assumed when it is not given.
    """
    if grid is None:
        side = math.isqrt(patches.shape[1])
        grid = (side, side)
    h, w = grid
    return rearrange(patches, "b (h w) (c p1 p2) -> b c (h p1) (w p2)",
                     h=h, w=w, p1=patch_size, p2=patch_size)


def num_patches(img_size, patch_size):
    if img_size % patch_size:
        raise ValueError(f"image size {img_size} is not a multiple of the patch size {patch_size}")
    return (img_size // patch_size) ** 2
