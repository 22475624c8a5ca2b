%! test: compile-error
% unsupported feature: objects (a classdef file on the path)
p = Pt();
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0601]: classdef objects are not supported by mat2c yet
%|  ┌─ filetests/errors/unsupported_classdef/Pt.m:1:1
%|  │
%|1 │ classdef Pt
%|  │ ^^^^^^^^ unsupported here
%|
%! exit: 1
