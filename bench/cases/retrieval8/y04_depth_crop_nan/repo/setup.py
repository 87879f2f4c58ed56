from setuptools import find_packages, setup

setup(
    name="tinydepth",
    version="0.3.1",
    description="Tiny encoder-decoder for monocular depth estimation on synthetic scenes",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=1.12", "numpy", "pyyaml"],
    python_requires=">=3.8",
)
