from setuptools import find_packages, setup

setup(
    name="moeclf",
    version="0.3.1",
    description="Sparse mixture-of-experts classifiers with top-k routing",
    packages=find_packages(exclude=("scripts",)),
    install_requires=["torch>=2.0", "numpy", "pyyaml"],
    python_requires=">=3.9",
)
