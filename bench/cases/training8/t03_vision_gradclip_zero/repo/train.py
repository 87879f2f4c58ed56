from shapenet.config import load, parser
from shapenet.engine.build import build_trainer


def main():
    args = parser().parse_args()
    cfg = load(args.config, args.opts)
    build_trainer(cfg).fit()


if __name__ == "__main__":
    main()
