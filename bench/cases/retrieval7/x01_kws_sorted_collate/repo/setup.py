from setuptools import find_packages, setup

setup(
    name="kws",
    version="0.3.1",
    description="Small keyword-spotting toolkit (MFCC front-end, CNN/GRU back-ends)",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
    python_requires=">=3.9",
)
