/* mt_svdfun.c — Octave's .m functions built on the SVD: cond.m, null.m and orth.m, step for
 * step (the same svd calls, tolerances and sign conventions), so with the LAPACK Octave
 * links the results agree to the last bit. */
#include "mt_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

BI(svd);
BI(norm);
BI(inv);

static mt_arg as_arg(const mt_array *a)
{
    mt_arg g;
    g.a = a;
    g.s = 0;
    return g;
}

static double eps_of(mt_class cls) { return cls == MT_SINGLE ? (double)FLT_EPSILON : DBL_EPSILON; }

/* The singular values s (a column) of a, or [U, S, V] = svd(a[, 0]) into outs. */
static void svd_call(int nout, mt_array *const *outs, const mt_array *a, int econ)
{
    mt_arg g[2];
    g[0] = as_arg(a);
    g[1].a = NULL; /* the scalar 0 (svd (a, 0)), nothing to free when svd raises */
    g[1].s = 0;
    mt_bi_svd(nout, outs, econ ? 2 : 1, g);
}

BI(cond)
{
    mt_array va, s = MT_ARRAY_INIT;
    mt_array *so[1];
    const mt_array *a = mt__bi_arg(&args[0], &va);
    size_t i;
    double s1, sn, r;
    (void)nout;
    if (a->ndims > 2)
        mt_error("cond: A must be a 2-D matrix");
    if (nargs > 1 && (mt__bi_is_string(&args[1]) || mt__bi_scalar(args, 1) != 2)) {
        /* norm (A, p) * norm (inv (A), p) */
        mt_array n1 = MT_ARRAY_INIT, ia = MT_ARRAY_INIT, n2 = MT_ARRAY_INIT, res = MT_ARRAY_INIT;
        mt_array *o[1];
        mt_arg g[2];
        g[0] = args[0];
        g[1] = args[1];
        o[0] = &n1;
        mt_bi_norm(1, o, 2, g);
        o[0] = &ia;
        mt_bi_inv(1, o, 1, g);
        g[0] = as_arg(&ia);
        o[0] = &n2;
        mt_bi_norm(1, o, 2, g);
        mt_binary(&res, MT_MUL, as_arg(&n1), as_arg(&n2));
        mt_free(&n1);
        mt_free(&ia);
        mt_free(&n2);
        mt__bi_give(out[0], &res);
        return;
    }
    if (a->numel == 0) {
        mt__bi_give_scalar(out[0], MT_DOUBLE, 0.0);
        return;
    }
    for (i = 0; i < a->numel; i++)
        if (!isfinite(mt__get(a, i)) || !isfinite(mt__get_im(a, i)))
            mt_error("cond: A must not contain Inf or NaN values");
    so[0] = &s;
    svd_call(1, so, a, 0);
    s1 = mt__get(&s, 0);
    sn = mt__get(&s, s.numel - 1);
    if (s1 == 0 || sn == 0)
        r = MT_INF;
    else if (s.cls == MT_SINGLE)
        r = (double)((float)s1 / (float)sn);
    else
        r = s1 / sn;
    mt__bi_give_scalar(out[0], s.cls, r);
    mt_free(&s);
}

/* The singular values Octave's null.m/orth.m read from S: the diagonal, or S(1) alone
 * when S is a row or column. */
static size_t sing_values(const mt_array *S, double *s)
{
    size_t r = S->dims[0], c = S->dims[1], k, n;
    if (r == 1 || c == 1) {
        s[0] = mt__get(S, 0);
        return 1;
    }
    n = r < c ? r : c;
    for (k = 0; k < n; k++)
        s[k] = mt__get(S, k + k * r);
    return n;
}

/* Columns [from, to) of an m-row matrix x, each element times sign. */
static void columns(mt_array *r, const mt_array *x, size_t from, size_t to, double sign)
{
    size_t m = x->dims[0], d[2], i, j;
    d[0] = m;
    d[1] = to - from;
    mt_resize(r, x->cls, x->cplx, 2, d);
    for (j = from; j < to; j++)
        for (i = 0; i < m; i++)
            mt__set_c(r, i + (j - from) * m, sign * mt__get(x, i + j * m),
                      sign * mt__get_im(x, i + j * m));
}

/* rank = sum (s > tol), tol = max (size (A)) * s(1) * eps (class) unless given. */
static size_t rank_of(const mt_array *a, const mt_array *S, mt_class cls, int nargs,
                      const mt_arg *args)
{
    double *s = (double *)mt__bi_alloc((S->numel + 1) * sizeof(double)), tol;
    size_t n = sing_values(S, s), k, rank = 0;
    double big = (double)(a->dims[0] > a->dims[1] ? a->dims[0] : a->dims[1]);
    tol = nargs > 1 ? mt__bi_scalar(args, 1) : big * s[0] * eps_of(cls);
    for (k = 0; k < n; k++)
        rank += s[k] > tol;
    free(s);
    return rank;
}

BI(null)
{
    mt_array va, S = MT_ARRAY_INIT, V = MT_ARRAY_INIT, Z = MT_ARRAY_INIT;
    mt_array *o[3];
    const mt_array *a = mt__bi_arg(&args[0], &va);
    size_t cols = a->dims[1], rank, i;
    (void)nout;
    if (nargs == 2 && mt__bi_is_word(&args[1], "r"))
        mt_error("null: option for rational not yet implemented");
    mt_array dbl = MT_ARRAY_INIT;
    o[0] = out[0]; /* U is not read */
    o[1] = &S;
    o[2] = &V;
    if (a->numel == 0 && a->cls != MT_DOUBLE && a->cls != MT_SINGLE) {
        /* Octave's svd of an empty value of another class gives empty doubles */
        mt_convert(&dbl, MT_DOUBLE, a);
        a = &dbl;
    }
    svd_call(3, o, a, 1);
    if (a->numel == 0) {
        mt_copy(out[0], &V);
    } else {
        double e = eps_of(V.cls);
        rank = rank_of(a, &S, V.cls, nargs, args);
        if (rank < cols) {
            columns(&Z, &V, rank, cols, 1);
            for (i = 0; i < Z.numel; i++) {
                double re = mt__get(&Z, i), im = mt__get_im(&Z, i);
                if ((Z.cplx ? hypot(re, im) : fabs(re)) < e)
                    mt__set_c(&Z, i, 0, 0);
            }
        } else {
            size_t d[2];
            d[0] = cols;
            d[1] = 0;
            mt_resize(&Z, V.cls, 0, 2, d);
        }
        mt__bi_give(out[0], &Z);
    }
    mt_free(&S);
    mt_free(&V);
    mt_free(&dbl);
}

BI(orth)
{
    mt_array va, U = MT_ARRAY_INIT, S = MT_ARRAY_INIT, V = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    mt_array *o[3];
    const mt_array *a = mt__bi_arg(&args[0], &va);
    size_t rank;
    (void)nout;
    if (a->numel == 0) {
        size_t d[2] = {0, 0};
        mt_resize(&r, MT_DOUBLE, 0, 2, d);
        mt__bi_give(out[0], &r);
        return;
    }
    o[0] = &U;
    o[1] = &S;
    o[2] = &V;
    svd_call(3, o, a, 0);
    rank = rank_of(a, &S, a->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE, nargs, args);
    if (rank > 0)
        columns(&r, &U, 0, rank, -1);
    else {
        size_t d[2];
        d[0] = a->dims[0];
        d[1] = 0;
        mt_resize(&r, MT_DOUBLE, 0, 2, d);
    }
    mt__bi_give(out[0], &r);
    mt_free(&U);
    mt_free(&S);
    mt_free(&V);
}
