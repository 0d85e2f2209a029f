"""Benchmarks (the suite, run again at each release), studies (bench/studies/, each run once to answer a
question) and what they share (common.py). Run each as a module from the checkout's root
(`python3 -m bench.run`, or `python3 build.py bench`); bench/README.md lists them; results in bench/results/."""
