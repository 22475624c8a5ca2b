/* mt_interp1.c — interp1 as Octave 7's m-file computes it: the options read in its order, x
 * sorted (or kept decreasing), flipped for "left"/"right" and "next", then a piecewise
 * polynomial per method (mkpp with orient "first", or pchip/spline of y.') evaluated by
 * ppval, and the points outside x set to the extrapolation value (NA by default). y a
 * vector or an array whose columns are the series; complex y through the same steps (each
 * one works on the real and imaginary parts alike). Values that are not double, N-d y with
 * "pp" or the cubic methods, matrix xi with matrix y, and y and x of different lengths
 * where Octave's m-file would index past them stop with `error: mat2c: ...`. */
#include "mt_internal.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

BI(mkpp);
BI(ppval);

static mt_arg arg_of(const mt_array *a)
{
    mt_arg g;
    g.a = a;
    g.s = 0;
    return g;
}

static int is_vec(const mt_array *a)
{
    return a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
}

/* The working data: x (nx), y (ny x nc, column-major, imaginary parts in yim). */
typedef struct {
    double *x, *y, *yim;
    size_t nx, ny, nc;
    int cplx;
} series;

static void flip(series *s)
{
    size_t i, k;
    for (i = 0; i < s->nx / 2; i++) {
        double t = s->x[i];
        s->x[i] = s->x[s->nx - 1 - i];
        s->x[s->nx - 1 - i] = t;
    }
    for (k = 0; k < s->nc; k++)
        for (i = 0; i < s->ny / 2; i++) {
            size_t a = i + k * s->ny, b = s->ny - 1 - i + k * s->ny;
            double t = s->y[a];
            s->y[a] = s->y[b];
            s->y[b] = t;
            t = s->yim[a];
            s->yim[a] = s->yim[b];
            s->yim[b] = t;
        }
}

/* A double array (complex when cplx) of the given extents. */
static void make(mt_array *r, int cplx, size_t rows, size_t cols)
{
    size_t dims[2];
    dims[0] = rows;
    dims[1] = cols;
    mt_resize(r, MT_DOUBLE, cplx, 2, dims);
}

/* mkpp (breaks, coefs, szy(2:end)) with pp.orient = "first"; coefs rows x order. */
static void make_pp(mt_array *pp, const mt_array *breaks, const mt_array *coefs,
                    const mt_array *dim)
{
    mt_array tmp = MT_ARRAY_INIT, name = MT_ARRAY_INIT, val = MT_ARRAY_INIT;
    mt_array *o[1];
    mt_arg a[3];
    a[0] = arg_of(breaks);
    a[1] = arg_of(coefs);
    a[2] = arg_of(dim);
    o[0] = &tmp;
    mt_bi_mkpp(1, o, 3, a);
    mt_from_string(&name, "orient");
    mt_from_string(&val, "first");
    mt_struct_set_field(pp, &tmp, &name, arg_of(&val));
    mt_free(&tmp);
    mt_free(&name);
    mt_free(&val);
}

/* The row vector x (n values) as an array. */
static void row_of(mt_array *r, const double *x, size_t n)
{
    make(r, 0, 1, n);
    memcpy(r->data, x, n * sizeof *x);
}

/* coefs = shiftdim (y, 1), the constant pieces of "nearest" and "previous" */
static void y_transposed(mt_array *c, const series *s)
{
    size_t i, k;
    make(c, s->cplx, s->nc, s->ny);
    for (i = 0; i < s->ny; i++)
        for (k = 0; k < s->nc; k++)
            mt__set_c(c, k + i * s->nc, s->y[i + k * s->ny], s->yim[i + k * s->ny]);
}

/* yi = pchip/spline (x, y.', xi) (shiftdim'ed back for several series), or the pp */
static void cubic(mt_array *r, const series *s, int spl, int ispp, const mt_arg *xi)
{
    mt_array xa = MT_ARRAY_INIT, yt = MT_ARRAY_INIT, t = MT_ARRAY_INIT;
    mt_array name = MT_ARRAY_INIT, val = MT_ARRAY_INIT;
    mt_array *o[1];
    mt_arg a[3];
    row_of(&xa, s->x, s->nx);
    y_transposed(&yt, s);
    a[0] = arg_of(&xa);
    a[1] = arg_of(&yt);
    o[0] = &t;
    if (ispp) {
        if (spl)
            mt_bi_spline(1, o, 2, a);
        else
            mt_bi_pchip(1, o, 2, a);
        mt_from_string(&name, "orient");
        mt_from_string(&val, "first");
        mt_struct_set_field(r, &t, &name, arg_of(&val));
        mt_free(&name);
        mt_free(&val);
    } else {
        a[2] = *xi;
        if (spl)
            mt_bi_spline(1, o, 3, a);
        else
            mt_bi_pchip(1, o, 3, a);
        if (s->nc > 1) { /* shiftdim (yi, 1): [nc, sxi] to [sxi, nc] */
            size_t dims[MT_MAXDIMS], nd = (size_t)t.ndims, i, j, m = t.dims[0];
            size_t rest = m ? t.numel / m : 0;
            if (nd >= MT_MAXDIMS)
                mt_error("mat2c: interp1 result with too many dimensions is not supported");
            for (i = 1; i < nd; i++)
                dims[i - 1] = t.dims[i];
            dims[nd - 1] = m;
            while (nd > 2 && dims[nd - 1] == 1)
                nd--;
            mt_resize(r, MT_DOUBLE, t.cplx, (int)nd, dims);
            for (i = 0; i < m; i++)
                for (j = 0; j < rest; j++)
                    mt__set_c(r, j + i * rest, mt__get(&t, i + j * m), mt__get_im(&t, i + j * m));
        } else {
            mt__bi_give(r, &t);
        }
    }
    mt_free(&t);
    mt_free(&xa);
    mt_free(&yt);
}

/* Everything interp1 holds, freed before it raises an error (a caught error would leak it). */
static void release(series *s, mt_array *dimv, mt_array *xnum)
{
    free(s->x);
    free(s->y);
    free(s->yim);
    s->x = s->y = s->yim = NULL;
    mt_free(dimv);
    mt_free(xnum);
}

#define FAIL(...)                                                                            \
    do {                                                                                     \
        release(&s, &dimv, &xnum);                                                           \
        mt_error(__VA_ARGS__);                                                               \
    } while (0)

BI(interp1)
{
    mt_array vx, vy, vxi, ve, pp = MT_ARRAY_INIT, res = MT_ARRAY_INIT, dimv = MT_ARRAY_INIT;
    mt_array xnum = MT_ARRAY_INIT;
    const mt_array *xa = mt__bi_arg(&args[0], &vx), *ya = mt__bi_arg(&args[1], &vy);
    const mt_array *xi = NULL, *ex = NULL;
    mt_arg xiarg = args[1];
    char method[32] = "linear";
    int ispp = 0, have_xi = 0, have_res = 0, extrap_word = 0, right = -1, star, q;
    size_t i, k, ny, nc, nx;
    series s;
    double minx, maxx;
    (void)nout;
    s.x = s.y = s.yim = NULL;
    for (q = 2; q < nargs; q++) {
        if (mt__bi_is_string(&args[q])) {
            char *w = mt__bi_cstr(args[q].a);
            char low[32];
            size_t n = strlen(w);
            if (n >= sizeof low) {
                char cut[64];
                for (i = 0; i + 1 < sizeof cut && w[i]; i++)
                    cut[i] = (char)tolower((unsigned char)w[i]);
                cut[i] = 0;
                free(w);
                mt_error("interp1: invalid METHOD '%s'", cut);
            }
            for (i = 0; i <= n; i++)
                low[i] = (char)tolower((unsigned char)w[i]);
            free(w);
            if (!strcmp(low, "extrap"))
                extrap_word = 1;
            else if (!strcmp(low, "pp"))
                ispp = 1;
            else if (!strcmp(low, "right") || !strcmp(low, "-right"))
                right = 1;
            else if (!strcmp(low, "left") || !strcmp(low, "-left"))
                right = 0;
            else
                memcpy(method, low, n + 1);
        } else if (q == 2) {
            xi = mt__bi_arg(&args[q], &vxi);
            xiarg = args[q];
            have_xi = 1;
        } else {
            ex = mt__bi_arg(&args[q], &ve);
            extrap_word = 0;
        }
    }
    if (!have_xi && !ispp) { /* interp1 (y, xi): x = 1:n */
        size_t n;
        xi = ya;
        xiarg = args[1];
        ya = xa;
        n = is_vec(ya) ? ya->numel : ya->dims[0];
        make(&xnum, 0, 1, n);
        for (i = 0; i < n; i++)
            mt__set(&xnum, i, (double)(i + 1));
        xa = &xnum;
    }
    if (xa->cls != MT_DOUBLE || ya->cls != MT_DOUBLE || (xi && xi->cls != MT_DOUBLE) ||
        (ex && (ex->cls != MT_DOUBLE || ex->numel != 1)))
        FAIL("mat2c: interp1 of values that are not double is not supported");
    if (xa->cplx || (xi && xi->cplx))
        FAIL("mat2c: interp1 at complex points is not supported");
    nx = xa->numel;
    if (is_vec(ya)) {
        ny = ya->numel;
        nc = 1;
    } else {
        ny = ya->dims[0];
        nc = ny ? ya->numel / ny : 0;
    }
    if (nx < 2 || ny < 2)
        FAIL("interp1: minimum of 2 points required in each dimension");
    s.nx = nx;
    s.ny = ny;
    s.nc = nc;
    s.cplx = ya->cplx;
    s.x = (double *)mt__bi_alloc((nx > ny ? nx : ny) * sizeof *s.x);
    s.y = (double *)mt__bi_alloc(ny * nc * sizeof *s.y + 1);
    s.yim = (double *)mt__bi_alloc(ny * nc * sizeof *s.yim + 1);
    for (i = 0; i < nx; i++) {
        s.x[i] = mt__get(xa, i);
        if (isnan(s.x[i]))
            FAIL("mat2c: interp1 with NaN in X is not supported");
    }
    for (i = 0; i < ny * nc; i++) {
        s.y[i] = mt__get(ya, i);
        s.yim[i] = mt__get_im(ya, i);
    }
    {
        /* issorted (x, "either"), else sorted with y's rows (a stable sort) */
        int up = 1, down = 1;
        for (i = 0; i + 1 < nx; i++) {
            if (s.x[i] > s.x[i + 1])
                up = 0;
            if (s.x[i] < s.x[i + 1])
                down = 0;
        }
        if (!up && !down) {
            size_t *p;
            double *t;
            if (ny < nx)
                FAIL("mat2c: interp1 with X and Y of different lengths is not supported");
            p = (size_t *)mt__bi_alloc(nx * sizeof *p);
            t = (double *)mt__bi_alloc((nx > ny ? nx : ny) * sizeof *t);
            for (i = 0; i < nx; i++)
                p[i] = i;
            for (i = 1; i < nx; i++) {
                size_t j = i, v = p[i];
                while (j > 0 && s.x[p[j - 1]] > s.x[v]) {
                    p[j] = p[j - 1];
                    j--;
                }
                p[j] = v;
            }
            for (i = 0; i < nx; i++)
                t[i] = s.x[p[i]];
            memcpy(s.x, t, nx * sizeof *t);
            /* y = y(p, :): the first nx rows reordered */
            {
                double *ny2 = (double *)mt__bi_alloc(nx * nc * sizeof *ny2 + 1);
                double *ni2 = (double *)mt__bi_alloc(nx * nc * sizeof *ni2 + 1);
                for (k = 0; k < nc; k++)
                    for (i = 0; i < nx; i++) {
                        ny2[i + k * nx] = s.y[p[i] + k * ny];
                        ni2[i + k * nx] = s.yim[p[i] + k * ny];
                    }
                free(s.y);
                free(s.yim);
                s.y = ny2;
                s.yim = ni2;
                s.ny = ny = nx;
            }
            free(p);
            free(t);
        }
    }
    if (!strcmp(method, "previous") || !strcmp(method, "*previous") || !strcmp(method, "next") ||
        !strcmp(method, "*next"))
        right = -1;
    if (right < 0) {
        right = !(s.x[nx - 1] < s.x[0]);
    } else if ((right && s.x[nx - 1] < s.x[0]) || (!right && s.x[nx - 1] > s.x[0])) {
        if (nx != ny)
            FAIL("mat2c: interp1 with X and Y of different lengths is not supported");
        flip(&s);
    }
    if (!strcmp(method, "next") || !strcmp(method, "*next")) {
        if (nx != ny)
            FAIL("mat2c: interp1 with X and Y of different lengths is not supported");
        flip(&s);
        strcpy(method, method[0] == '*' ? "*previous" : "previous");
    }
    star = method[0] == '*';
    {
        /* dim = szy(2:end) */
        size_t nd = is_vec(ya) ? 1 : (size_t)ya->ndims - 1;
        make(&dimv, 0, 1, nd);
        for (i = 0; i < nd; i++)
            mt__set(&dimv, i, is_vec(ya) ? 1 : (double)ya->dims[i + 1]);
    }
    if (!star) {
        size_t njump = 0, twice = 0;
        for (i = 0; i + 1 < nx; i++)
            if (s.x[i] == s.x[i + 1]) {
                njump++;
                if (i + 2 < nx && s.x[i + 1] == s.x[i + 2])
                    twice = 1;
            }
        if (njump) {
            if (strcmp(method, "linear") && strcmp(method, "nearest"))
                FAIL("interp1: discontinuities not supported for METHOD '%s'", method);
            if (twice) { /* Octave's backtrace names the m-file's line */
                mt_frame f;
                mt__frame_push(&f, "interp1", 242, 11);
                mt_warn(NULL, "interp1: multiple discontinuities at the same X value");
                mt__frame_pop(&f);
            }
        }
    }
    if (!strcmp(method, "nearest") || !strcmp(method, "*nearest") ||
        !strcmp(method, "previous") || !strcmp(method, "*previous")) {
        mt_array br = MT_ARRAY_INIT, cf = MT_ARRAY_INIT;
        double dx = s.x[1] - s.x[0];
        /* mkpp's reshape of the ny values into nx pieces, its error raised here */
        if (ny % nx)
            FAIL("reshape: can't reshape %zux%zu array to %zux%zu array", nc, ny, nx * nc,
                 ny / nx);
        make(&br, 0, 1, nx + 1);
        for (i = 0; i <= nx; i++) {
            double b;
            if (!strcmp(method, "nearest"))
                b = i == 0 ? s.x[0] : i == nx ? s.x[nx - 1] : (s.x[i - 1] + s.x[i]) / 2;
            else if (!strcmp(method, "*nearest"))
                b = i == 0 ? s.x[0] : i == nx ? s.x[nx - 1] : s.x[0] + ((double)(i - 1) + 0.5) * dx;
            else if (!strcmp(method, "previous"))
                b = i < nx ? s.x[i] : 2 * s.x[nx - 1] - s.x[nx - 2];
            else
                b = s.x[0] + (double)i * dx;
            mt__set(&br, i, b);
        }
        y_transposed(&cf, &s);
        make_pp(&pp, &br, &cf, &dimv);
        mt_free(&br);
        mt_free(&cf);
    } else if (!strcmp(method, "linear") || !strcmp(method, "*linear")) {
        /* coefs [slope, value] per piece (jumps, zero-width pieces, left out for "linear") */
        mt_array br = MT_ARRAY_INIT, cf = MT_ARRAY_INIT;
        size_t np = 0, r;
        double dx = s.x[1] - s.x[0];
        if (nx != ny)
            FAIL("mat2c: interp1 with X and Y of different lengths is not supported");
        for (i = 0; i < nx; i++)
            if (star || i + 1 == nx || s.x[i] != s.x[i + 1])
                np++;
        make(&br, 0, 1, np);
        for (i = 0, r = 0; i < nx; i++)
            if (star || i + 1 == nx || s.x[i] != s.x[i + 1])
                mt__set(&br, r++, s.x[i]);
        make(&cf, s.cplx, (np - 1) * nc, 2);
        for (i = 0, r = 0; i + 1 < nx; i++) {
            if (!star && s.x[i] == s.x[i + 1])
                continue;
            for (k = 0; k < nc; k++) {
                size_t a = i + k * ny, row = k + r * nc;
                double h = star ? dx : s.x[i + 1] - s.x[i];
                mt__set_c(&cf, row, (s.y[a + 1] - s.y[a]) / h, (s.yim[a + 1] - s.yim[a]) / h);
                mt__set_c(&cf, row + (np - 1) * nc, s.y[a], s.yim[a]);
            }
            r++;
        }
        make_pp(&pp, &br, &cf, &dimv);
        mt_free(&br);
        mt_free(&cf);
    } else if (!strcmp(method, "pchip") || !strcmp(method, "*pchip") ||
               !strcmp(method, "cubic") || !strcmp(method, "*cubic") ||
               !strcmp(method, "spline") || !strcmp(method, "*spline")) {
        if (ispp && ya->ndims > 2)
            FAIL("mat2c: interp1 of an N-d Y with \"pp\" and method '%s' is not supported",
                     method);
        if (nx == 2 || star) { /* x = linspace (x(1), x(nx), ny) */
            mt_array ls = MT_ARRAY_INIT;
            mt_linspace(&ls, s.x[0], s.x[nx - 1], ny);
            if (ny > nx) {
                free(s.x);
                s.x = (double *)mt__bi_alloc(ny * sizeof *s.x);
            }
            memcpy(s.x, ls.data, ny * sizeof *s.x);
            s.nx = nx = ny;
            mt_free(&ls);
        }
        if (!ispp && nc > 1 && !is_vec(xi))
            FAIL("mat2c: interp1 of a matrix Y at a matrix of points is not supported");
        if (nx != ny) { /* pchip's errors (spline's way differs) raised here */
            if (strstr(method, "spline"))
                FAIL("mat2c: interp1 with X and Y of different lengths is not supported");
            if (nc == 1)
                FAIL("pchip: length of X and Y must match");
            FAIL("pchip: length of X and last dimension of Y must match");
        }
        cubic(ispp ? &pp : &res, &s, strstr(method, "spline") != NULL, ispp, &xiarg);
        have_res = !ispp;
    } else {
        FAIL("interp1: invalid METHOD '%s'", method);
    }
    if (ispp) {
        mt__bi_give(out[0], &pp);
    } else {
        if (!have_res) {
            mt_array *o[1];
            mt_arg a[2];
            a[0] = arg_of(&pp);
            a[1] = xiarg;
            o[0] = &res;
            mt_bi_ppval(1, o, 2, a);
        }
        if (!extrap_word) {
            /* yi(outliers) = extrap, or whole rows of several series */
            double er = ex ? mt__get(ex, 0) : MT_NA, ei = ex ? mt__get_im(ex, 0) : 0;
            int same = res.numel == xi->numel && res.ndims == xi->ndims;
            size_t rows, cols;
            if (!ex && ya->cplx)
                ei = MT_NA;
            for (i = 0; same && i < (size_t)res.ndims; i++)
                if (res.dims[i] != xi->dims[i])
                    same = 0;
            if ((ex && ex->cplx) || (!ex && ya->cplx)) {
                if (!res.cplx) {
                    mt_array c = MT_ARRAY_INIT;
                    mt_resize(&c, MT_DOUBLE, 1, res.ndims, res.dims);
                    for (i = 0; i < res.numel; i++)
                        mt__set_c(&c, i, mt__get(&res, i), 0);
                    mt_free(&res);
                    res = c;
                }
            }
            minx = fmin(s.x[0], s.x[nx - 1]);
            maxx = fmax(s.x[0], s.x[nx - 1]);
            rows = res.ndims ? res.dims[0] : 0;
            cols = rows ? res.numel / rows : 0;
            if (!same && !is_vec(xi)) {
                for (i = 0; i < xi->numel; i++) {
                    double t = mt__get(xi, i);
                    if (t < minx || !(t <= maxx)) {
                        mt_free(&res);
                        mt_free(&pp);
                        FAIL("mat2c: interp1 of a matrix Y at a matrix of points outside X "
                             "is not supported");
                    }
                }
            }
            for (i = 0; i < xi->numel; i++) {
                double t = mt__get(xi, i);
                if (!(t < minx || !(t <= maxx)))
                    continue;
                if (same)
                    mt__set_c(&res, i, er, ei);
                else
                    for (k = 0; k < cols; k++)
                        mt__set_c(&res, i + k * rows, er, ei);
            }
        }
        if (res.cplx)
            mt__narrow_complex(&res);
        mt__bi_give(out[0], &res);
        mt_free(&pp);
    }
    mt_free(&dimv);
    mt_free(&xnum);
    free(s.x);
    free(s.y);
    free(s.yim);
}
