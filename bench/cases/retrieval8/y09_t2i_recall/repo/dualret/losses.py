"""InfoNCE losses on a (B, B) image-text logit matrix with matching pairs on the diagonal."""
import torch
import torch.nn.functional as F


def image_to_text_infonce(logits_per_image):
    labels = torch.arange(logits_per_image.shape[0], device=logits_per_image.device)
    return F.cross_entropy(logits_per_image, labels)


def text_to_image_infonce(logits_per_image):
    labels = torch.arange(logits_per_image.shape[0], device=logits_per_image.device)
    return F.cross_entropy(logits_per_image.t(), labels)


def symmetric_infonce(logits_per_image):
    return 0.5 * (image_to_text_infonce(logits_per_image)
                  + text_to_image_infonce(logits_per_image))


def build_loss(cfg):
    return symmetric_infonce if cfg["loss"].get("symmetric", True) else image_to_text_infonce
