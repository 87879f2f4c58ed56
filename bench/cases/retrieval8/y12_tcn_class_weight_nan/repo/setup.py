from setuptools import find_packages, setup

setup(
    name="tcnweather",
    version="0.4.0",
    description="Temporal convolutional networks for hourly weather-condition classification",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
)
