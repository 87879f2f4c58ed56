from setuptools import find_packages, setup

setup(
    name="tinyppo",
    version="0.2.0",
    description="Small, readable PPO for continuous control",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
)
