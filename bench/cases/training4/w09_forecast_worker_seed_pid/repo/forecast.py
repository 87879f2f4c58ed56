"""Train the GRU load forecaster.   python forecast.py [key=value ...]   e.g.  python forecast.py epochs=5 seed=1"""
import sys

from tsf.run import config_from_args, run

if __name__ == "__main__":
    cfg = config_from_args(sys.argv[1:])
    print(cfg)
    run(cfg)
