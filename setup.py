"""aoe-pass: an offline tiling tuner for Transformer models (a graph-compiler plugin pass)."""
from setuptools import find_packages, setup

setup(
    name="aoe-pass",
    version="0.1.0",
    description="Offline tiling tuner for Transformer graphs: graph pass, Bayesian/RL search, tiling cache",
    python_requires=">=3.10",
    packages=find_packages(include=["ge_bridge*", "aoe_pass*", "models*"]),
    package_data={"aoe_pass": ["backends/cpu_kernels/*.c", "examples/*"]},
    install_requires=[
        "numpy>=1.24",
        "onnx>=1.15",
        "onnxruntime>=1.17",
        "scikit-learn>=1.3",
        "networkx>=3.0",
        "protobuf>=4.21",
        "tqdm>=4.60",
        "filelock>=3.12",
    ],
    extras_require={
        "test": ["pytest>=7", "ruff"],
        "bench": ["optuna>=3.0", "threadpoolctl>=3.0"],
        "ray": ["ray>=2.9"],
        "report": ["matplotlib>=3.6"],
        # the onnxruntime engine of `aoe_tune run` (fused nodes as onnxruntime custom ops)
        "ort": ["onnxruntime-extensions>=0.15"],
        # everything the test suite exercises (the tests of an absent extra skip cleanly)
        "dev": ["pytest>=7", "ruff", "optuna>=3.0", "threadpoolctl>=3.0", "ray>=2.9",
                "matplotlib>=3.6", "onnxruntime-extensions>=0.15"],
    },
    entry_points={"console_scripts": ["aoe_tune=aoe_pass.cli:main"]},
)
