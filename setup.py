"""aoe-pass: an offline tiling tuner for Transformer models (a graph-compiler plugin pass)."""
from setuptools import find_packages, setup

setup(
    name="aoe-pass",
    version="0.1.0",
    description="Offline tiling tuner for Transformer graphs: graph pass, Bayesian/RL search, tiling cache",
    python_requires=">=3.10",
    packages=find_packages(include=["ge_bridge*", "aoe_pass*", "models*"]),
    package_data={"aoe_pass": ["backends/cpu/kernels/*.c", "examples/*"]},
    # Every package the code imports outside the standard library is declared here (the
    # optional ones in an extra). Floors carry the security fixes of the package's advisories.
    install_requires=[
        "numpy>=1.24",
        "scipy>=1.10",  # the bayes strategy's acquisition optimiser
        "onnx>=1.17",  # CVE-2024-5187
        "onnxruntime>=1.17",
        "scikit-learn>=1.5",  # CVE-2024-5206
        "threadpoolctl>=3.1",  # bayes and the cpu backend pin BLAS threads
        "networkx>=3.0",
        "protobuf>=5.29.5",  # CVE-2025-4565
        "tqdm>=4.66.3",  # CVE-2024-34062
        "filelock>=3.20.3",  # CVE-2025-68146, CVE-2026-22701 (symlink TOCTOU on the lock file)
    ],
    extras_require={
        "test": ["pytest>=7", "ruff", "jsonschema>=4.18", "hypothesis>=6.80"],
        "bench": ["optuna>=3.0"],
        "ray": ["ray>=2.9"],
        "report": ["matplotlib>=3.6"],
        # the onnxruntime engine of `aoe_tune run` (fused nodes as onnxruntime custom ops)
        "ort": ["onnxruntime-extensions>=0.15"],
        # everything the test suite exercises (the tests of an absent extra skip cleanly)
        "dev": ["pytest>=7", "ruff", "jsonschema>=4.18", "hypothesis>=6.80", "optuna>=3.0",
                "ray>=2.9", "matplotlib>=3.6", "onnxruntime-extensions>=0.15"],
    },
    entry_points={"console_scripts": ["aoe_tune=aoe_pass.cli:main"]},
)
