from setuptools import find_packages, setup

setup(
    name="tsformer",
    version="0.4.0",
    description="Small transformers for multivariate time-series forecasting",
    packages=find_packages(include=["tsformer", "tsformer.*"]),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
)
