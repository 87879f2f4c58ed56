from .checkpoint import clean_state_dict, load_training_state, save_training_state
from .dist import barrier, init_distributed, is_main_process, unwrap_model
from .logging import get_logger

__all__ = ["clean_state_dict", "load_training_state", "save_training_state", "barrier", "init_distributed",
           "is_main_process", "unwrap_model", "get_logger"]
