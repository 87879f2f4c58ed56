"""Model construction and teacher loading."""
from ..utils.serialization import load_weights
from .mlp import StudentMLP, TeacherMLP


def build_teacher(cfg):
    t = cfg["teacher"]
    return TeacherMLP(cfg["data"]["n_features"], cfg["data"]["n_classes"],
                      hidden=t["hidden"], dropout=t["dropout"])


def build_student(cfg):
    s = cfg["student"]
    return StudentMLP(cfg["data"]["n_features"], cfg["data"]["n_classes"],
                      hidden=s["hidden"], dropout=s["dropout"])


def load_teacher(cfg, path=None):
    """Build the teacher, load its weights and freeze it.

    strict=False because teacher runs may carry auxiliary heads that the
    distillation setup does not use.
    """
    teacher = build_teacher(cfg)
    load_weights(teacher, path or cfg["teacher"]["path"], strict=False)
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad_(False)
    return teacher
