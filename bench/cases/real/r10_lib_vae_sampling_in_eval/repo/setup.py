from setuptools import setup, find_packages

setup(
    name="latentkit",
    version="0.2.0",
    description="Small VAE toolkit for tabular embeddings",
    packages=find_packages(),
    install_requires=["torch>=1.13", "numpy"],
)
