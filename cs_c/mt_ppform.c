/* mt_ppform.c — piecewise polynomials as Octave 7's m-files keep them: mkpp builds the
 * struct (form, breaks, coefs, pieces, order, dim), unmkpp takes it apart, ppval evaluates
 * it by Horner's rule (yi .*= dx; yi += c, in double, or in single when the coefficients or
 * the points are single) on the interval lookup (x, xi, "lr") picks (increasing or
 * decreasing breaks), with the m-file's result shapes, "orient" "first" (interp1's) putting
 * the values' dimension last; complex coefficients part by part. Integer breaks,
 * coefficients or points, a non-double dim and "orient" with a dim vector and no points
 * stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <math.h>
#include <string.h>

static mt_arg arg_of(const mt_array *a)
{
    mt_arg g;
    g.a = a;
    g.s = 0;
    return g;
}

/* s.name of a scalar struct into r; 0 (r untouched) when s has no such field. */
static int field(mt_array *r, const mt_array *s, const char *name)
{
    mt_array nm = MT_ARRAY_INIT, has = MT_ARRAY_INIT;
    int yes;
    mt_from_string(&nm, name);
    mt_isfield(&has, s, &nm);
    yes = has.numel == 1 && mt__get(&has, 0) != 0;
    if (yes)
        mt_struct_field(r, s, &nm);
    mt_free(&nm);
    mt_free(&has);
    return yes;
}

/* isstruct (pp) && isfield (pp, "form") && strcmp (pp.form, "pp") */
static int is_pp(const mt_array *pp)
{
    mt_array form = MT_ARRAY_INIT;
    int ok;
    if (pp->cls != MT_STRUCT)
        return 0;
    if (pp->numel != 1)
        mt_error("mat2c: a piecewise polynomial struct array is not supported");
    if (!field(&form, pp, "form"))
        return 0;
    ok = form.cls == MT_CHAR && form.ndims == 2 && form.dims[0] == 1 && form.numel == 2 &&
         memcmp(form.data, "pp", 2) == 0;
    mt_free(&form);
    return ok;
}

BI(mkpp)
{
    mt_array v0, v1, v2, br = MT_ARRAY_INIT, cf = MT_ARRAY_INIT, pieces = MT_ARRAY_INIT;
    mt_array order = MT_ARRAY_INIT, dimv = MT_ARRAY_INIT, r = MT_ARRAY_INIT, none = MT_ARRAY_INIT;
    mt_array names[6];
    static const char *const fields[6] = {"form", "breaks", "coefs", "pieces", "order", "dim"};
    const mt_array *b = mt__bi_arg(&args[0], &v0), *c = mt__bi_arg(&args[1], &v1);
    const mt_array *d = nargs >= 3 ? mt__bi_arg(&args[2], &v2) : NULL;
    mt_arg fa[12];
    double len, ord, dprod = 1, rows;
    size_t dims[2], i;
    int k;
    (void)nout;
    if (!(b->ndims == 2 && (b->dims[0] == 1 || b->dims[1] == 1) && b->numel >= 1))
        mt_error("mkpp: BREAKS must be a vector");
    if (b->numel < 2)
        mt_error("mkpp: BREAKS must have at least one interval");
    if (d && (d->cls != MT_DOUBLE || d->cplx || d->numel == 0))
        mt_error("mat2c: mkpp with a DIM that is not a real double is not supported");
    len = (double)(b->numel - 1);
    ord = (double)c->numel / len;
    if (d)
        for (i = 0; i < d->numel; i++)
            dprod *= mt__get(d, i);
    ord /= dprod;
    rows = len * dprod;
    /* reshape (coefs, [pieces * prod(dim), order]), with reshape's error */
    if (!(rows >= 0 && ord >= 0) || trunc(rows) * trunc(ord) != (double)c->numel) {
        char have[128];
        mt__dims_str(have, sizeof have, c->ndims, c->dims);
        mt_error("reshape: can't reshape %s array to %.0fx%.0f array", have,
                 rows >= 0 ? trunc(rows) : 0, ord >= 0 ? trunc(ord) : 0);
    }
    mt_copy(&br, b);
    br.ndims = 2;
    br.dims[0] = 1;
    br.dims[1] = b->numel;
    br.layout = MT_LAYOUT_FULL;
    mt_copy(&cf, c);
    cf.ndims = 2;
    cf.dims[0] = (size_t)rows;
    cf.dims[1] = (size_t)ord;
    cf.layout = MT_LAYOUT_FULL;
    dims[0] = dims[1] = 1;
    mt_resize(&pieces, MT_DOUBLE, 0, 2, dims);
    mt__set(&pieces, 0, len);
    mt_resize(&order, MT_DOUBLE, 0, 2, dims);
    mt__set(&order, 0, ord);
    if (d) {
        mt_copy(&dimv, d);
    } else {
        mt_resize(&dimv, MT_DOUBLE, 0, 2, dims);
        mt__set(&dimv, 0, 1);
    }
    {
        mt_array form = MT_ARRAY_INIT;
        const mt_array *vals[6];
        mt_from_string(&form, "pp");
        vals[0] = &form;
        vals[1] = &br;
        vals[2] = &cf;
        vals[3] = &pieces;
        vals[4] = &order;
        vals[5] = &dimv;
        for (k = 0; k < 6; k++) {
            names[k] = none;
            mt_from_string(&names[k], fields[k]);
            fa[2 * k] = arg_of(&names[k]);
            fa[2 * k + 1] = arg_of(vals[k]);
        }
        mt_struct_new(&r, 12, fa);
        for (k = 0; k < 6; k++)
            mt_free(&names[k]);
        mt_free(&form);
    }
    mt_free(&br);
    mt_free(&cf);
    mt_free(&pieces);
    mt_free(&order);
    mt_free(&dimv);
    mt__bi_give(out[0], &r);
}

BI(unmkpp)
{
    mt_array v0;
    const mt_array *pp = mt__bi_arg(&args[0], &v0);
    static const char *const fields[5] = {"breaks", "coefs", "pieces", "order", "dim"};
    int k, n = nout < 1 ? 1 : nout;
    (void)nargs;
    if (!is_pp(pp))
        mt_error("unmkpp: PP must be a piecewise polynomial structure");
    for (k = 0; k < n && k < 5; k++) {
        mt_array f = MT_ARRAY_INIT;
        if (!field(&f, pp, fields[k]))
            mt_error("invalid use of undefined value");
        mt__bi_give(out[k], &f);
    }
}

/* lookup (x, v, "lr"): the 0-based interval of v among the n + 1 monotonic breaks x (the
 * number of breaks <= v, or >= v when they decrease, less one), clamped to the first and
 * last (NaN falls in the last, as lookup puts it past the end). */
static size_t interval(const double *x, size_t n, double v)
{
    size_t lo = 0, hi = n + 1;
    int desc = x[n] < x[0];
    if (isnan(v))
        return n - 1;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (desc ? x[mid] >= v : x[mid] <= v)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0)
        return 0;
    return lo - 1 < n ? lo - 1 : n - 1;
}

BI(ppval)
{
    mt_array v0, v1, fb = MT_ARRAY_INIT, fc = MT_ARRAY_INIT, fd = MT_ARRAY_INIT;
    mt_array fo = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    const mt_array *pp = mt__bi_arg(&args[0], &v0), *xi = mt__bi_arg(&args[1], &v1);
    size_t n, k, D = 1, np, j, dd, i, dims[MT_MAXDIMS + 1], nd = 0;
    double *x;
    int single, fdx, xvec, all1 = 1, first = 0, up = 1, down = 1;
    (void)nout;
    (void)nargs;
    if (!is_pp(pp))
        mt_error("ppval: first argument must be a pp-form structure");
    /* orient "first" (interp1's pp) puts the dimensions of the values last */
    if (field(&fo, pp, "orient")) {
        first = fo.cls == MT_CHAR && fo.ndims == 2 && fo.dims[0] == 1 && fo.numel == 5 &&
                memcmp(fo.data, "first", 5) == 0;
        mt_free(&fo);
    }
    if (!field(&fb, pp, "breaks") || !field(&fc, pp, "coefs") || !field(&fd, pp, "dim"))
        mt_error("mat2c: ppval of an incomplete piecewise polynomial is not supported");
    if (mt__is_int_class(fb.cls) || mt__is_int_class(fc.cls) || mt__is_int_class(xi->cls) ||
        fb.cls > MT_CHAR || fc.cls > MT_CHAR || xi->cls > MT_CHAR || fb.cplx || xi->cplx || fd.cls != MT_DOUBLE || fd.numel == 0 || fb.numel < 2)
        mt_error("mat2c: ppval of these breaks, coefficients, dimension or points is not "
                 "supported");
    if (fd.ndims != 2 || (fd.dims[0] != 1 && fd.dims[1] != 1) || fd.numel + 1 > MT_MAXDIMS)
        mt_error("mat2c: ppval with this dimension vector is not supported");
    for (i = 0; i < fd.numel; i++) {
        double v = mt__get(&fd, i);
        if (!(v >= 1) || v != trunc(v))
            mt_error("mat2c: ppval with a dimension that is not a positive integer is not "
                     "supported");
        D *= (size_t)v;
        if (v != 1)
            all1 = 0;
    }
    n = fb.numel - 1;
    if (fc.ndims != 2 || fc.dims[0] != n * D)
        mt_error("mat2c: ppval of coefficients not shaped as mkpp makes them is not supported");
    k = fc.dims[1];
    /* dx = xi - x(idx) is single when xi or the breaks are; yi .*= dx makes yi single */
    fdx = xi->cls == MT_SINGLE || fb.cls == MT_SINGLE;
    single = fc.cls == MT_SINGLE || (k > 1 && fdx);
    x = (double *)mt__bi_alloc((n + 1) * sizeof *x);
    for (i = 0; i <= n; i++)
        x[i] = mt__get(&fb, i);
    for (i = 0; i < n; i++) {
        if (!(x[i] <= x[i + 1]))
            up = 0;
        if (!(x[i] >= x[i + 1]))
            down = 0;
    }
    if (!up && !down)
        mt_error("mat2c: ppval with breaks that are not monotonic is not supported");
    if (first && !all1 && fd.numel != 1 && xi->numel == 0)
        mt_error("mat2c: ppval with \"orient\", a dimension vector and no points is not "
                 "supported");
    np = xi->numel;
    xvec = xi->ndims == 2 && (xi->dims[0] == 1 || xi->dims[1] == 1);
    /* the result's shape: sxi for dim 1; [dim, numel] for a vector xi; [dim, sxi]; no
     * trailing singletons */
    if (all1) {
        nd = (size_t)xi->ndims;
        for (i = 0; i < nd; i++)
            dims[i] = xi->dims[i];
    } else {
        size_t nx = xvec ? 1 : (size_t)xi->ndims;
        if (fd.numel + nx > MT_MAXDIMS)
            mt_error("mat2c: ppval result with more than %d dimensions is not supported",
                     MT_MAXDIMS);
        nd = 0;
        if (!first)
            for (i = 0; i < fd.numel; i++)
                dims[nd++] = (size_t)mt__get(&fd, i);
        /* orient "first" (shiftdim (yi, nd)): [sxi, d], or d alone for one point of a dim
         * vector */
        if (first && fd.numel > 1 && np == 1)
            ;
        else if (xvec)
            dims[nd++] = np;
        else
            for (i = 0; i < (size_t)xi->ndims; i++)
                dims[nd++] = xi->dims[i];
        if (first)
            for (i = 0; i < fd.numel; i++)
                dims[nd++] = (size_t)mt__get(&fd, i);
        while (nd > 2 && dims[nd - 1] == 1)
            nd--;
        if (nd < 2)
            dims[nd++] = 1;
    }
    mt_resize(&r, single ? MT_SINGLE : MT_DOUBLE, fc.cplx, (int)nd, dims);
    for (j = 0; j < np; j++) {
        double v = mt__get(xi, j);
        size_t p = k > 0 ? interval(x, n, v) : 0;
        for (dd = 0; dd < D; dd++) {
            size_t row = dd + D * p, at = first && !all1 ? j + np * dd : dd + D * j;
            if (k == 0) {
                mt_error("mat2c: ppval of a zero-order piecewise polynomial is not supported");
            } else if (single) {
                float dx = fdx ? (float)v - (float)x[p] : (float)(v - x[p]);
                float y = (float)mt__get(&fc, row), yim = (float)mt__get_im(&fc, row);
                for (i = 1; i < k; i++) {
                    y *= dx;
                    y += (float)mt__get(&fc, row + i * fc.dims[0]);
                    yim *= dx;
                    yim += (float)mt__get_im(&fc, row + i * fc.dims[0]);
                }
                mt__set_c(&r, at, (double)y, (double)yim);
            } else {
                /* complex coefficients times the real dx: each part on its own */
                double dx = v - x[p];
                double y = mt__get(&fc, row), yim = mt__get_im(&fc, row);
                for (i = 1; i < k; i++) {
                    y *= dx;
                    y += mt__get(&fc, row + i * fc.dims[0]);
                    yim *= dx;
                    yim += mt__get_im(&fc, row + i * fc.dims[0]);
                }
                mt__set_c(&r, at, y, yim);
            }
        }
    }
    free(x);
    mt_free(&fb);
    mt_free(&fc);
    mt_free(&fd);
    mt__narrow_complex(&r); /* as Octave narrows a complex result without imaginary parts */
    mt__bi_give(out[0], &r);
}

/* ppder (Octave 7's m-file): the m-th derivative; coefficient column j of order k scaled by
 * bincoeff (f, m+1) .* factorial (m+1) ./ f, f = k:-1:1 (the product (f-1)...(f-m), exact
 * in doubles as Octave's rounded bincoeff gives it); order <= m leaves one zero piece. */
BI(ppder)
{
    mt_array v0, fb = MT_ARRAY_INIT, fc = MT_ARRAY_INIT, fd = MT_ARRAY_INIT, r = MT_ARRAY_INIT;
    mt_array brk = MT_ARRAY_INIT, pd = MT_ARRAY_INIT;
    const mt_array *pp = mt__bi_arg(&args[0], &v0);
    double m = nargs >= 2 ? mt__bi_scalar(args, 1) : 1;
    size_t k, i, j, rows, dims[2];
    mt_array *outs[1];
    mt_arg ma[3];
    (void)nout;
    if (!is_pp(pp))
        mt_error("ppder: PP must be a structure");
    if (nargs >= 2) {
        mt_array v1;
        const mt_array *ma1 = mt__bi_arg(&args[1], &v1);
        if (ma1->numel != 1 || ma1->cls > MT_UINT64 || ma1->cplx)
            m = -1;
    }
    if (!(m >= 0) || m != trunc(m))
        mt_error("mat2c: ppder with an order that is not a nonnegative integer is not supported");
    if (!field(&fb, pp, "breaks") || !field(&fc, pp, "coefs") || !field(&fd, pp, "dim"))
        mt_error("mat2c: ppder of an incomplete piecewise polynomial is not supported");
    if (fc.cls != MT_DOUBLE || fc.cplx || fc.ndims != 2 || fb.numel < 2)
        mt_error("mat2c: ppder of coefficients that are not real double is not supported");
    k = fc.dims[1];
    rows = fc.dims[0];
    if ((double)k - m <= 0) {
        double dp = 1;
        for (i = 0; i < fd.numel; i++)
            dp *= mt__get(&fd, i);
        dims[0] = 1;
        dims[1] = 2;
        mt_resize(&brk, fb.cls, 0, 2, dims);
        mt__set(&brk, 0, mt__get(&fb, 0));
        mt__set(&brk, 1, mt__get(&fb, fb.numel - 1));
        dims[0] = (size_t)dp;
        dims[1] = 1;
        mt_zeros(&pd, MT_DOUBLE, 2, dims);
    } else {
        size_t kk = k - (size_t)m;
        mt_copy(&brk, &fb);
        dims[0] = rows;
        dims[1] = kk;
        mt_resize(&pd, MT_DOUBLE, 0, 2, dims);
        for (j = 0; j < kk; j++) {
            double f = (double)(k - j), ff = 1, t;
            for (t = 1; t <= m; t++)
                ff *= f - t;
            if (f <= m)
                ff = 0;
            for (i = 0; i < rows; i++)
                ((double *)pd.data)[i + j * rows] = mt__get(&fc, i + j * rows) * ff;
        }
    }
    ma[0].a = &brk;
    ma[1].a = &pd;
    ma[2].a = &fd;
    ma[0].s = ma[1].s = ma[2].s = 0;
    outs[0] = &r;
    mt_bi_mkpp(1, outs, 3, ma);
    mt_free(&fb);
    mt_free(&fc);
    mt_free(&fd);
    mt_free(&brk);
    mt_free(&pd);
    mt__bi_give(out[0], &r);
}
