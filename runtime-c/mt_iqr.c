/* mt_iqr.c — iqr (Octave 7's m-file): abs (diff (quantile (x, [0.25 0.75]))) along a
 * dimension, a vector of dimensions or "all", by quantile's default method 5 (NaNs left
 * out, the interpolation formula evaluated as __quantile__ does, so Inf neighbours give
 * what Octave gives). A singleton dimension of an all-finite x is zeros (size (x)). */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

static int cmp_nan_last(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;
    if (isnan(a))
        return isnan(b) ? 0 : 1;
    if (isnan(b))
        return -1;
    return a < b ? -1 : a > b ? 1 : 0;
}

/* Quantile p of the sorted v[0..n) (NaNs last, m of them not NaN), method 5. */
static double quantile5(const double *v, size_t n, size_t m, double p)
{
    double pos = p * (double)m + 0.5, lo, pr;
    double second = m == 1 ? v[0] : v[1];
    size_t i;
    lo = floor(pos);
    if (lo > (double)m - 1)
        lo = (double)m - 1;
    if (lo < 1)
        lo = 1;
    pr = pos - lo;
    if (pr > 1)
        pr = 1;
    if (pr < 0)
        pr = 0;
    i = (size_t)lo - 1;
    (void)n;
    return (1 - pr) * v[i] + pr * (i + 1 == 1 ? second : v[i + 1]);
}

/* The iqr of one group of n values (copied into buf). */
static double group_iqr(double *buf, size_t n)
{
    size_t m = 0, i;
    if (n == 1)
        return fabs(buf[0] - buf[0]);
    qsort(buf, n, sizeof *buf, cmp_nan_last);
    for (i = 0; i < n; i++)
        if (!isnan(buf[i]))
            m++;
    return fabs(quantile5(buf, n, m, 0.75) - quantile5(buf, n, m, 0.25));
}

static int all_finite(const mt_array *x)
{
    size_t i;
    for (i = 0; i < x->numel; i++)
        if (!isfinite(mt__get(x, i)))
            return 0;
    return 1;
}

/* r = the iqr of x over the dimensions red[d] (0-based, d < nd). */
static void reduce(mt_array *r, const mt_array *x, const int *red)
{
    size_t od[MT_MAXDIMS] = {0}, stride[MT_MAXDIMS] = {0}, o, g = 1;
    int d, nd = x->ndims;
    double *buf;
    stride[0] = 1;
    for (d = 0; d < nd; d++) {
        od[d] = red[d] ? 1 : x->dims[d];
        if (red[d])
            g *= x->dims[d];
        if (d > 0)
            stride[d] = stride[d - 1] * x->dims[d - 1];
    }
    mt_resize(r, MT_DOUBLE, 0, nd, od);
    buf = (double *)mt__bi_alloc((g ? g : 1) * sizeof *buf);
    for (o = 0; o < r->numel; o++) {
        size_t base = 0, rest = o, k, sub[MT_MAXDIMS];
        for (d = 0; d < nd; d++) {
            sub[d] = rest % od[d];
            rest /= od[d];
            base += sub[d] * stride[d];
        }
        /* every combination of the reduced subscripts, first dimension fastest */
        for (k = 0; k < g; k++) {
            size_t q = k, at = base;
            for (d = 0; d < nd; d++)
                if (red[d]) {
                    at += (q % x->dims[d]) * stride[d];
                    q /= x->dims[d];
                }
            buf[k] = mt__get(x, at);
        }
        mt__set(r, o, group_iqr(buf, g));
    }
    free(buf);
}

/* Trailing singleton dimensions beyond the second dropped, as Octave keeps sizes. */
static void trim_dims(mt_array *r)
{
    while (r->ndims > 2 && r->dims[r->ndims - 1] == 1)
        r->ndims--;
}

static void dim_error(void)
{
    mt_error("iqr: DIM must be a positive integer scalar, vector, or 'all'");
}

BI(iqr)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    const mt_array *dm = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : NULL;
    int red[MT_MAXDIMS] = {0}, d, nd = x->ndims;
    (void)nout;
    if (x->cls > MT_LOGICAL)
        mt_error("iqr: X must be a numeric vector or matrix");
    if (x->cplx || x->cls == MT_SINGLE || x->numel == 0)
        mt_error("mat2c: iqr of a %s is not supported",
                 x->numel == 0 ? "empty X" : x->cplx ? "complex X" : "single X");
    if (!dm || dm->numel == 0) {
        int dim = -1;
        for (d = 0; d < nd && dim < 0; d++)
            if (x->dims[d] > 1)
                dim = d;
        if (x->numel == 1)
            dim = 1;
        if (dim >= nd || x->dims[dim] == 1) {
            mt_zeros(&r, MT_DOUBLE, nd, x->dims);
            if (!all_finite(x))
                reduce(&r, x, red);
        } else {
            red[dim] = 1;
            reduce(&r, x, red);
        }
        mt__bi_give(out[0], &r);
        return;
    }
    {
        size_t n = dm->numel, i, j;
        if (dm->cls == MT_CHAR) {
            char *s = mt__bi_cstr(dm);
            int all = strlen(s) == 3 && tolower((unsigned char)s[0]) == 'a' &&
                      tolower((unsigned char)s[1]) == 'l' && tolower((unsigned char)s[2]) == 'l';
            free(s);
            if (!all || dm->ndims != 2 || dm->dims[0] != 1)
                dim_error();
            for (d = 0; d < nd; d++)
                red[d] = 1;
            reduce(&r, x, red);
            trim_dims(&r);
            mt__bi_give(out[0], &r);
            return;
        }
        if (dm->cls > MT_UINT64 || dm->cplx || dm->ndims != 2 ||
            (dm->dims[0] != 1 && dm->dims[1] != 1))
            dim_error();
        for (i = 0; i < n; i++) {
            double v = mt__get(dm, i);
            if (!(v > 0) || fmod(v, 1) != 0)
                dim_error();
        }
        if (n == 1) {
            double v = mt__get(dm, 0);
            if (v > nd || x->dims[(size_t)v - 1] == 1) {
                mt_zeros(&r, MT_DOUBLE, nd, x->dims);
                if (!all_finite(x))
                    reduce(&r, x, red);
            } else {
                red[(size_t)v - 1] = 1;
                reduce(&r, x, red);
            }
            mt__bi_give(out[0], &r);
            return;
        }
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++)
                if (mt__get(dm, i) == mt__get(dm, j))
                    mt_error("iqr: vector DIM must contain non-repeating positive integers");
        /* Octave's m-file tests size (x, 1) of the original x here: a leading singleton of
         * an all-finite x gives zeros of x's size, permuted back by the vector DIM. */
        if (x->dims[0] == 1 && all_finite(x)) {
            size_t hi = (size_t)nd, perm[64], rd[64], k = 0, pd;
            for (i = 0; i < n; i++)
                if ((size_t)mt__get(dm, i) > hi)
                    hi = (size_t)mt__get(dm, i);
            if (hi > 64)
                mt_error("mat2c: iqr with a dimension above 64 is not supported");
            if (!(n == (size_t)nd && hi == (size_t)nd)) {
                int used[64] = {0};
                for (i = 0; i < n; i++) {
                    perm[k++] = (size_t)mt__get(dm, i) - 1;
                    used[perm[k - 1]] = 1;
                }
                for (i = 0; i < hi; i++)
                    if (!used[i])
                        perm[k++] = i;
                for (i = 0; i < hi; i++)
                    rd[perm[i]] = i < (size_t)nd ? x->dims[i] : 1;
                for (pd = hi; pd > 2 && rd[pd - 1] == 1; pd--)
                    ;
                if (pd > MT_MAXDIMS)
                    mt_error("mat2c: iqr with more than %d dimensions is not supported",
                             MT_MAXDIMS);
                mt_zeros(&r, MT_DOUBLE, (int)pd, rd);
                mt__bi_give(out[0], &r);
                return;
            }
        }
        for (i = 0; i < n; i++) {
            size_t v = (size_t)mt__get(dm, i);
            if (v <= (size_t)nd)
                red[v - 1] = 1;
        }
        reduce(&r, x, red);
        trim_dims(&r);
        mt__bi_give(out[0], &r);
    }
}
