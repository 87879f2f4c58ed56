from setuptools import find_packages, setup

setup(
    name="sensorad",
    version="0.4.0",
    description="Reconstruction-based anomaly detection for multivariate sensor streams",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=1.12", "numpy", "pyyaml"],
)
