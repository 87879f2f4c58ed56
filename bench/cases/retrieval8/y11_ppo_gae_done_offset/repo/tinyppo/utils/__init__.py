from tinyppo.utils.logger import ConsoleLogger
from tinyppo.utils.running_stats import RunningMeanStd
from tinyppo.utils.seeding import set_seed

__all__ = ["ConsoleLogger", "RunningMeanStd", "set_seed"]
