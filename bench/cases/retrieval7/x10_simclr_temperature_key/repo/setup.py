from setuptools import setup, find_packages

setup(
    name="contrastlab",
    version="0.4.0",
    description="SimCLR-style contrastive pretraining on tiny synthetic images",
    packages=find_packages(exclude=("scripts", "configs")),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
    python_requires=">=3.9",
)
