from setuptools import setup, find_packages

setup(
    name="tinychar",
    version="0.2.0",
    description="A tiny character-level GPT for experiments on CPU",
    packages=find_packages(exclude=("scripts", "configs")),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
    python_requires=">=3.9",
)
