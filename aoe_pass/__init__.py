"""aoe-pass tuner: the graph pass that makes tasks, the search, the measurement, the driver."""
__version__ = "0.1.0"
