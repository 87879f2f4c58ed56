from setuptools import setup, find_packages

setup(
    name="gridq",
    version="0.3.1",
    description="Minimal DQN on a tiny built-in grid world",
    packages=find_packages(exclude=("scripts", "configs")),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
    python_requires=">=3.9",
)
