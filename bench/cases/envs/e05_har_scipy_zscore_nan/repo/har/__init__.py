ACTIVITIES = ["walking", "running", "stairs", "sitting", "lying"]
__version__ = "1.1.0"
