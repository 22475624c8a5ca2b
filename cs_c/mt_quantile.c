/* mt_quantile.c — quantile, prctile and iqr (Octave 7's m-files). __quantile__ per column:
 * sorted with NaNs last and left out, methods 1 to 9 with the m-file's formulas evaluated
 * in the same order (so Inf neighbours and roundings give what Octave gives). iqr is
 * abs (diff (quantile (x, [0.25 0.75]))) along a dimension, a vector of dimensions or
 * "all"; a singleton dimension of an all-finite x is zeros (size (x)). */
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

/* Round half to even (Octave's roundb). */
static double roundb(double x)
{
    double r = round(x);
    if (fabs(x - trunc(x)) == 0.5)
        r = 2 * round(x / 2);
    return r;
}

/* Quantile p (0 <= p <= 1) of the sorted v[0..n) (n >= 2; NaNs last, m of them not NaN)
 * by __quantile__'s method (1 to 9). */
static double quantile_sorted(const double *v, size_t n, size_t m, double p, int method)
{
    double dm = (double)m, pos, lo, pr;
    size_t i;
    (void)n;
    switch (method) {
    case 1:
        pos = ceil(p * dm);
        return v[(size_t)(pos < 1 ? 1 : pos) - 1];
    case 2: {
        double t = p * dm, l = ceil(t), r = floor(t + 1);
        if (l < 1)
            l = 1;
        if (r > dm)
            r = dm;
        if (r < 1)
            mt_error("mat2c: quantile method 2 of an all-NaN column is not supported");
        return (v[(size_t)l - 1] + v[(size_t)r - 1]) / 2;
    }
    case 3:
        pos = p * dm;
        if (pos < 1)
            pos = 1;
        return v[(size_t)roundb(pos) - 1];
    case 4:
        pos = p * dm;
        break;
    case 5:
        pos = p * dm + 0.5;
        break;
    case 6:
        pos = p * (dm + 1);
        break;
    case 7:
        pos = p * (dm - 1) + 1;
        break;
    case 8:
        pos = p * (dm + 1.0 / 3) + 1.0 / 3;
        break;
    default:
        pos = p * (dm + 0.25) + 0.375;
        break;
    }
    lo = floor(pos);
    if (lo > dm - 1)
        lo = dm - 1;
    if (lo < 1)
        lo = 1;
    pr = pos - lo;
    if (pr > 1)
        pr = 1;
    if (pr < 0)
        pr = 0;
    i = (size_t)lo - 1;
    /* a column with one value not NaN repeats it as its second element */
    return (1 - pr) * v[i] + pr * (m == 1 && i == 0 ? v[0] : v[i + 1]);
}

static double quantile5(const double *v, size_t n, size_t m, double p)
{
    return quantile_sorted(v, n, m, p, 5);
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

/* The quantiles p[0..np) of each column of x along dimension d (0-based) into r, whose
 * extent along d is np (x's dimensions padded to d + 1). */
static void quantiles_along(mt_array *r, const mt_array *x, int d, const double *p, size_t np,
                            int method)
{
    size_t dims[MT_MAXDIMS], before = 1, len, after = 1, o, b, k, j;
    int nd = x->ndims > d + 1 ? x->ndims : d + 1, i;
    double *buf;
    if (nd > MT_MAXDIMS)
        mt_error("mat2c: quantile along dimension %d is not supported", d + 1);
    for (i = 0; i < nd; i++)
        dims[i] = i < x->ndims ? x->dims[i] : 1;
    len = dims[d];
    for (i = 0; i < d; i++)
        before *= dims[i];
    for (i = d + 1; i < nd; i++)
        after *= dims[i];
    dims[d] = np;
    if (len > 1)
        for (k = 0; k < np; k++)
            if (p[k] >= 0 && p[k] <= 1 && (method < 1 || method > 9))
                mt_error("quantile: Unknown METHOD, '%d'", method);
    mt_resize(r, MT_DOUBLE, 0, nd, dims);
    buf = (double *)mt__bi_alloc((len ? len : 1) * sizeof *buf);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t m = 0;
            for (j = 0; j < len; j++)
                buf[j] = mt__get(x, o * before * len + b + j * before);
            if (len > 1)
                qsort(buf, len, sizeof *buf, cmp_nan_last);
            for (j = 0; j < len; j++)
                if (!isnan(buf[j]))
                    m++;
            for (k = 0; k < np; k++) {
                double q;
                if (!(p[k] >= 0 && p[k] <= 1))
                    q = p[k] < 0 ? -MT_INF : p[k] > 1 ? MT_INF : MT_NAN;
                else if (len == 1)
                    q = buf[0];
                else
                    q = quantile_sorted(buf, len, m, p[k], method);
                mt__set(r, o * before * np + b + k * before, q);
            }
        }
    free(buf);
    trim_dims(r);
}

/* quantile (x, p, dim, method) / prctile (x, p, dim) (scale 100): who names the errors. */
static void quantile_entry(mt_array *out, int nargs, const mt_arg *args, const char *who,
                           double scale)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    const mt_array *pa = nargs >= 2 ? mt__bi_arg(&args[1], &v1) : NULL;
    static const double dflt[5] = {0, 0.25, 0.5, 0.75, 1};
    double *p;
    size_t np, k;
    int d = -1, method = 5, i, prow = 1;
    if (x->cls > MT_LOGICAL || (scale == 1 && x->numel == 0)) {
        if (scale == 1)
            mt_error("quantile: X must be a non-empty numeric vector or matrix");
        mt_error("prctile: X must be a numeric vector or matrix");
    }
    if (x->cplx || x->cls == MT_SINGLE)
        mt_error("mat2c: %s of a %s X is not supported", who, x->cplx ? "complex" : "single");
    if (pa && pa->numel > 0) {
        if (pa->cls > MT_UINT64 || pa->ndims != 2 || (pa->dims[0] != 1 && pa->dims[1] != 1))
            mt_error("%s: P must be a numeric vector", who);
        if (pa->cplx || pa->cls != MT_DOUBLE)
            mt_error("mat2c: %s with a P that is not real double is not supported", who);
        np = pa->numel;
        prow = pa->dims[0] == 1;
        p = (double *)mt__bi_alloc(np * sizeof *p);
        for (k = 0; k < np; k++)
            p[k] = scale == 1 ? mt__get(pa, k) : mt__get(pa, k) / scale;
    } else {
        np = 5;
        p = (double *)mt__bi_alloc(np * sizeof *p);
        for (k = 0; k < np; k++)
            p[k] = dflt[k];
    }
    mt__hold(p); /* the checks below may raise */
    if (nargs >= 3) {
        const mt_array *dm = mt__bi_arg(&args[2], &v2);
        double v = dm->numel == 1 && dm->cls <= MT_CHAR ? mt__get(dm, 0) : MT_NAN;
        if (!(dm->numel == 1 && v == trunc(v) && v > 0) || dm->cplx)
            mt_error("quantile: DIM must be a positive integer");
        if (v > MT_MAXDIMS)
            mt_error("mat2c: quantile along dimension %g is not supported", v);
        d = (int)v - 1;
    } else {
        for (i = 0; i < x->ndims && d < 0; i++)
            if (x->dims[i] > 1)
                d = i;
        if (d < 0)
            d = 0;
    }
    if (nargs >= 4) {
        double mv = mt__bi_scalar(args, 3);
        if (mv != trunc(mv))
            mt_error("mat2c: quantile with a METHOD that is not an integer is not supported");
        method = (int)mv;
    }
    if (x->numel == 0)
        mt_error("quantile: X must be a non-empty numeric vector or matrix");
    quantiles_along(&r, x, d, p, np, method);
    mt__release(p);
    /* a vector result of several quantiles takes P's orientation */
    if (r.ndims == 2 && (r.dims[0] == 1 || r.dims[1] == 1) && r.numel != 1 && np != 1) {
        r.dims[0] = prow ? 1 : r.numel;
        r.dims[1] = prow ? r.numel : 1;
    }
    mt__bi_give(out, &r);
}

BI(quantile)
{
    (void)nout;
    quantile_entry(out[0], nargs, args, "quantile", 1);
}

BI(prctile)
{
    (void)nout;
    quantile_entry(out[0], nargs, args, "prctile", 100);
}

/* center (Octave 7's m-file): x - mean (x, dim), the mean as sum (x, dim) / n summed in
 * order (in single for a single x); integer x is converted to double first; an empty
 * dimension returns x. */
BI(center)
{
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t before, len, after, o, b, k;
    int d = -1, i, single;
    (void)nout;
    if (x->cls > MT_LOGICAL)
        mt_error("center: X must be a numeric vector or matrix");
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *dm = mt__bi_arg(&args[1], &v1);
        double v = dm->numel == 1 && dm->cls <= MT_CHAR ? mt__get(dm, 0) : MT_NAN;
        if (!(v == trunc(v) && v > 0) || dm->cplx)
            mt_error("center: DIM must be an integer and a valid dimension");
        if (v > MT_MAXDIMS)
            mt_error("mat2c: center along dimension %g is not supported", v);
        d = (int)v - 1;
    } else {
        for (i = 0; i < x->ndims && d < 0; i++)
            if (x->dims[i] > 1)
                d = i;
        if (d < 0)
            d = 0;
    }
    if (x->cplx)
        mt_error("mat2c: center of a complex X is not supported");
    single = x->cls == MT_SINGLE;
    mt__bi_split_dims(x, d, &before, &len, &after);
    if (len == 0) {
        mt_convert(&r, mt__is_int_class(x->cls) ? MT_DOUBLE : x->cls, x);
        mt__bi_give(out[0], &r);
        return;
    }
    mt_resize(&r, single ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, x->dims);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            size_t base = o * before * len + b;
            double mean;
            if (single) {
                float s = 0;
                for (k = 0; k < len; k++)
                    s += (float)mt__get(x, base + k * before);
                mean = (double)(s / (float)len);
                for (k = 0; k < len; k++)
                    mt__set(&r, base + k * before,
                            (double)((float)mt__get(x, base + k * before) - (float)mean));
            } else {
                double s = 0;
                for (k = 0; k < len; k++)
                    s += mt__get(x, base + k * before);
                mean = s / (double)len;
                for (k = 0; k < len; k++)
                    mt__set(&r, base + k * before, mt__get(x, base + k * before) - mean);
            }
        }
    mt__bi_give(out[0], &r);
}

/* One slice of skewness (k = 3) or kurtosis (k = 4) as the m-files compute it: x centred,
 * the 1/N variance of x centred again (var centres its input), sum (x .^ k), the ratio
 * (NaN where the spread is 0), the bias correction when flag is 0 (its factors in double,
 * as n is; `.^ 2` and `.^ 3` are products, as Octave's elem_xpow computes them). T is the
 * arithmetic type (float for single x), P its pow and S its sqrt. */
#define MOMENT_SLICE(NAME, T, P, S)                                                          \
    static double NAME(const double *v, size_t n, int k, int flag)                           \
    {                                                                                        \
        T mean = 0, s2 = 0, sum = 0, y, spread, mean2 = 0, tn = (T)n;                        \
        double dn = (double)n; /* the m-files' factors of n are double */                   \
        size_t i;                                                                            \
        T *xc = (T *)mt__bi_alloc(n * sizeof *xc);                                           \
        for (i = 0; i < n; i++)                                                              \
            mean += (T)v[i];                                                                 \
        mean = mean / tn;                                                                    \
        for (i = 0; i < n; i++)                                                              \
            xc[i] = (T)v[i] - mean;                                                          \
        if (n == 1) {                                                                        \
            s2 = isnan(xc[0]) || isinf(xc[0]) ? (T)MT_NAN : 0;                               \
        } else {                                                                             \
            for (i = 0; i < n; i++)                                                          \
                mean2 += xc[i];                                                              \
            mean2 = mean2 / tn;                                                              \
            for (i = 0; i < n; i++) {                                                        \
                T c = xc[i] - mean2;                                                         \
                s2 += c * c;                                                                 \
            }                                                                                \
            s2 = s2 / tn;                                                                    \
        }                                                                                    \
        for (i = 0; i < n; i++)                                                              \
            sum += k == 3 ? xc[i] * xc[i] * xc[i] : P(xc[i], (T)4);                          \
        free(xc);                                                                            \
        spread = k == 3 ? S(s2) : s2;                                                        \
        if (spread != 0)                                                                     \
            y = sum / (tn * (k == 3 ? spread * spread * spread : spread * spread));            \
        else                                                                                 \
            y = (T)MT_NAN;                                                                   \
        if (flag == 0) {                                                                     \
            if (k == 3 && n > 2)                                                             \
                y = y * (T)(sqrt(dn * (dn - 1)) / (dn - 2));                                  \
            else if (k == 4 && n > 3) {                                                      \
                T c = (T)((dn - 1) / ((dn - 2) * (dn - 3)));                                 \
                y = 3 + c * ((T)(dn + 1) * y - (T)(3 * (dn - 1)));                           \
            } else                                                                           \
                y = (T)MT_NAN;                                                               \
        }                                                                                    \
        return (double)y;                                                                    \
    }

MOMENT_SLICE(moment_d, double, pow, sqrt)
MOMENT_SLICE(moment_f, float, powf, sqrtf)

/* skewness (x, flag, dim) / kurtosis (x, flag, dim) */
static void moments(mt_array *out, int nargs, const mt_arg *args, int k)
{
    const char *fn = k == 3 ? "skewness" : "kurtosis";
    mt_array v0, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v0);
    size_t before, len, after, o, b, j, dims[MT_MAXDIMS];
    int d = -1, i, flag = 1, single;
    double *buf;
    if (x->cls > MT_LOGICAL)
        mt_error("%s: X must be a numeric vector or matrix", fn);
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *f = mt__bi_arg(&args[1], &v1);
        if (f->numel != 0) {
            double fv = f->numel == 1 && f->cls <= MT_CHAR ? mt__get(f, 0) : MT_NAN;
            if (f->numel != 1 || (fv != 0 && fv != 1) || f->cplx)
                mt_error("%s: FLAG must be 0 or 1", fn);
            flag = (int)fv;
        }
    }
    if (nargs >= 3) {
        mt_array v2;
        const mt_array *dm = mt__bi_arg(&args[2], &v2);
        double v = dm->numel == 1 && dm->cls <= MT_CHAR ? mt__get(dm, 0) : MT_NAN;
        if (!(v == trunc(v) && v > 0) || dm->cplx)
            mt_error("%s: DIM must be an integer and a valid dimension", fn);
        if (v > MT_MAXDIMS)
            mt_error("mat2c: %s along dimension %g is not supported", fn, v);
        d = (int)v - 1;
    } else {
        for (i = 0; i < x->ndims && d < 0; i++)
            if (x->dims[i] > 1)
                d = i;
        if (d < 0)
            d = 0;
    }
    if (x->cplx)
        mt_error("mat2c: %s of a complex X is not supported", fn);
    single = x->cls == MT_SINGLE;
    mt__bi_split_dims(x, d, &before, &len, &after);
    if (len == 0)
        mt_error("mat2c: %s along an empty dimension is not supported", fn);
    for (i = 0; i < x->ndims; i++)
        dims[i] = x->dims[i];
    if (d < x->ndims)
        dims[d] = 1;
    mt_resize(&r, single ? MT_SINGLE : MT_DOUBLE, 0, x->ndims, dims);
    buf = (double *)mt__bi_alloc(len * sizeof *buf);
    for (o = 0; o < after; o++)
        for (b = 0; b < before; b++) {
            for (j = 0; j < len; j++)
                buf[j] = mt__get(x, o * before * len + b + j * before);
            mt__set(&r, o * before + b,
                    single ? moment_f(buf, len, k, flag) : moment_d(buf, len, k, flag));
        }
    free(buf);
    trim_dims(&r);
    mt__bi_give(out, &r);
}

BI(skewness)
{
    (void)nout;
    moments(out[0], nargs, args, 3);
}

BI(kurtosis)
{
    (void)nout;
    moments(out[0], nargs, args, 4);
}
