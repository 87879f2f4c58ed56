from .factory import build_student, build_teacher, load_teacher
from .mlp import StudentMLP, TeacherMLP

__all__ = ["build_student", "build_teacher", "load_teacher", "StudentMLP", "TeacherMLP"]
