%! test: compile-error
% Octave functions mat2c does not support get E0305 with help for their kind: plotting,
% eval, files, sparse matrices, keyboard input (each of these names is a function in Octave)
x = linspace(0, 1, 5);
plot(x, x.^2);
y = eval('x * 2');
data = load('values.txt');
s = sparse(eye(3));
n = input('how many? ');
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0305]: `plot` is a GNU Octave function that mat2c does not support (graphics)
%|  ┌─ unsupported_octave_functions.m:5:1
%|  │
%|5 │ plot(x, x.^2);
%|  │ ^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in m/plot/draw/plot.m
%|  = help: a compiled program has no figure window: remove the plotting calls and print the values instead
%|
%|error[E0305]: `eval` is a GNU Octave function that mat2c does not support (code from text)
%|  ┌─ unsupported_octave_functions.m:6:5
%|  │
%|6 │ y = eval('x * 2');
%|  │     ^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in libinterp/parse-tree/oct-parse.yy
%|  = help: mat2c compiles the whole program ahead of time, so code built from text at run time (and Octave's interpreter state) cannot be compiled: call the function directly, or through a function handle
%|
%|error[E0305]: `load` is a GNU Octave function that mat2c does not support (files and processes)
%|  ┌─ unsupported_octave_functions.m:7:8
%|  │
%|7 │ data = load('values.txt');
%|  │        ^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in libinterp/corefcn/load-save.cc
%|  = help: mat2c has Octave's streams (`fopen`, `fclose`, `fprintf`, `fgetl`, `fgets`, `fread`, `fwrite`, `fileread`, `dlmread`) and `isfile`, `isfolder`, `pwd`, `tempname`, `delete`, `system`, but not this function: docs/BUILTINS.md lists them
%|
%|error[E0305]: `sparse` is a GNU Octave function that mat2c does not support (sparse matrices)
%|  ┌─ unsupported_octave_functions.m:8:5
%|  │
%|8 │ s = sparse(eye(3));
%|  │     ^^^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in libinterp/corefcn/sparse.cc
%|  = help: sparse matrices are not supported yet: use full matrices
%|
%|error[E0305]: `input` is a GNU Octave function that mat2c does not support (keyboard and dialogs)
%|  ┌─ unsupported_octave_functions.m:9:5
%|  │
%|9 │ n = input('how many? ');
%|  │     ^^^^^ not supported by mat2c
%|  │
%|  = Octave defines it in libinterp/corefcn/input.cc
%|  = help: a compiled program does not read the keyboard: pass values through an entry function's inputs (`--args`)
%|
%! exit: 1
