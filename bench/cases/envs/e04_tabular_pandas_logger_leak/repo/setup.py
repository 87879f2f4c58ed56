from setuptools import find_packages, setup

setup(
    name="tabreg",
    version="0.3.0",
    description="MLP regression on tabular CSV data with a pandas pipeline",
    packages=find_packages(exclude=("tests",)),
    py_modules=["train"],
    python_requires=">=3.9",
    install_requires=[
        "torch>=2.0",
        "numpy>=1.22",
        "pandas>=1.5",
    ],
    extras_require={"dev": ["pytest"]},
    entry_points={"console_scripts": ["tabreg-train=train:main"]},
)
