/* C unit tests of the runtime; run through FFI from src/lib.rs (`cargo test`). */
#include "mt_internal.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

int mt_run_unit_tests(void);

static int failures;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "rt_unit.c:%d: check failed: %s\n", __LINE__, #cond);          \
            failures++;                                                                    \
        }                                                                                  \
    } while (0)

static double el(const mt_array *a, size_t i)
{
    return mt__get(a, i);
}

static void test_range(void)
{
    mt_array r = MT_ARRAY_INIT;
    mt_range(&r, 0, 0.1, 1);
    CHECK(r.numel == 11);
    CHECK(el(&r, 10) == 1.0);
    mt_range(&r, 1, 1, 0);
    CHECK(r.numel == 0 && r.dims[0] == 1 && r.dims[1] == 0);
    mt_range(&r, 10, -3, 1);
    CHECK(r.numel == 4 && el(&r, 3) == 1.0);
    mt_range(&r, 0, 0.25, 1);
    CHECK(r.layout == MT_LAYOUT_RANGE && r.numel == 5);
    mt_free(&r);
}

static void test_binary(void)
{
    mt_array a = MT_ARRAY_INIT, b = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    mt_arg x, y;
    double va[] = {1, 2, 3}, vb[] = {10, 20};
    mt_from_doubles(&a, 1, 3, va);
    mt_from_doubles(&b, 2, 1, vb);
    x.a = &a;
    x.s = 0;
    y.a = &b;
    y.s = 0;
    mt_binary(&r, MT_ADD, x, y); /* implicit expansion: 2x3 */
    CHECK(r.dims[0] == 2 && r.dims[1] == 3);
    CHECK(el(&r, 0) == 11 && el(&r, 1) == 21 && el(&r, 5) == 23);
    /* in place: a = a .* 2 */
    y.a = NULL;
    y.s = 2;
    mt_binary(&a, MT_MUL, x, y);
    CHECK(el(&a, 2) == 6);
    /* comparison gives logical */
    mt_binary(&r, MT_GT, x, y);
    CHECK(r.cls == MT_LOGICAL && el(&r, 0) == 0 && el(&r, 1) == 1);
    /* int saturation */
    mt_convert(&r, MT_INT8, &a);
    x.a = &r;
    y.s = 100;
    mt_binary(&r, MT_MUL, x, y);
    CHECK(r.cls == MT_INT8 && el(&r, 0) == 127);
    CHECK(mt_binary_ss(MT_MOD, -1, 3) == 2);
    CHECK(mt_binary_ss(MT_REM, -1, 3) == -1);
    CHECK(mt_binary_ss(MT_MAX2, MT_NAN, 1) == 1);
    mt_free(&a);
    mt_free(&b);
    mt_free(&r);
}

static void test_index(void)
{
    mt_array a = MT_ARRAY_INIT, r = MT_ARRAY_INIT, ix = MT_ARRAY_INIT;
    mt_sub s[2];
    mt_arg v;
    double va[] = {1, 2, 3, 4, 5, 6}, vi[] = {3, 1};
    mt_from_doubles(&a, 2, 3, va);
    mt_from_doubles(&ix, 1, 2, vi);
    s[0].kind = MT_SUB_COLON;
    s[0].a = NULL;
    s[0].s = 0;
    s[1].kind = MT_SUB_ARRAY;
    s[1].a = &ix;
    s[1].s = 0;
    mt_index(&r, &a, 2, s, "a");
    CHECK(r.dims[0] == 2 && r.dims[1] == 2 && el(&r, 0) == 5 && el(&r, 3) == 2);
    /* growth with zero fill */
    s[0].kind = MT_SUB_SCALAR;
    s[0].s = 3;
    s[1].kind = MT_SUB_SCALAR;
    s[1].s = 4;
    v.a = NULL;
    v.s = 9;
    mt_assign(&a, 2, s, v, "a");
    CHECK(a.dims[0] == 3 && a.dims[1] == 4 && el(&a, 11) == 9 && el(&a, 2) == 0 &&
          el(&a, 3) == 3);
    CHECK(mt_end(&a, 1, 2) == 4 && mt_end(&a, 0, 1) == 12);
    /* deletion of a column */
    s[0].kind = MT_SUB_COLON;
    s[1].kind = MT_SUB_SCALAR;
    s[1].s = 1;
    mt_delete(&a, 2, s, "a");
    CHECK(a.dims[0] == 3 && a.dims[1] == 3 && el(&a, 0) == 3);
    mt_free(&a);
    mt_free(&r);
    mt_free(&ix);
}

static void test_reduce_and_linalg(void)
{
    mt_array a = MT_ARRAY_INIT, b = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    double va[] = {4, 2, 7, 6}, vb[] = {1, 2};
    size_t i, n = 37;
    mt_from_doubles(&a, 2, 2, va);
    mt_reduce(&r, MT_SUM, &a, 0);
    CHECK(r.dims[0] == 1 && r.dims[1] == 2 && el(&r, 0) == 6 && el(&r, 1) == 13);
    mt_reduce(&r, MT_MAXR, &a, 2);
    CHECK(el(&r, 0) == 7 && el(&r, 1) == 6);
    mt_from_doubles(&b, 2, 1, vb);
    mt_mldivide(&r, &a, &b);
    /* [4 7; 2 6] x = [1; 2] -> x = [-0.8; 0.6] */
    CHECK(fabs(el(&r, 0) + 0.8) < 1e-12 && fabs(el(&r, 1) - 0.6) < 1e-12);
    /* blocked kernel against a naive product */
    {
        size_t d[2];
        double maxerr = 0;
        d[0] = n;
        d[1] = n;
        mt_zeros(&a, MT_DOUBLE, 2, d);
        mt_zeros(&b, MT_DOUBLE, 2, d);
        for (i = 0; i < n * n; i++) {
            ((double *)a.data)[i] = (double)((i * 7) % 11) - 5;
            ((double *)b.data)[i] = (double)((i * 3) % 13) - 6;
        }
        mt_mtimes(&r, &a, &b);
        for (i = 0; i < n * n; i++) {
            size_t row = i % n, col = i / n, k;
            double s = 0;
            for (k = 0; k < n; k++)
                s += el(&a, row + k * n) * el(&b, k + col * n);
            if (fabs(s - el(&r, i)) > maxerr)
                maxerr = fabs(s - el(&r, i));
        }
        CHECK(maxerr == 0);
    }
    mt_free(&a);
    mt_free(&b);
    mt_free(&r);
}

static void test_sprintf(void)
{
    mt_array f = MT_ARRAY_INIT, r = MT_ARRAY_INIT, v = MT_ARRAY_INIT;
    mt_arg args[2];
    double vv[] = {1, 2, 3};
    mt_from_string(&f, "%d,");
    mt_from_doubles(&v, 1, 3, vv);
    args[0].a = &v;
    args[0].s = 0;
    mt_sprintf(&r, &f, 1, args);
    CHECK(r.numel == 6 && memcmp(r.data, "1,2,3,", 6) == 0);
    mt_from_string(&f, "[%d]");
    args[0].a = NULL;
    args[0].s = 1.5;
    mt_sprintf(&r, &f, 1, args);
    CHECK(r.numel == 5 && memcmp(r.data, "[1.5]", 5) == 0);
    args[0].s = 3.14159;
    mt_num2str(&r, args[0]);
    CHECK(r.numel == 6 && memcmp(r.data, "3.1416", 6) == 0);
    mt_free(&f);
    mt_free(&r);
    mt_free(&v);
}

/* The Mersenne Twister core against the reference outputs of MT19937's init_by_array
 * ({0x123, 0x234, 0x345, 0x456}: 1067595299 955945823 477289528 4107218783 ...), a saved
 * state restoring the stream, and randperm/randi invariants. */
static void test_random(void)
{
    mt_array st = MT_ARRAY_INIT, key = MT_ARRAY_INIT, r = MT_ARRAY_INIT, saved = MT_ARRAY_INIT;
    double kv[] = {0x123, 0x234, 0x345, 0x456}, x1, x2, y[3];
    mt_arg a[3];
    size_t i;
    int seen[10] = {0};
    mt_from_string(&st, "state");
    mt_from_doubles(&key, 1, 4, kv);
    a[0].a = &st;
    a[1].a = &key;
    mt_rand(NULL, 0, 2, a);
    x1 = mt_rand_scalar(0);
    x2 = mt_rand_scalar(0);
    CHECK(x1 == ((1067595299u >> 5) * 67108864.0 + (955945823u >> 6)) / 9007199254740992.0);
    CHECK(x2 == ((477289528u >> 5) * 67108864.0 + (4107218783u >> 6)) / 9007199254740992.0);
    mt_rand(&saved, 0, 1, a);
    CHECK(saved.cls == MT_UINT32 && saved.numel == 625);
    for (i = 0; i < 3; i++)
        y[i] = mt_rand_scalar(0);
    a[1].a = &saved;
    mt_rand(NULL, 0, 2, a);
    for (i = 0; i < 3; i++)
        CHECK(mt_rand_scalar(0) == y[i]);
    a[0].a = NULL;
    a[0].s = 10;
    mt_randperm(&r, 1, a);
    CHECK(r.numel == 10);
    for (i = 0; i < r.numel; i++)
        seen[(int)el(&r, i) - 1]++;
    for (i = 0; i < 10; i++)
        CHECK(seen[i] == 1);
    a[0].s = 3;
    a[1].a = NULL;
    a[1].s = 50;
    mt_randi(&r, 2, a);
    CHECK(r.numel == 2500);
    for (i = 0; i < r.numel; i++)
        CHECK(el(&r, i) >= 1 && el(&r, i) <= 3);
    mt_free(&st);
    mt_free(&key);
    mt_free(&r);
    mt_free(&saved);
}

/* A raised error comes back to the handler with its message and identifier; nested
 * handlers unwind one at a time. */
static void test_except(void)
{
    static mt_array a = MT_ARRAY_INIT, e = MT_ARRAY_INIT, f = MT_ARRAY_INIT;
    static volatile int reached;
    mt_range(&a, 1, 1, 3);
    reached = 0;
    if (setjmp(*mt_try_push())) {
        mt_caught(&e);
    } else {
        if (setjmp(*mt_try_push())) {
            reached = 1;
            mt_caught(&e);
            mt_rethrow(&e);
        } else {
            mt_array r = MT_ARRAY_INIT;
            mt_sub sub;
            memset(&sub, 0, sizeof sub);
            sub.kind = MT_SUB_SCALAR;
            sub.s = 5.0;
            mt_index(&r, &a, 1, &sub, "a");
            mt_try_pop();
        }
        mt_try_pop();
    }
    mt_caught(&e);
    CHECK(reached == 1);
    mt_err_field(&f, &e, 1);
    CHECK(f.numel == 26 && memcmp(f.data, "Octave:index-out-of-bounds", 26) == 0);
    mt_err_field(&f, &e, 0);
    CHECK(f.numel == 41 && memcmp(f.data, "a(5): out of bound 3 (dimensions are 1x3)", 41) == 0);
    mt_free(&a);
    mt_free(&e);
    mt_free(&f);
}

/* Cells share boxed elements: copies and updates must keep value semantics. */
static void test_cells(void)
{
    mt_array c = MT_ARRAY_INIT, d = MT_ARRAY_INIT, x = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    mt_sub s;
    mt_arg v;
    size_t dims[2] = {1, 3};
    mt_cell_new(&c, 2, dims);
    s.kind = MT_SUB_SCALAR;
    s.s = 2;
    s.a = NULL;
    v.a = NULL;
    v.s = 7;
    mt_cell_brace_set(&c, &c, 1, &s, v, "c");
    mt_copy(&d, &c);
    v.s = 8;
    mt_cell_brace_set(&d, &d, 1, &s, v, "d");
    mt_cell_brace(&x, &c, 1, &s, "c");
    CHECK(x.numel == 1 && el(&x, 0) == 7);
    mt_cell_brace(&x, &d, 1, &s, "d");
    CHECK(x.numel == 1 && el(&x, 0) == 8);
    s.s = 5; /* growth */
    mt_cell_brace_set(&c, &c, 1, &s, v, "c");
    CHECK(c.cls == MT_CELL && c.numel == 5 && c.dims[1] == 5);
    s.s = 1; /* deletion */
    mt_delete(&c, 1, &s, "c");
    CHECK(c.numel == 4);
    s.s = 1;
    mt_cell_brace(&x, &c, 1, &s, "c");
    CHECK(x.numel == 1 && el(&x, 0) == 7);
    mt_resize(&c, MT_DOUBLE, 0, 2, dims); /* a slot reused for numbers drops the cell */
    CHECK(c.cls == MT_DOUBLE && c.numel == 3);
    mt_free(&c);
    mt_free(&d);
    mt_free(&x);
    mt_free(&r);
}

int mt_run_unit_tests(void)
{
    failures = 0;
    test_range();
    test_binary();
    test_index();
    test_reduce_and_linalg();
    test_sprintf();
    test_random();
    test_except();
    test_cells();
    return failures;
}
