import configparser


def load(path, overrides=None):
    cp = configparser.ConfigParser()
    cp.read(path)
    for key, val in (overrides or {}).items():
        section, opt = key.split(".")
        cp[section][opt] = str(val)
    d, m, t, l = cp["data"], cp["model"], cp["train"], cp["logging"]
    return {
        "n_train": d.getint("n_train"), "n_val": d.getint("n_val"), "seed": d.getint("seed"),
        "width": m.getint("width"),
        "epochs": t.getint("epochs"), "batch_size": t.getint("batch_size"), "lr": t.getfloat("lr"),
        "weight_decay": t.getfloat("weight_decay"),
        "snapshot_every": l.getint("snapshot_every"), "probe_size": l.getint("probe_size"),
        "snapshot_dir": l.get("snapshot_dir"), "checkpoint": l.get("checkpoint"),
    }
