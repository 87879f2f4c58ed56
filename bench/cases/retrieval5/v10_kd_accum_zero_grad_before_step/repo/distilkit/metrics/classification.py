"""Classification metrics."""


def accuracy(logits, labels):
    return (logits.argmax(dim=1) == labels).float().mean().item()


def agreement(student_logits, teacher_logits):
    """Fraction of samples where student and teacher predict the same class."""
    return (student_logits.argmax(dim=1) == teacher_logits.argmax(dim=1)).float().mean().item()
