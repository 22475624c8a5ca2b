%! test: compile-error
% after 50 errors the rest are counted, not shown
x0 = $;
x1 = $;
x2 = $;
x3 = $;
x4 = $;
x5 = $;
x6 = $;
x7 = $;
x8 = $;
x9 = $;
x10 = $;
x11 = $;
x12 = $;
x13 = $;
x14 = $;
x15 = $;
x16 = $;
x17 = $;
x18 = $;
x19 = $;
x20 = $;
x21 = $;
x22 = $;
x23 = $;
x24 = $;
x25 = $;
x26 = $;
x27 = $;
x28 = $;
x29 = $;
x30 = $;
x31 = $;
x32 = $;
x33 = $;
x34 = $;
x35 = $;
x36 = $;
x37 = $;
x38 = $;
x39 = $;
x40 = $;
x41 = $;
x42 = $;
x43 = $;
x44 = $;
x45 = $;
x46 = $;
x47 = $;
x48 = $;
x49 = $;
x50 = $;
x51 = $;
x52 = $;
x53 = $;
x54 = $;
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:3:6
%|  │
%|3 │ x0 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:3:7
%|  │
%|3 │ x0 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:4:6
%|  │
%|4 │ x1 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:4:7
%|  │
%|4 │ x1 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:5:6
%|  │
%|5 │ x2 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:5:7
%|  │
%|5 │ x2 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:6:6
%|  │
%|6 │ x3 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:6:7
%|  │
%|6 │ x3 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:7:6
%|  │
%|7 │ x4 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:7:7
%|  │
%|7 │ x4 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:8:6
%|  │
%|8 │ x5 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:8:7
%|  │
%|8 │ x5 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|  ┌─ too_many_errors.m:9:6
%|  │
%|9 │ x6 = $;
%|  │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|  ┌─ too_many_errors.m:9:7
%|  │
%|9 │ x6 = $;
%|  │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:10:6
%|   │
%|10 │ x7 = $;
%|   │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:10:7
%|   │
%|10 │ x7 = $;
%|   │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:11:6
%|   │
%|11 │ x8 = $;
%|   │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:11:7
%|   │
%|11 │ x8 = $;
%|   │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:12:6
%|   │
%|12 │ x9 = $;
%|   │      ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:12:7
%|   │
%|12 │ x9 = $;
%|   │       ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:13:7
%|   │
%|13 │ x10 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:13:8
%|   │
%|13 │ x10 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:14:7
%|   │
%|14 │ x11 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:14:8
%|   │
%|14 │ x11 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:15:7
%|   │
%|15 │ x12 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:15:8
%|   │
%|15 │ x12 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:16:7
%|   │
%|16 │ x13 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:16:8
%|   │
%|16 │ x13 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:17:7
%|   │
%|17 │ x14 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:17:8
%|   │
%|17 │ x14 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:18:7
%|   │
%|18 │ x15 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:18:8
%|   │
%|18 │ x15 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:19:7
%|   │
%|19 │ x16 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:19:8
%|   │
%|19 │ x16 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:20:7
%|   │
%|20 │ x17 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:20:8
%|   │
%|20 │ x17 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:21:7
%|   │
%|21 │ x18 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:21:8
%|   │
%|21 │ x18 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:22:7
%|   │
%|22 │ x19 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:22:8
%|   │
%|22 │ x19 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:23:7
%|   │
%|23 │ x20 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:23:8
%|   │
%|23 │ x20 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:24:7
%|   │
%|24 │ x21 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:24:8
%|   │
%|24 │ x21 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:25:7
%|   │
%|25 │ x22 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:25:8
%|   │
%|25 │ x22 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:26:7
%|   │
%|26 │ x23 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:26:8
%|   │
%|26 │ x23 = $;
%|   │        ^ unexpected `;`
%|
%|error[E0101]: the character `$` cannot appear here
%|   ┌─ too_many_errors.m:27:7
%|   │
%|27 │ x24 = $;
%|   │       ^ illegal character
%|
%|error[E0201]: expected an expression after `=`, found `;`
%|   ┌─ too_many_errors.m:27:8
%|   │
%|27 │ x24 = $;
%|   │        ^ unexpected `;`
%|
%|note: too many errors, stopping (60 more not shown)
%! exit: 1
