"""The landscapes of ``scripts/bench_search_zoo.py``, one module per set.

- :mod:`zoo.landscape`: what every set uses (:class:`~zoo.landscape.Landscape`, ``TILES``,
  ``_ceil``, ``_lookup``, ``value_of``, ``resident_blocks``, the folders of recorded landscapes and their loader,
  :class:`~zoo.landscape.RecordedLandscape`: a recorded landscape read from its file on first use);
- :mod:`zoo.tune`, :mod:`zoo.seen_1`, ..., :mod:`zoo.seen_87`, :mod:`zoo.held_out_88`: one set
  each, holding the families it introduced (cost functions and ``*_params``; a family reused
  later with new constants stays where it was introduced and is imported), its set function,
  and, as its docstring, its description and provenance.

The bench's tables (``HELD_OUT`` and ``_LATER``, from which ``SETS``, ``zoo()`` and ``SPLIT`` are
built) list the sets in order; the recorder's ``RECORDED_SETS`` is built from its ``SEEN_<n>`` and
``HELD_OUT_<n>`` tuples.

A round rotates the sets: the held-out set is relabelled by renaming its module
``held_out_N.py`` -> ``seen_N.py`` (its label, names, data folder and docstring inside, with the
round's result), the bench's tables follow, and the new unseen set is a new module
``held_out_{N+1}.py``, written and committed before any strategy runs on it.
"""
