from setuptools import setup

setup(
    name="clfmetrics",
    version="1.0.2",
    description="Classification metrics for PyTorch logits",
    packages=["clfmetrics"],
    install_requires=["torch"],
)
