from setuptools import find_packages, setup

setup(
    name="seqrec",
    version="0.2.0",
    description="GRU-based sequential recommendation with sampled-negative evaluation",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=1.12", "numpy", "pyyaml"],
)
