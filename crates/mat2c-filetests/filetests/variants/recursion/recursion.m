%! test: typed
% Recursive functions: fact_r calls itself with its own signature (one variant per entry
% signature); grow_r calls itself with a growing row ([1x1] -> [1x2] -> ...), which the SCC
% widening turns into one [1x?] variant instead of a variant per length; is_even_r and
% is_odd_r recurse through each other (one call-graph SCC).
a = fact_r(5);
b = fact_r([1 2 3]);
c = grow_r(1, 4);
d = is_even_r(7);
disp(a); disp(b); disp(c); disp(d);
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|; fn0 entry
%|script recursion() -> ()
%|bb0():
%|    v0: double[1 x 1] = const 5.0
%|    v1: double[1 x 1] (a, line 6) = call fn1(v0)
%|    v2: double[1 x 1] = const 1.0
%|    v3: double[1 x 1] = const 2.0
%|    v4: double[1 x 1] = const 3.0
%|    v5: double[1 x 3] = horzcat v2, v3, v4
%|    v6: double[1 x 3] (b, line 7) = call fn2(v5)
%|    v7: double[1 x 1] = const 4.0
%|    v8: double[1 x size(c,2)] (c, line 8) = call fn3(v2, v7)
%|    v9: double[1 x 1] = const 7.0
%|    v10: logical[1 x 1] (d, line 9) = call fn4(v9)
%|    builtin disp(v1)
%|    builtin disp(v6)
%|    builtin disp(v8)
%|    builtin disp(v10)
%|    return
%|
%|; fn1
%|; signature (double[1x1]) -> (double[1x1])
%|function fact_r__1(n) -> (r)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: logical[1 x 1] = le v0, v1
%|    v3: logical[1 x 1] = builtin all(v2)
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[1 x 1] (r)):
%|    return v5
%|bb2():
%|    v6: double[1 x 2] = builtin size(v0)
%|    v7: double[1 x 1] (r, line 3) = builtin ones(v6)
%|    jump bb1(v7)
%|bb3():
%|    v8: double[1 x 1] = minus v0, v1
%|    v9: double[1 x 1] = builtin max(v8, v1)
%|    v10: double[1 x 1] = call fn1(v9)
%|    v11: double[1 x 1] (r, line 5) = times v0, v10
%|    jump bb1(v11)
%|
%|; fn2
%|; signature (double[1x3]) -> (double[1x3])
%|function fact_r__2(n) -> (r)
%|bb0(v0: double[1 x 3] (n)):
%|    v1: double[1 x 1] = const 1.0
%|    v2: logical[1 x 3] = le v0, v1
%|    v3: logical[1 x 1] = builtin all(v2)
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[1 x 3] (r)):
%|    return v5
%|bb2():
%|    v6: double[1 x 2] = builtin size(v0)
%|    v7: double[1 x 3] (r, line 3) = builtin ones(v6)
%|    jump bb1(v7)
%|bb3():
%|    v8: double[1 x 3] = minus v0, v1
%|    v9: double[1 x 3] = builtin max(v8, v1)
%|    v10: double[1 x 3] = call fn2(v9)
%|    v11: double[1 x 3] {proven} (r, line 5) = times v0, v10
%|    jump bb1(v11)
%|
%|; fn3
%|; signature (double[1x1], double[1x1]) -> (double[1x?])
%|function grow_r__1(v, k) -> (v)
%|bb0(v0: double[1 x 1] (v), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] = const 1.0
%|    v3: logical[1 x 1] = lt v2, v1
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[1 x phi(1,size(v,2))] (v)):
%|    return v5
%|bb2():
%|    v6: double[1 x 1] = const 2.0
%|    v7: double[1 x 2] = horzcat v0, v6
%|    v8: double[1 x size(v,2)] (v, line 3) = call fn5(v7, v1)
%|    jump bb1(v8)
%|bb3():
%|    jump bb1(v0)
%|
%|; fn4
%|; signature (double[1x1]) -> (logical[1x1])
%|function is_even_r(n) -> (e)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] = const 0.0
%|    v2: logical[1 x 1] = eq v0, v1
%|    v3: logical[1 x 1] = truth v2
%|    brif v3, bb2(), bb3()
%|bb1(v4: logical[1 x 1] (e)):
%|    return v4
%|bb2():
%|    v5: logical[1 x 1] (e, line 3) = builtin true()
%|    jump bb1(v5)
%|bb3():
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = minus v0, v6
%|    v8: logical[1 x 1] (e, line 5) = call fn6(v7)
%|    jump bb1(v8)
%|
%|; fn5
%|; signature (double[1x?], double[1x1]) -> (double[1x?])
%|function grow_r__2(v, k) -> (v)
%|bb0(v0: double[1 x size(v,2)] (v), v1: double[1 x 1] (k)):
%|    v2: double[1 x 1] = builtin numel(v0)
%|    v3: logical[1 x 1] = lt v2, v1
%|    v4: logical[1 x 1] = truth v3
%|    brif v4, bb2(), bb3()
%|bb1(v5: double[1 x size(v,2)′′] (v)):
%|    return v5
%|bb2():
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = plus v2, v6
%|    v8: double[1 x size(v,2)+1] {proven} (line 3) = horzcat v0, v7
%|    v9: double[1 x size(v,2)′] (v, line 3) = call fn5(v8, v1)
%|    jump bb1(v9)
%|bb3():
%|    jump bb1(v0)
%|
%|; fn6
%|; signature (double[1x1]) -> (logical[1x1])
%|function is_odd_r(n) -> (o)
%|bb0(v0: double[1 x 1] (n)):
%|    v1: double[1 x 1] = const 0.0
%|    v2: logical[1 x 1] = eq v0, v1
%|    v3: logical[1 x 1] = truth v2
%|    brif v3, bb2(), bb3()
%|bb1(v4: logical[1 x 1] (o)):
%|    return v4
%|bb2():
%|    v5: logical[1 x 1] (o, line 3) = builtin false()
%|    jump bb1(v5)
%|bb3():
%|    v6: double[1 x 1] = const 1.0
%|    v7: double[1 x 1] = minus v0, v6
%|    v8: logical[1 x 1] (o, line 5) = call fn4(v7)
%|    jump bb1(v8)
%! exit: 0
