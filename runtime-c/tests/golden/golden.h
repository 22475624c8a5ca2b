/* Helpers for the golden C programs: build arrays from column-major literals.
 * Each program mirrors its .m twin, which builds the same values with reshape(). */
#ifndef GOLDEN_H
#define GOLDEN_H
#include "mt_internal.h"

#include <math.h>

static mt_array g_pool[256];
static int g_next;

static inline mt_array *g_new(void)
{
    mt_array init = MT_ARRAY_INIT, *a = &g_pool[g_next++ % 256];
    mt_free(a);
    *a = init;
    return a;
}

static inline mt_array *g_mat(size_t r, size_t c, const double *v)
{
    mt_array *a = g_new();
    mt_from_doubles(a, r, c, v);
    return a;
}

static inline mt_array *g_nd(int nd, const size_t *dims, const double *v)
{
    mt_array *a = g_new();
    size_t i;
    mt_resize(a, MT_DOUBLE, 0, nd, dims);
    for (i = 0; i < a->numel; i++)
        ((double *)a->data)[i] = v[i];
    return a;
}

static inline mt_array *g_conv(mt_class c, mt_array *a)
{
    mt_array *r = g_new();
    mt_convert(r, c, a);
    return r;
}

static inline mt_array *g_str(const char *s)
{
    mt_array *a = g_new();
    mt_from_string(a, s);
    return a;
}

static inline mt_array *g_range(double a, double s, double b)
{
    mt_array *r = g_new();
    mt_range(r, a, s, b);
    return r;
}

static inline mt_arg g_A(const mt_array *a)
{
    mt_arg g;
    g.a = a;
    g.s = 0;
    return g;
}

static inline mt_arg g_S(double s)
{
    mt_arg g;
    g.a = 0;
    g.s = s;
    return g;
}

static inline mt_sub g_col(void)
{
    mt_sub s;
    s.kind = MT_SUB_COLON;
    s.s = 0;
    s.a = 0;
    return s;
}

static inline mt_sub g_sc(double v)
{
    mt_sub s;
    s.kind = MT_SUB_SCALAR;
    s.s = v;
    s.a = 0;
    return s;
}

static inline mt_sub g_ar(const mt_array *a)
{
    mt_sub s;
    s.kind = MT_SUB_ARRAY;
    s.s = 0;
    s.a = a;
    return s;
}

#define MAT(r, c, ...) g_mat(r, c, (const double[]){__VA_ARGS__})
#define ROW(n, ...) g_mat(1, n, (const double[]){__VA_ARGS__})
#define ND3(a, b, c, ...) g_nd(3, (const size_t[]){a, b, c}, (const double[]){__VA_ARGS__})
#define ND4(a, b, c, d, ...) g_nd(4, (const size_t[]){a, b, c, d}, (const double[]){__VA_ARGS__})
#define SHOW(name, r, c, ...) mt_display(name, MAT(r, c, __VA_ARGS__))
#define ARGS(...) ((const mt_arg[]){__VA_ARGS__})
#define SUBS(...) ((const mt_sub[]){__VA_ARGS__})
#define NARGS(...) ((int)(sizeof((const mt_arg[]){__VA_ARGS__}) / sizeof(mt_arg)))

static inline void g_printf(const char *fmt, int n, const mt_arg *args)
{
    mt_fprintf(1, g_str(fmt), n, args);
}
#define PRINTF(fmt, ...) g_printf(fmt, NARGS(__VA_ARGS__), ARGS(__VA_ARGS__))

#endif
