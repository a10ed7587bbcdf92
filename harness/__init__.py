"""The backend: render a program into main.cu, compile it with nvcc, run it, parse its result."""
