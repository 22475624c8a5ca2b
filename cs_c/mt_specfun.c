/* mt_specfun.c — special functions of Octave's specfun/ folder: gammainc, betainc, expint,
 * sinint, cosint, and psi (digamma; Octave's own algorithm, see digamma_d). Each follows the region split of Octave 7's m-file (which series,
 * continued fraction or asymptotic expansion serves which arguments), so results agree
 * with Octave's to the last digits; the numerics are the textbook ones (power series,
 * modified Lentz evaluation of the continued fractions of DLMF 8.9.2 and 6.9.1, Cuyt et
 * al.'s 18.5.20 for the incomplete beta function). Computation is in double; a single
 * input gives a single result. Messages are Octave 7's. */
#include "mt_internal.h"

#include <complex.h>
#include <float.h>
#include <math.h>
#include <string.h>

typedef double _Complex cplx;

#define UNUSED_BI (void)nout, (void)nargs, (void)args

static const double PI = 3.14159265358979323846;
static const double EULER = 0.577215664901532860606512090082402431042159335;
/* Lentz's stand-in for a zero denominator (2^-100). */
static const double TINY = 7.888609052210118e-31;

static cplx mk(double re, double im)
{
    return mt__cplx(re, im);
}

/* ------------------------------------------------------------------------- */
/* argument handling                                                          */
/* ------------------------------------------------------------------------- */

/* Octave's common_size: every non-scalar argument has the same dimensions. Returns the
 * argument whose shape the result takes, NULL when the sizes disagree. */
static const mt_array *common_size(const mt_array *const *xs, int n)
{
    const mt_array *shape = xs[0];
    int k, d;
    for (k = 0; k < n; k++)
        if (xs[k]->numel != 1) {
            shape = xs[k];
            break;
        }
    for (k = 0; k < n; k++) {
        if (xs[k]->numel == 1)
            continue;
        if (xs[k]->ndims != shape->ndims)
            return NULL;
        for (d = 0; d < shape->ndims; d++)
            if (xs[k]->dims[d] != shape->dims[d])
                return NULL;
    }
    return shape;
}

/* Numeric arguments only (a char or logical one takes a path of the m-files mat2c does not
 * follow); the result class is single when any argument is, else double. */
static mt_class result_class(const char *fn, const mt_array *const *xs, int n)
{
    mt_class cls = MT_DOUBLE;
    int k;
    for (k = 0; k < n; k++) {
        mt_class c = xs[k]->cls;
        if (c == MT_SINGLE)
            cls = MT_SINGLE;
        else if (c != MT_DOUBLE && !mt__is_int_class(c))
            mt_error("mat2c: %s of %s arguments is not supported", fn, mt_class_name(c));
    }
    return cls;
}

static double at(const mt_array *a, size_t i)
{
    return mt__get(a, a->numel == 1 ? 0 : i);
}

/* A complex result narrowed as Octave's assignment does when every imaginary part is 0. */
static void give_cplx(mt_array *out, mt_class cls, const mt_array *shape, const cplx *v)
{
    mt_array r = MT_ARRAY_INIT;
    size_t i;
    mt_resize(&r, cls, 1, shape->ndims, shape->dims);
    for (i = 0; i < r.numel; i++)
        mt__set_c(&r, i, creal(v[i]), cimag(v[i]));
    mt__narrow_complex(&r);
    mt__bi_give(out, &r);
}

/* The TAIL option of gammainc and betainc: 0 lower, 1 upper, 2 scaledlower, 3 scaledupper,
 * -1 anything else. */
static int tail_of(const mt_arg *g)
{
    static const char *const words[] = {"lower", "upper", "scaledlower", "scaledupper"};
    int k;
    for (k = 0; k < 4; k++)
        if (mt__bi_is_word(g, words[k]))
            return k;
    return -1;
}

enum { LOWER, UPPER, SLOWER, SUPPER };

/* ------------------------------------------------------------------------- */
/* gammainc                                                                   */
/* ------------------------------------------------------------------------- */

/* ln Gamma(a + 1) by Stirling's series, gammainc.m's choice for a > 10. */
static double lngamma1_stirling(double a)
{
    return log(2 * PI * a) / 2 + 1 / (12 * a) - 1 / (360 * pow(a, 3)) +
           1 / (1260 * pow(a, 5)) - 1 / (1680 * pow(a, 7)) + 1 / (1188 * pow(a, 9)) -
           691 / (87360 * pow(a, 11)) + 1 / (156 * pow(a, 13)) - 3617 / (122400 * pow(a, 15)) +
           43867 / (244188 * pow(a, 17)) - 174611 / (125400 * pow(a, 19));
}

/* D(x, a) = x^a e^-x / Gamma(a + 1), complex for negative x (real again for integer a). */
static cplx gi_d(double x, double a)
{
    if (x == 0)
        return 0;
    if (x > 0 && a > 10) {
        double lns = a >= x ? log1p((a - x) / x) : -log1p((x - a) / a);
        return exp((a - x) - a * lns - lngamma1_stirling(a));
    }
    if (x > 0 && a <= 10)
        return exp(a * log(x) - x - lgamma(a + 1));
    if (x < 0) {
        cplx l = mk(log(-x), PI);
        cplx y = cexp(a * l - x - lgamma(a + 1));
        return a == trunc(a) ? creal(y) : y;
    }
    if (isnan(x) && a <= 10)
        return MT_NAN;
    return 0;
}

/* 1 / z, a real division when z is real. */
static cplx inv(cplx z)
{
    return cimag(z) == 0 ? 1 / creal(z) : 1 / z;
}

/* Power series of the lower function (gammainc.m's gammainc_s). */
static cplx gi_series(double x, double a, int tail)
{
    cplx y, term;
    double n = 1;
    if (tail >= SLOWER) {
        y = 1;
        term = x / (a + 1);
    } else {
        y = gi_d(x, a);
        term = y * x / (a + 1);
    }
    while (cabs(term) > cabs(y) * DBL_EPSILON) {
        n += 1;
        y += term;
        term *= x / (a + n);
    }
    if (tail == UPPER)
        y = 1 - y;
    else if (tail == SUPPER)
        y = inv(gi_d(x, a)) - y;
    return y;
}

/* Continued fraction of the upper function, Gamma(a, x) e^x x^-a a (DLMF 8.9.2), by the
 * modified Lentz method. */
static double gi_cf(double x, double a)
{
    double y = TINY, c = y, d = 0, bj = x - a + 1, aj = a, delta = 0;
    int j = 1;
    while (fabs((delta - 1) / y) > DBL_EPSILON && j < 200) {
        d = bj + aj * d;
        if (d == 0)
            d = TINY;
        c = bj + aj / c;
        if (c == 0)
            c = TINY;
        d = 1 / d;
        delta = c * d;
        y *= delta;
        bj += 2;
        aj = j * (a - j);
        j++;
    }
    return y;
}

/* gammainc.m's case of a small positive a with a negative x (computed for a + 2). */
static int small_a(double x, double a)
{
    int special = (x == 0 || x == MT_INF || a == MT_INF || a == 0 || a == 1);
    int an = a == trunc(a) && a > 1 && a <= 18 && x <= 36 && fabs(x) >= 0.1;
    return !special && !an && a > 0 && a < 2 && x < 0;
}

static cplx gammainc1(double x, double a, int tail)
{
    int small;
    cplx y;
    if (x == MT_INF && a == MT_INF)
        return MT_NAN;
    if (x == 0 && a == 0)
        return tail == UPPER || tail == SUPPER ? 0 : 1;
    if (x == 0)
        return tail == LOWER ? 0 : tail == SUPPER ? MT_INF : 1;
    if (x == MT_INF)
        return tail == LOWER ? 1 : tail == SLOWER ? MT_INF : 0;
    if (a == MT_INF)
        return tail == LOWER ? 0 : tail == SUPPER ? MT_INF : 1;
    if (a == 0)
        return tail == LOWER ? 1 : tail == SLOWER ? exp(x) : 0;
    if (a == 1) {
        switch (tail) {
        case LOWER:
            return fabs(x) < 0.5 ? -expm1(-x) : 1 - exp(-x);
        case UPPER:
            return exp(-x);
        case SLOWER:
            return fabs(x) < 0.5 ? expm1(x) / x : (exp(x) - 1) / x;
        default:
            return 1 / x;
        }
    }
    if (a == trunc(a) && a > 1 && a <= 18 && x <= 36 && fabs(x) >= 0.1) {
        /* a finite sum for integer a */
        double s = 1, t = 1, i;
        for (i = 1; a > i; i++) {
            t *= x / i;
            s += t;
        }
        switch (tail) {
        case LOWER:
            return 1 - exp(-x) * s;
        case UPPER:
            return s * exp(-x);
        case SLOWER:
            return (1 - exp(-x) * s) / creal(gi_d(x, a));
        default:
            return s * (exp(-x) / creal(gi_d(x, a)));
        }
    }
    /* Small a with negative x: the series for a + 2, then the recurrence back. */
    small = small_a(x, a);
    if (small)
        a += 2;
    if ((((x + 0.25 < a) || x < 0) && x > -20) || fabs(x) < 1)
        y = gi_series(x, a, tail);
    else {
        double f = gi_cf(x, a);
        cplx d = gi_d(x, a);
        switch (tail) {
        case LOWER:
            y = 1 - f * d;
            break;
        case UPPER:
            y = f * d;
            break;
        case SLOWER:
            y = inv(d) - f;
            break;
        default:
            y = f;
        }
    }
    if (small) {
        switch (tail) {
        case LOWER:
            y += gi_d(x, a - 1) + gi_d(x, a - 2);
            break;
        case UPPER:
            y -= gi_d(x, a - 1) + gi_d(x, a - 2);
            break;
        case SLOWER:
            y = y * pow(x, 2) / (a * (a - 1)) + x / (a - 1) + 1;
            break;
        default:
            y = y * pow(x, 2) / (a * (a - 1)) - x / (a - 1) - 1;
        }
    }
    /* only a negative x takes the complex path (Octave's arrays are real otherwise) */
    return x < 0 ? y : creal(y);
}

BI(gammainc)
{
    mt_array v0, v1;
    const mt_array *xs[2];
    const mt_array *shape;
    mt_class cls;
    cplx *y;
    size_t i, n;
    int tail = LOWER;
    (void)nout;
    xs[0] = mt__bi_arg(&args[0], &v0);
    xs[1] = mt__bi_arg(&args[1], &v1);
    shape = common_size(xs, 2);
    if (!shape)
        mt_error("gammainc: X and A must be of common size or scalars");
    if (xs[0]->cplx || xs[1]->cplx)
        mt_error("gammainc: all inputs must be real");
    n = shape->numel;
    for (i = 0; i < n; i++)
        if (at(xs[1], i) < 0)
            mt_error("gammainc: A must be non-negative");
    if (nargs > 2) {
        tail = tail_of(&args[2]);
        if (tail < 0)
            mt_error("gammainc: invalid value for TAIL");
    }
    cls = result_class("gammainc", xs, 2);
    /* gammainc.m's small-a correction adds a column to the values of a row result: with two
     * or more such values the sum is a matrix and its assignment fails. */
    if (shape->ndims == 2 && shape->dims[0] == 1 && n >= 2) {
        size_t k = 0;
        for (i = 0; i < n; i++)
            k += small_a(at(xs[0], i), at(xs[1], i));
        if (k >= 2)
            mt_error("=: nonconformant arguments (op1 is %zux1, op2 is %zux%zu)", k, k, k);
    }
    y = (cplx *)mt__bi_alloc((n ? n : 1) * sizeof(cplx));
    for (i = 0; i < n; i++) {
        double x = at(xs[0], i), a = at(xs[1], i);
        if (cls == MT_SINGLE) {
            x = (double)(float)x;
            a = (double)(float)a;
        }
        y[i] = gammainc1(x, a, tail);
    }
    give_cplx(out[0], cls, shape, y);
    free(y);
}

/* ------------------------------------------------------------------------- */
/* expint, sinint, cosint                                                     */
/* ------------------------------------------------------------------------- */

/* log of a value of a real array (Octave's log of a negative real is log|x| + i pi, and
 * log(-0) is -Inf) or of a complex one. */
static cplx log_of(cplx z, int is_cplx)
{
    if (is_cplx)
        return clog(z);
    return creal(z) < 0 ? mk(log(-creal(z)), PI) : mk(log(creal(z)), 0);
}

/* Continued fraction of e^z E1(z) (DLMF 6.9.1), modified Lentz. */
static cplx e1_cf(cplx z)
{
    cplx y = TINY, c = y, d = 0, delta = 0, aj = 1, bj = z;
    int j = 1;
    while (cabs(delta - 1) > DBL_EPSILON && j < 1000) {
        d = bj + aj * d;
        if (d == 0)
            d = TINY;
        c = bj + aj / c;
        if (c == 0)
            c = TINY;
        d = 1 / d;
        delta = c * d;
        y *= delta;
        j++;
        aj = (double)(j / 2);
        bj = j % 2 ? z : 1;
    }
    return y;
}

/* E1(z), expint.m's three regions: the power series in an ellipse around the negative
 * real axis (and on it), the continued fraction in a larger ellipse, the asymptotic
 * series beyond. */
static cplx expint1(cplx z, int is_cplx)
{
    double re = creal(z), im = cimag(z);
    int s = ((re + 19.5) * (re + 19.5) / (20.5 * 20.5) + im * im / (10.0 * 10.0) <= 1) ||
            (re < 0 && fabs(im) <= 1e-8);
    int cf = !s && ((re + 1) * (re + 1) / (38.0 * 38.0) + im * im / (40.0 * 40.0) <= 1) &&
             re <= 35;
    if (s && !is_cplx) {
        /* a real array: real arithmetic, as Octave's (an infinite x keeps a real sum) */
        double res = -re, sum = res, k = 1;
        int again = 1;
        while (k < 1e3 && again) {
            res *= k * (-re) / ((k + 1) * (k + 1));
            sum += res;
            k += 1;
            again = fabs(res) > DBL_EPSILON * fabs(sum);
        }
        return -EULER - log_of(z, 0) - sum;
    }
    if (s) {
        cplx res = -z, sum = res;
        double k = 1;
        int again = 1;
        while (k < 1e3 && again) {
            res *= k * (-z) / ((k + 1) * (k + 1));
            sum += res;
            k += 1;
            again = cabs(res) > DBL_EPSILON * cabs(sum);
        }
        return -EULER - log_of(z, is_cplx) - sum;
    }
    if (cf) {
        cplx y = cexp(-z) * e1_cf(z);
        return is_cplx || re < 0 ? y : creal(y);
    }
    if (!is_cplx) {
        double e = exp(-re) / re, res = 1, sum = 1, k = 0;
        int again = 1;
        while (k < 1e3 && again) {
            res /= -re / (k + 1);
            sum += res;
            k += 1;
            again = fabs(re) > k;
        }
        return e * sum;
    } else {
        cplx e = cexp(-z) / z, res = 1, sum = 1;
        double k = 0;
        int again = 1;
        while (k < 1e3 && again) {
            res /= -z / (k + 1);
            sum += res;
            k += 1;
            again = cabs(z) > k;
        }
        return e * sum;
    }
}

/* The one numeric argument of expint, sinint and cosint; integers compute in double. */
static const mt_array *one_numeric(const char *fn, const mt_arg *g, mt_array *view,
                                   mt_class *cls)
{
    const mt_array *x = mt__bi_arg(g, view);
    if (x->cls == MT_CHAR || x->cls == MT_LOGICAL || mt__is_container(x))
        mt_error("%s: X must be numeric", fn);
    *cls = x->cls == MT_SINGLE ? MT_SINGLE : MT_DOUBLE;
    return x;
}

static cplx elem(const mt_array *x, size_t i, mt_class cls, const char *fn)
{
    double re = mt__get(x, i), im = mt__get_im(x, i);
    /* Octave's complex arithmetic on NaN and Inf parts gives results mat2c does not follow;
     * cosint answers an infinite part and sinint a real infinity before any arithmetic */
    int inf_ok = (strcmp(fn, "cosint") == 0 && !isnan(re) && !isnan(im)) ||
                 (strcmp(fn, "sinint") == 0 && isinf(re) && im == 0);
    if (x->cplx && !(isfinite(re) && isfinite(im)) && !inf_ok)
        mt_error("mat2c: %s of a complex Inf or NaN is not supported", fn);
    if (cls == MT_SINGLE) {
        re = (double)(float)re;
        im = (double)(float)im;
    }
    return mk(re, im);
}

BI(expint)
{
    mt_array v;
    mt_class cls;
    const mt_array *x = one_numeric("expint", &args[0], &v, &cls);
    cplx *y = (cplx *)mt__bi_alloc((x->numel ? x->numel : 1) * sizeof(cplx));
    size_t i;
    UNUSED_BI;
    for (i = 0; i < x->numel; i++)
        y[i] = expint1(elem(x, i, cls, "expint"), x->cplx);
    give_cplx(out[0], cls, x, y);
    free(y);
}

/* sinint.m: the power series for |x| <= 2, else through E1(+-ix). */
static cplx sinint1(cplx x, int is_cplx)
{
    if (x == 0)
        return x;
    if (x == MT_INF)
        return PI / 2;
    if (x == -MT_INF)
        return -PI / 2;
    if (cabs(x) > 2) {
        int neg = creal(x) < 0, cj;
        cplx xx = neg ? -x : x, yy;
        cj = creal(xx) == 0 && cimag(xx) < 0;
        if (cj)
            xx = conj(xx);
        yy = mk(0, -0.5) * (expint1(mk(0, 1) * xx, 1) - expint1(mk(0, -1) * xx, 1)) + PI / 2;
        if (neg)
            yy = -yy;
        return cj ? conj(yy) : yy;
    } else if (!is_cplx) {
        /* a real array: real arithmetic, as Octave's */
        double r = creal(x), sum = r, yy = r;
        int flag = 1, it = 0;
        while (flag && it < 300) {
            sum *= -(r * r) * (2.0 * it + 1) / ((2.0 * it + 3) * (2.0 * it + 3) * (2.0 * it + 2));
            yy += sum;
            flag = fabs(sum) >= DBL_EPSILON;
            it++;
        }
        return yy;
    } else {
        cplx sum = x, yy = x;
        int flag = 1, it = 0;
        while (flag && it < 300) {
            sum *= -(x * x) * (2.0 * it + 1) / ((2.0 * it + 3) * (2.0 * it + 3) * (2.0 * it + 2));
            yy += sum;
            flag = cabs(sum) >= DBL_EPSILON;
            it++;
        }
        return yy;
    }
}

BI(sinint)
{
    mt_array v;
    mt_class cls;
    const mt_array *x = one_numeric("sinint", &args[0], &v, &cls);
    cplx *y = (cplx *)mt__bi_alloc((x->numel ? x->numel : 1) * sizeof(cplx));
    size_t i;
    UNUSED_BI;
    for (i = 0; i < x->numel; i++)
        y[i] = sinint1(elem(x, i, cls, "sinint"), x->cplx);
    give_cplx(out[0], cls, x, y);
    free(y);
}

/* cosint.m: the power series of gamma + log z + ... for |z| <= 2, else through E1(+-iz). */
static cplx cosint1(cplx x, int is_cplx)
{
    double re = creal(x), im = cimag(x);
    cplx yy;
    if (isinf(re) || isinf(im)) {
        if (x == MT_INF)
            return 0;
        if (x == -MT_INF)
            return mk(0, signbit(im) ? -PI : PI);
        return 0;
    }
    if (cabs(x) > 2) {
        cplx xx = x;
        int sw = re <= 0 && im < 0, nw;
        if (sw)
            xx = conj(xx);
        nw = creal(xx) < 0;
        if (nw)
            xx = -xx;
        yy = -0.5 * (expint1(mk(0, 1) * xx, 1) + expint1(mk(0, -1) * xx, 1));
        if (nw)
            yy += mk(0, PI);
        if (sw)
            yy = conj(yy);
    } else if (!is_cplx) {
        /* a real array: the sum in real arithmetic, as Octave's */
        double r = re, sum = -(r * r) / 4;
        int flag = 1, it = 0;
        yy = EULER + clog(mk(r, 0)) + sum;
        while (flag && ++it < 300) {
            sum *= -(r * r) * (2.0 * it) / ((2.0 * it + 2) * (2.0 * it + 2) * (2.0 * it + 1));
            yy += sum;
            flag = fabs(sum) >= DBL_EPSILON;
        }
    } else {
        cplx sum = -(x * x) / 4;
        int flag = 1, it = 0;
        yy = EULER + clog(x) + sum;
        while (flag && ++it < 300) {
            sum *= -(x * x) * (2.0 * it) / ((2.0 * it + 2) * (2.0 * it + 2) * (2.0 * it + 1));
            yy += sum;
            flag = cabs(sum) >= DBL_EPSILON;
        }
    }
    if (re < 0 && im == 0 && signbit(im))
        yy = mk(creal(yy), -PI);
    return yy;
}

BI(cosint)
{
    mt_array v;
    mt_class cls;
    const mt_array *x = one_numeric("cosint", &args[0], &v, &cls);
    cplx *y;
    size_t i, large = 0, large_finite = 0;
    UNUSED_BI;
    /* cosint.m assigns the values of every |x| > 2 to the finite ones among them: with an
     * infinite one and two or more such values its assignment fails. */
    for (i = 0; i < x->numel; i++) {
        cplx z = elem(x, i, cls, "cosint");
        if (cabs(z) > 2) {
            large++;
            large_finite += !(isinf(creal(z)) || isinf(cimag(z)));
        }
    }
    if (large != large_finite && large != 1)
        mt_error("=: nonconformant arguments (op1 is %zux1, op2 is %zux1)", large_finite, large);
    y = (cplx *)mt__bi_alloc((x->numel ? x->numel : 1) * sizeof(cplx));
    for (i = 0; i < x->numel; i++)
        y[i] = cosint1(elem(x, i, cls, "cosint"), x->cplx);
    give_cplx(out[0], cls, x, y);
    free(y);
}

/* ------------------------------------------------------------------------- */
/* betainc                                                                    */
/* ------------------------------------------------------------------------- */

/* The continued fraction of I_x(a, b) B(a, b) x^-a (1-x)^-b (Cuyt et al., Handbook of
 * Continued Fractions for Special Functions, 18.5.20), modified Lentz. */
static double bi_cf(double x, double a, double b)
{
    double x2 = x * x, f = TINY, c = f, d = 0, delta = 0;
    double alpha = 1, beta = a - (a * (a + b)) / (a + 1) * x;
    int j = 1;
    while (fabs(delta - 1) > DBL_EPSILON && j < 200) {
        d = beta + alpha * d;
        if (d == 0)
            d = TINY;
        c = beta + alpha / c;
        if (c == 0)
            c = TINY;
        d = 1 / d;
        delta = c * d;
        f *= delta;
        alpha = ((a + j - 1) * (a + b + j - 1) * (b - j) * j) / ((a + 2 * j - 1) * (a + 2 * j - 1)) *
                x2;
        beta = a + 2 * j +
               ((j * (b - j)) / (a + 2 * j - 1) - ((a + j) * (a + b + j)) / (a + 2 * j + 1)) * x;
        j++;
    }
    return f;
}

static double betainc1(double x, double a, double b, int upper)
{
    int swap, flip;
    double f, y;
    if (a == 1 && b == 1)
        return upper ? 1 - x : x;
    if (a == 1)
        return upper ? exp(log1p(-x) * b) : -expm1(log1p(-x) * b);
    if (b == 1)
        return upper ? -expm1(log(x) * a) : pow(x, a);
    /* the continued fraction converges on the side of the mean a / (a + b) */
    swap = upper ? !(x < a / (a + b)) : x > a / (a + b);
    /* the fraction gives the lower tail of the (possibly swapped) arguments */
    flip = upper ? !swap : swap;
    if (swap) {
        double t = a;
        x = 1 - x;
        a = b;
        b = t;
    }
    f = bi_cf(x, a, b);
    y = a * log(x) + b * log1p(-x) + (lgamma(a + b) - lgamma(a) - lgamma(b)) + log(f);
    y = exp(y);
    return flip ? 1 - y : y;
}

BI(betainc)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *xs[3];
    const mt_array *shape;
    mt_class cls;
    size_t i, n;
    int tail = LOWER;
    (void)nout;
    xs[0] = mt__bi_arg(&args[0], &v0);
    xs[1] = mt__bi_arg(&args[1], &v1);
    xs[2] = mt__bi_arg(&args[2], &v2);
    shape = common_size(xs, 3);
    if (!shape)
        mt_error("betainc: X, A, and B must be of common size or scalars");
    if (xs[0]->cplx || xs[1]->cplx || xs[2]->cplx)
        mt_error("betainc: all inputs must be real");
    n = shape->numel;
    for (i = 0; i < n; i++) {
        double x = at(xs[0], i);
        if (x < 0 || x > 1)
            mt_error("betainc: X must be in the range [0, 1]");
    }
    for (i = 0; i < n; i++)
        if (at(xs[1], i) <= 0)
            mt_error("betainc: A must be strictly positive");
    for (i = 0; i < n; i++)
        if (at(xs[2], i) <= 0)
            mt_error("betainc: B must be strictly positive");
    if (nargs > 3) {
        tail = tail_of(&args[3]);
        if (tail != LOWER && tail != UPPER)
            mt_error("betainc: invalid value for TAIL");
    }
    /* betainc.m keeps an integer X's class (its conversion misses X) */
    if (mt__is_int_class(xs[0]->cls))
        mt_error("mat2c: betainc of an integer X is not supported");
    cls = result_class("betainc", xs, 3);
    mt_resize(&r, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < n; i++) {
        double x = at(xs[0], i), a = at(xs[1], i), b = at(xs[2], i);
        if (cls == MT_SINGLE) {
            x = (double)(float)x;
            a = (double)(float)a;
            b = (double)(float)b;
        }
        mt__set(&r, i, betainc1(x, a, b, tail == UPPER));
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* beta, betaln                                                               */
/* ------------------------------------------------------------------------- */

/* Octave's gammaln: log|Gamma(x)|, plus i pi where Gamma(x) < 0. */
static cplx gammaln_c(double x)
{
    int sign = 1;
    double l;
    if (x > 0 || isnan(x))
        return lgamma(x);
    l = lgamma(x);
    /* the sign of Gamma on (-n-1, -n) is (-1)^(n+1); at the poles lgamma is Inf */
    if (x != floor(x) && fmod(floor(x), 2.0) != 0)
        sign = -1;
    return sign < 0 ? mk(l, PI) : mk(l, 0);
}

/* The two arguments of beta and betaln: real, of the same size or one a scalar. */
static const mt_array *beta_args(const char *fn, const mt_arg *args, mt_array *v0, mt_array *v1,
                                 const mt_array **xs, mt_class *cls)
{
    const mt_array *shape;
    xs[0] = mt__bi_arg(&args[0], v0);
    xs[1] = mt__bi_arg(&args[1], v1);
    if (xs[0]->cplx || xs[1]->cplx)
        mt_error("%s: A and B must be real", fn);
    shape = common_size(xs, 2);
    if (!shape)
        mt_error("%s: A and B must have consistent sizes", fn);
    if (mt__is_int_class(xs[0]->cls) || mt__is_int_class(xs[1]->cls))
        mt_error("mat2c: %s of integer arguments is not supported", fn);
    *cls = result_class(fn, xs, 2);
    return shape;
}

static cplx betaln1(double a, double b)
{
    return gammaln_c(a) + gammaln_c(b) - gammaln_c(a + b);
}

BI(beta)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *xs[2];
    mt_class cls;
    const mt_array *shape = beta_args("beta", args, &v0, &v1, xs, &cls);
    size_t i;
    UNUSED_BI;
    mt_resize(&r, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < r.numel; i++) {
        cplx l = betaln1(at(xs[0], i), at(xs[1], i));
        mt__set(&r, i, cimag(l) == 0 ? exp(creal(l)) : creal(cexp(l)));
    }
    mt__bi_give(out[0], &r);
}

BI(betaln)
{
    mt_array v0, v1;
    const mt_array *xs[2];
    mt_class cls;
    const mt_array *shape = beta_args("betaln", args, &v0, &v1, xs, &cls);
    cplx *y = (cplx *)mt__bi_alloc((shape->numel ? shape->numel : 1) * sizeof(cplx));
    size_t i;
    UNUSED_BI;
    for (i = 0; i < shape->numel; i++)
        y[i] = betaln1(at(xs[0], i), at(xs[1], i));
    give_cplx(out[0], cls, shape, y);
    free(y);
}

/* ------------------------------------------------------------------------- */
/* gammaincinv, betaincinv                                                    */
/* ------------------------------------------------------------------------- */

/* erfcinv(q) for the starting point of gammaincinv: Acklam's rational approximation of the
 * normal quantile, erfcinv(q) = -Phi^-1(q / 2) / sqrt(2), then Halley steps on erfc. */
static double erfcinv1(double q)
{
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                               -2.759285104469687e+02, 1.383577518672690e+02,
                               -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                               -1.556989798598866e+02, 6.680131188771972e+01,
                               -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                               -2.400758277161838e+00, -2.549732539343734e+00,
                               4.374664141464968e+00, 2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01,
                               2.445134137142996e+00, 3.754408661907416e+00};
    double p, x, z, t;
    int k;
    if (isnan(q) || q < 0 || q > 2)
        return MT_NAN;
    if (q == 0)
        return MT_INF;
    if (q == 2)
        return -MT_INF;
    if (q > 1)
        return -erfcinv1(2 - q);
    p = q / 2;
    if (p < 0.02425) {
        t = sqrt(-2 * log(p));
        x = (((((c[0] * t + c[1]) * t + c[2]) * t + c[3]) * t + c[4]) * t + c[5]) /
            ((((d[0] * t + d[1]) * t + d[2]) * t + d[3]) * t + 1);
    } else {
        double r;
        t = p - 0.5;
        r = t * t;
        x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * t /
            (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
    }
    z = -x / sqrt(2.0);
    for (k = 0; k < 3; k++) {
        /* f = erfc(z) - q, f' = -2/sqrt(pi) e^-z^2, f''/f' = -2z */
        double f = erfc(z) - q, fp = -2 / sqrt(PI) * exp(-z * z), u;
        if (fp == 0)
            break;
        u = f / fp;
        z -= u / (1 + z * u);
    }
    return z;
}

/* gammainc of a real x inside an inversion (a negative x would be complex). */
static double gi_real(const char *fn, double x, double a, int tail)
{
    cplx v;
    if (x < 0)
        mt_error("mat2c: %s stepping to a negative x is not supported", fn);
    v = gammainc1(x, a, tail);
    return creal(v);
}

/* The derivative forms of gammaincinv.m's four starting regions. */
static double gii_jf(int region, double a, double x)
{
    if (x < 0)
        mt_error("mat2c: gammaincinv stepping to a negative x is not supported");
    switch (region) {
    case 1:
        return -exp(-lgamma(a) - x + (a - 1) * log(x));
    case 2:
        return exp(-lgamma(a) - x) * pow(x, a - 1);
    case 3:
        return -exp(-lgamma(a) - x) * pow(x, a - 1);
    default:
        return exp(-lgamma(a) - x + (a - 1) * log(x));
    }
}

static double gammaincinv1(double y, double a, int upper)
{
    double p, q, x0, res, x, target;
    int region, it = 0, tail, again;
    /* Region 4 starts from erfcinv, mat2c's own (Acklam's quantile refined by Halley steps on
     * erfc), not Octave's to the last bit: where the Newton steps cannot improve on the start
     * (a target near 1 of the upper function) the last digits can differ from Octave's. */
    if (!upper) {
        if (y == 0)
            return 0;
        if (y == 1)
            return MT_INF;
        if (a == 1)
            return -log1p(-y);
        p = y;
        q = 1 - p;
    } else {
        if (y == 0)
            return MT_INF;
        if (y == 1)
            return 0;
        if (a == 1)
            return -log(y);
        q = y;
        p = 1 - q;
    }
    if (p < pow(0.2 * (1 + a), a) / tgamma(1 + a)) {
        double r = pow(p * tgamma(1 + a), 1 / a);
        double c2 = 1 / (a + 1);
        double c3 = (3 * a + 5) / (2 * pow(a + 1, 2) * (a + 2));
        double c4 = (8 * pow(a, 2) + 33 * a + 31) / (3 * pow(a + 1, 3) * (a + 2) * (a + 3));
        double c5 = (125 * pow(a, 4) + 1179 * pow(a, 3) + 3971 * pow(a, 2) + 5661 * a + 2888) /
                    (24 * pow(1 + a, 4) * pow(a + 2, 2) * (a + 3) * (a + 4));
        x0 = r + c2 * pow(r, 2) + c3 * pow(r, 3) + c4 * pow(r, 4) + c5 * pow(r, 5);
        region = 1;
    } else if (q < exp(-0.5 * a) / tgamma(1 + a) && a > 0 && a < 10) {
        x0 = -log(q) - lgamma(a);
        region = 2;
    } else if (a > 0 && a < 1) {
        x0 = pow(p * tgamma(a + 1), 1 / a);
        region = 3;
    } else {
        double dd = 1 / (9 * a);
        double t = 1 - dd + sqrt(2.0) * erfcinv1(2 * q) * sqrt(dd);
        x0 = a * pow(t, 3);
        region = 4;
    }
    /* regions 1 and 3 solve the lower function for p, 2 and 4 the upper one for q */
    tail = region == 1 || region == 3 ? LOWER : UPPER;
    target = tail == LOWER ? p : q;
    res = -(target - gi_real("gammaincinv", x0, a, tail)) / gii_jf(region, a, x0);
    again = fabs(res) >= DBL_EPSILON * fabs(x0);
    x = x0;
    while (again && it++ < 20) {
        x += res;
        res = -(target - gi_real("gammaincinv", x, a, tail)) / gii_jf(region, a, x);
        again = fabs(res) >= DBL_EPSILON * fabs(x);
    }
    return x + res;
}

BI(gammaincinv)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *xs[2];
    const mt_array *shape;
    mt_class cls;
    size_t i, n;
    int tail = LOWER;
    (void)nout;
    xs[0] = mt__bi_arg(&args[0], &v0);
    xs[1] = mt__bi_arg(&args[1], &v1);
    shape = common_size(xs, 2);
    if (!shape)
        mt_error("gammaincinv: Y and A must be of common size or scalars");
    if (xs[0]->cplx || xs[1]->cplx)
        mt_error("gammaincinv: all inputs must be real");
    n = shape->numel;
    for (i = 0; i < n; i++) {
        double y = at(xs[0], i);
        if (y < 0 || y > 1)
            mt_error("gammaincinv: Y must be in the range [0, 1]");
    }
    for (i = 0; i < n; i++)
        if (at(xs[1], i) <= 0)
            mt_error("gammaincinv: A must be strictly positive");
    cls = result_class("gammaincinv", xs, 2);
    if (nargs > 2) {
        tail = tail_of(&args[2]);
        if (tail != LOWER && tail != UPPER)
            mt_error("gammaincinv: invalid value for TAIL");
    }
    mt_resize(&r, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < n; i++) {
        double y = at(xs[0], i), a = at(xs[1], i);
        if (cls == MT_SINGLE) {
            y = (double)(float)y;
            a = (double)(float)a;
        }
        mt__set(&r, i, gammaincinv1(y, a, tail == UPPER));
    }
    mt__bi_give(out[0], &r);
}

/* betainc inside betaincinv's Newton steps, with betainc's range error. */
static double bi_checked(double x, double a, double b, int upper)
{
    if (x < 0 || x > 1)
        mt_error("betainc: X must be in the range [0, 1]");
    return betainc1(x, a, b, upper);
}

static double betaincinv1(double y, double a, double b, int upper)
{
    double ys = upper ? 1 - y : y, x = 0, bln, step, x_old, dx, dx_old;
    if ((a - 1) * (b - 1) > 0) {
        double x_i = (a - 1) / (a + b - 2), y_i = betainc1(x_i, a, b, 0);
        if (a > 1)
            x = x_i;
        else if (y_i >= ys)
            x = pow(ys / y_i, 1 / a) * x_i;
        else if (y_i < ys)
            x = 1 - pow((1 - ys) / (1 - y_i), 1 / b) * (1 - x_i);
    } else if ((a - 1) * (b - 1) <= 0) {
        double beta_ab = exp(lgamma(a) + lgamma(b) - lgamma(a + b));
        if (a < 1)
            x = pow(ys * beta_ab * a, 1 / a);
        else if (a >= 1)
            x = 1 - pow((1 - ys) * beta_ab * b, 1 / b);
    }
    if (y == 0)
        return upper ? 1 : 0;
    if (y == 1)
        return upper ? 0 : 1;
    /* Newton's method while the steps shrink (betaincinv.m's newton_method) */
    bln = lgamma(a) + lgamma(b) - lgamma(a + b);
#define BII_STEP                                                                            \
    step = -(y - bi_checked(x, a, b, upper)) /                                              \
           ((upper ? 1 : -1) * exp((a - 1) * log(x) + (b - 1) * log1p(-x) - bln));          \
    x_old = x;                                                                              \
    x += step;                                                                              \
    dx = x - x_old
    BII_STEP;
    if (!(dx != 0))
        return x;
    dx_old = dx;
    for (;;) {
        BII_STEP;
        if (!(fabs(dx) < fabs(dx_old)))
            return x;
        dx_old = dx;
    }
#undef BII_STEP
}

BI(betaincinv)
{
    mt_array v0, v1, v2, r = MT_ARRAY_INIT;
    const mt_array *xs[3];
    const mt_array *shape;
    mt_class cls = MT_DOUBLE;
    size_t i, n;
    int k, tail = LOWER;
    (void)nout;
    xs[0] = mt__bi_arg(&args[0], &v0);
    xs[1] = mt__bi_arg(&args[1], &v1);
    xs[2] = mt__bi_arg(&args[2], &v2);
    shape = common_size(xs, 3);
    if (!shape)
        mt_error("betaincinv: Y, A, and B must be of common size or scalars");
    for (k = 0; k < 3; k++) {
        if (mt__is_container(xs[k]) ||
            (xs[k]->cls != MT_DOUBLE && xs[k]->cls != MT_SINGLE) || xs[k]->cplx)
            mt_error("betaincinv: Y, A, and B must be real, floating point values");
        if (xs[k]->cls == MT_SINGLE)
            cls = MT_SINGLE;
    }
    n = shape->numel;
    for (i = 0; i < n; i++) {
        double y = at(xs[0], i);
        if (y < 0 || y > 1)
            mt_error("betaincinv: Y must be in the range [0, 1]");
    }
    for (i = 0; i < n; i++)
        if (at(xs[1], i) <= 0)
            mt_error("betaincinv: A must be strictly positive");
    for (i = 0; i < n; i++)
        if (at(xs[2], i) <= 0)
            mt_error("betaincinv: B must be strictly positive");
    if (nargs > 3) {
        tail = tail_of(&args[3]);
        if (tail != LOWER && tail != UPPER)
            mt_error("betaincinv: invalid value for TAIL");
    }
    mt_resize(&r, cls, 0, shape->ndims, shape->dims);
    for (i = 0; i < n; i++) {
        double y = at(xs[0], i), a = at(xs[1], i), b = at(xs[2], i);
        if (cls == MT_SINGLE) {
            y = (double)(float)y;
            a = (double)(float)a;
            b = (double)(float)b;
        }
        mt__set(&r, i, betaincinv1(y, a, b, tail == UPPER));
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* realpow, reallog, realsqrt                                                 */
/* ------------------------------------------------------------------------- */

BI(realpow)
{
    mt_array r = MT_ARRAY_INIT;
    UNUSED_BI;
    mt_binary(&r, MT_POW, args[0], args[1]);
    if (r.cplx) {
        mt_free(&r);
        mt_error("realpow: produced complex result");
    }
    mt__bi_give(out[0], &r);
}

/* reallog and realsqrt: Octave's error for a complex or negative input, else the op. */
static void real_unary(const char *fn, mt_array *o, const mt_arg *g, mt_unop op)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(g, &v);
    size_t i;
    int bad = x->cplx;
    for (i = 0; !bad && i < x->numel; i++)
        bad = mt__get(x, i) < 0;
    if (bad)
        mt_error("%s: produced complex result", fn);
    if (mt__is_int_class(x->cls)) {
        /* Octave's log and sqrt of integers are double */
        mt_array d = MT_ARRAY_INIT;
        mt_resize(&d, MT_DOUBLE, 0, x->ndims, x->dims);
        for (i = 0; i < x->numel; i++)
            mt__set(&d, i, mt__get(x, i));
        mt_unary(&r, op, &d);
        mt_free(&d);
    } else
        mt_unary(&r, op, x);
    mt__bi_give(o, &r);
}

BI(reallog)
{
    UNUSED_BI;
    real_unary("reallog", out[0], &args[0], MT_LOG);
}

BI(realsqrt)
{
    UNUSED_BI;
    real_unary("realsqrt", out[0], &args[0], MT_SQRT);
}

/* ------------------------------------------------------------------------- */
/* legendre                                                                   */
/* ------------------------------------------------------------------------- */

/* legendre.m's once-per-session overflow warning */
static int legendre_warned;

BI(legendre)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *nv = mt__bi_arg(&args[0], &v0), *x = mt__bi_arg(&args[1], &v1);
    double nd, *scale, *l1, *l2, *l3, *res;
    size_t i, n, m, k, nx = x->numel, dims[MT_MAXDIMS];
    int unnorm = 1, sch = 0, overflow = 0, ndims, d;
    (void)nout;
    nd = nv->numel == 1 ? mt__get(nv, 0) : 0;
    if (nv->cplx || nv->numel != 1 || nd < 0 || nd != trunc(nd))
        mt_error("legendre: N must be a real non-negative integer");
    for (i = 0; i < nx && !x->cplx; i++)
        if (mt__get(x, i) < -1 || mt__get(x, i) > 1)
            break;
    if (x->cplx || i < nx)
        mt_error("legendre: X must be real-valued vector in the range -1 <= X <= 1");
    if (isinf(nd))
        mt_error("mat2c: legendre of an infinite N is not supported");
    n = (size_t)nd;
    scale = (double *)mt__bi_alloc((nx ? nx : 1) * 4 * sizeof(double));
    l1 = scale + nx;
    l2 = l1 + nx;
    l3 = l2 + nx;
    if (nargs > 2) {
        if (mt__bi_is_word(&args[2], "norm"))
            unnorm = 0;
        else if (mt__bi_is_word(&args[2], "sch"))
            unnorm = 0, sch = 1;
        else if (!mt__bi_is_word(&args[2], "unnorm")) {
            free(scale);
            mt_error("legendre: NORMALIZATION option must be \"unnorm\", \"norm\", or \"sch\"");
        }
    }
    for (i = 0; i < nx; i++)
        scale[i] = unnorm ? 1 : sch ? sqrt(2.0) : sqrt(nd + 0.5);
    /* (n+1) x size(x), or (n+1) x numel(x) for a vector x */
    if (x->ndims == 2 && (x->dims[0] == 1 || x->dims[1] == 1)) {
        ndims = 2;
        dims[0] = n + 1;
        dims[1] = nx;
    } else {
        ndims = x->ndims + 1 > MT_MAXDIMS ? MT_MAXDIMS : x->ndims + 1;
        dims[0] = n + 1;
        for (d = 1; d < ndims; d++)
            dims[d] = x->dims[d - 1];
    }
    mt_resize(&r, MT_DOUBLE, 0, ndims, dims);
    res = (double *)r.data;
    for (m = 1; m <= n; m++) {
        for (i = 0; i < nx; i++) {
            double xi = mt__get(x, i);
            l1[i] = scale[i];
            l2[i] = (2.0 * m - 1) * xi * scale[i];
            l3[i] = l2[i];
            for (k = m + 1; k <= n; k++) {
                double a = (2.0 * k - 1) * xi * l2[i], b = (double)(k + m - 2) * l1[i];
                l3[i] = (a - b) / (double)(k - m + 1);
                l1[i] = l2[i];
                l2[i] = l3[i];
                if (!legendre_warned && (isinf(a) || isinf(b) || isinf(l3[i])))
                    overflow = 1;
            }
            res[(m - 1) + i * (n + 1)] = l3[i];
            if (unnorm)
                scale[i] *= -(2.0 * m - 1);
            else
                scale[i] *= (2.0 * m - 1) / sqrt((double)(n - m + 1) * (double)(n + m));
            scale[i] *= sqrt(1 - pow(xi, 2));
        }
    }
    for (i = 0; i < nx; i++)
        res[n + i * (n + 1)] = scale[i];
    if (sch)
        for (i = 0; i < nx; i++)
            res[i * (n + 1)] /= sqrt(2.0);
    free(scale);
    if (overflow && !legendre_warned) {
        mt_warn(NULL, "legendre: overflow - results may be unstable for high orders");
        legendre_warned = 1;
    }
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* ellipke                                                                    */
/* ------------------------------------------------------------------------- */

/* ellipke.m: the arithmetic-geometric mean, every element stepped until all have converged
 * (its loop is over the whole array), negative m through the imaginary-modulus transform. */
BI(ellipke)
{
    mt_array v0, v1, k = MT_ARRAY_INIT, e = MT_ARRAY_INIT;
    const mt_array *m = mt__bi_arg(&args[0], &v0);
    size_t i, nm = m->numel, nidx = 0;
    double tol, f, *mm, *a, *b, *c, *sum;
    int n, all;
    if (m->cplx)
        mt_error("ellipke: M must be real");
    for (i = 0; i < nm; i++)
        if (mt__get(m, i) > 1)
            mt_error("ellipke: M must be <= 1");
    /* a single M: Octave's loop runs in single arithmetic into a double result */
    if (m->cls != MT_DOUBLE)
        mt_error("mat2c: ellipke of %s values is not supported", mt_class_name(m->cls));
    tol = DBL_EPSILON;
    if (nargs > 1) {
        const mt_array *t = mt__bi_arg(&args[1], &v1);
        if (t->numel != 0) {
            if (t->cplx || t->numel != 1 || !(mt__get(t, 0) > 0))
                mt_error("ellipke: TOL must be a real scalar > 0");
            tol = mt__get(t, 0);
        }
    }
    mm = (double *)mt__bi_alloc((nm ? nm : 1) * 5 * sizeof(double));
    a = mm + nm;
    b = a + nm;
    c = b + nm;
    sum = c + nm;
    for (i = 0; i < nm; i++) {
        double x = mt__get(m, i);
        mm[i] = x;
        if (x != 1 && x != -MT_INF) {
            if (x < 0)
                x = -x / (1 - x);
            b[i] = sqrt(1 - x);
            a[i] = 1;
            c[i] = sqrt(x);
            sum[i] = 0.5 * pow(c[i], 2);
            nidx++;
        }
    }
    n = 2;
    f = 0.5;
    if (nidx > 0) {
        do {
            f *= 2;
            all = 1;
            for (i = 0; i < nm; i++) {
                double t;
                if (mm[i] == 1 || mm[i] == -MT_INF)
                    continue;
                t = (a[i] + b[i]) / 2;
                c[i] = (a[i] - b[i]) / 2;
                b[i] = sqrt(a[i] * b[i]);
                a[i] = t;
                sum[i] += f * pow(c[i], 2);
                if (!(c[i] / a[i] < tol))
                    all = 0;
            }
        } while (!(all || (++n > 16)));
        if (n >= 16) {
            free(mm);
            mt_error("ellipke: algorithm did not converge in %d iterations", 16);
        }
    }
    mt_resize(&k, MT_DOUBLE, 0, m->ndims, m->dims);
    mt_resize(&e, MT_DOUBLE, 0, m->ndims, m->dims);
    for (i = 0; i < nm; i++) {
        double x = mm[i], kv, ev;
        if (x == 1) {
            kv = MT_INF;
            ev = 1;
        } else if (x == -MT_INF) {
            kv = 0;
            ev = MT_INF;
        } else {
            kv = 0.5 * PI / a[i];
            ev = 0.5 * PI * (1 - sum[i]) / a[i];
            if (x < 0) {
                kv = 1 / sqrt(1 - x) * kv;
                ev = sqrt(1 - x) * ev;
            }
        }
        mt__set(&k, i, kv);
        mt__set(&e, i, ev);
    }
    free(mm);
    mt__bi_give(out[0], &k);
    if (nout > 1)
        mt__bi_give(out[1], &e);
    else
        mt_free(&e);
}

/* ------------------------------------------------------------------------- */
/* bincoeff                                                                   */
/* ------------------------------------------------------------------------- */

/* bincoeff.m's three gammaln forms (negative integer n, n >= k, non-integer n < k, the last
 * through log(sin) with Octave's complex logarithm), rounded for integer n. */
static double bincoeff1(double n, double k)
{
    int ok = k >= 0 && k == trunc(k) && !isnan(n), n_int = n == trunc(n);
    cplx b = 0;
    if (!ok)
        b = MT_NAN;
    if (n_int && n < 0 && ok)
        b = pow(-1, k) * cexp(gammaln_c(fabs(n) + k) - gammaln_c(k + 1) - gammaln_c(fabs(n)));
    if (n >= k && ok)
        b = cexp(gammaln_c(n + 1) - gammaln_c(k + 1) - gammaln_c(n - k + 1));
    if (!n_int && n < k && ok) {
        double s = sin(PI * (n - k + 1));
        cplx ls = s < 0 ? mk(log(-s), PI) : mk(log(s), 0);
        b = (1 / PI) * cexp(gammaln_c(n + 1) - gammaln_c(k + 1) + gammaln_c(k - n) + ls);
    }
    return n_int ? round(creal(b)) : creal(b);
}

BI(bincoeff)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *xs[2];
    const mt_array *shape;
    size_t i;
    UNUSED_BI;
    xs[0] = mt__bi_arg(&args[0], &v0);
    xs[1] = mt__bi_arg(&args[1], &v1);
    shape = common_size(xs, 2);
    if (!shape)
        mt_error("bincoeff: N and K must be of common size or scalars");
    if (xs[0]->cplx || xs[1]->cplx)
        mt_error("bincoeff: N and K must not be complex");
    /* Octave computes a single or integer input in its own class into a double result */
    if (xs[0]->cls != MT_DOUBLE || xs[1]->cls != MT_DOUBLE)
        mt_error("mat2c: bincoeff of %s values is not supported",
                 mt_class_name(xs[0]->cls != MT_DOUBLE ? xs[0]->cls : xs[1]->cls));
    mt_resize(&r, MT_DOUBLE, 0, shape->ndims, shape->dims);
    for (i = 0; i < r.numel; i++)
        mt__set(&r, i, bincoeff1(at(xs[0], i), at(xs[1], i)));
    mt__bi_give(out[0], &r);
}

/* ------------------------------------------------------------------------- */
/* psi (digamma)                                                             */
/* ------------------------------------------------------------------------- */

/* Octave's psi (liboctave's lo-specfun) evaluated in the argument's precision, so single
 * results match: -Inf at the poles, the reflection formula below zero, the harmonic sums
 * (A&S 6.3.2-4) at integers and half-integers, else the recurrence up to 10 and the
 * asymptotic series in 1/z^2 (A&S 6.3.18, Bernoulli coefficients B_2k/2k). The loops
 * count with a 64-bit integer as Octave's (psi(Inf) runs none of them). */
static int64_t psi_count(double v)
{
    return (v != v || v >= 9.2e18) ? INT64_MIN : (int64_t)v;
}

#define PSI_BODY(T, LOG)                                                                   \
    static const T coef[10] = {-0.83333333333333333e-1, 0.83333333333333333e-2,            \
                               -0.39682539682539683e-2, 0.41666666666666667e-2,            \
                               -0.75757575757575758e-2, 0.21092796092796093e-1,            \
                               -0.83333333333333333e-1, 0.4432598039215686,                \
                               -0.3053954330270122e+1,  0.125318899521531e+2};             \
    T p = 0;                                                                               \
    int64_t k;                                                                             \
    if (z <= 0) {                                                                          \
        if (floor((double)z) == (double)z)                                                 \
            return (T)-INFINITY;                                                           \
        return (T)((double)SELF((T)(1 - z)) - PI / tan(PI * (double)z));                   \
    }                                                                                      \
    if (floor((double)z) == (double)z) {                                                   \
        p = (T)-EULER;                                                                     \
        for (k = psi_count((double)(z - 1)); k > 0; k--)                                   \
            p = (T)((double)p + 1.0 / (double)k);                                          \
        return p;                                                                          \
    }                                                                                      \
    if (floor((double)z + 0.5) == (double)z + 0.5) {                                       \
        for (k = psi_count((double)z); k > 0; k--)                                         \
            p = (T)((double)p + 1.0 / (double)(2 * k - 1));                                \
        return (T)(-EULER - 2 * log(2.0) + 2 * (double)p);                                 \
    }                                                                                      \
    {                                                                                      \
        T zc = z, over2, over2k, s = 0;                                                    \
        int j;                                                                             \
        if (z < 10) {                                                                      \
            signed char n = (signed char)(10 - z), m;                                      \
            for (m = (signed char)(n - 1); m >= 0; m--)                                    \
                p = (T)((double)p - 1.0 / (double)(m + z));                                \
            zc += n;                                                                       \
        }                                                                                  \
        over2 = (T)1 / (zc * zc);                                                          \
        over2k = over2;                                                                    \
        for (j = 0; j < 10; j++, over2k *= over2)                                          \
            s += coef[j] * over2k;                                                         \
        return p + (s + (LOG(zc) - (T)0.5 / zc));                                          \
    }

#define SELF digamma_d
static double digamma_d(double z)
{
    PSI_BODY(double, log)
}
#undef SELF
#define SELF digamma_f
static float digamma_f(float z)
{
    PSI_BODY(float, logf)
}
#undef SELF

/* psi (Z) and psi (K, Z), K = 0; the polygamma functions (K > 0, Amos's dpsifn in
 * Octave) stop with a mat2c error after Octave's argument checks. */
BI(psi)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *z = mt__bi_arg(&args[nargs - 1], &v);
    double k = 0;
    size_t i;
    UNUSED_BI;
    if (nargs == 2) {
        mt_array vk;
        const mt_array *ka = mt__bi_arg(&args[0], &vk);
        if (ka->numel == 0 || ka->cls == MT_CHAR || mt__is_container(ka))
            mt_error("psi: K must be an integer");
        k = trunc(mt__get(ka, 0));
        if (k < 0)
            mt_error("psi: K must be non-negative");
    }
    if (k > 0) {
        if (z->cls != MT_DOUBLE && z->cls != MT_SINGLE)
            mt_error("psi: Z must be a floating point for polygamma (K > 0)");
        for (i = 0; i < z->numel; i++)
            if (mt__get(z, i) < 0)
                mt_error("psi: Z must be non-negative for polygamma (K > 0)");
        mt_error("mat2c: psi (K, Z) with K > 0 (polygamma) is not supported");
    }
    if (z->cls != MT_DOUBLE && z->cls != MT_SINGLE)
        mt_error("psi: Z must be a floating point");
    if (z->cplx)
        mt_error("mat2c: psi of a complex argument is not supported");
    mt_resize(&r, z->cls, 0, z->ndims, z->dims);
    if (z->cls == MT_SINGLE) {
        float *o = (float *)r.data;
        for (i = 0; i < z->numel; i++)
            o[i] = digamma_f((float)mt__get(z, i));
    } else {
        double *o = (double *)r.data;
        for (i = 0; i < z->numel; i++)
            o[i] = digamma_d(mt__get(z, i));
    }
    mt__bi_give(out[0], &r);
}
