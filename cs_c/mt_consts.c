/* mt_consts.c — the constructors (zeros, ones, eye, true, false) and constant builtins (pi,
 * e, eps, Inf, NaN) called with arguments that are not all double sizes: a trailing class
 * name (`NaN(2, 'single')`, `eps('single')`), `"like", PROTO`, and the errors Octave gives
 * for anything else; and `eps(x)`, the spacing of the floating-point numbers at x.
 * Messages are Octave 7's. */
#include "mt_internal.h"

#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Octave's data-type names (oct_data_conv::string_to_data_type): spaces removed, case
 * ignored, C type names and Fortran sizes accepted. Returns 0 for char. */
static int data_type(const char *str, mt_class *out)
{
    static const struct {
        const char *name;
        mt_class cls;
    } names[] = {
        {"int8", MT_INT8},          {"integer*1", MT_INT8},       {"uint8", MT_UINT8},
        {"int16", MT_INT16},        {"integer*2", MT_INT16},      {"uint16", MT_UINT16},
        {"int32", MT_INT32},        {"integer*4", MT_INT32},      {"uint32", MT_UINT32},
        {"int64", MT_INT64},        {"integer*8", MT_INT64},      {"uint64", MT_UINT64},
        {"single", MT_SINGLE},      {"float32", MT_SINGLE},       {"real*4", MT_SINGLE},
        {"double", MT_DOUBLE},      {"float64", MT_DOUBLE},       {"real*8", MT_DOUBLE},
        {"schar", MT_INT8},         {"signedchar", MT_INT8},      {"uchar", MT_UINT8},
        {"unsignedchar", MT_UINT8}, {"short", MT_INT16},          {"ushort", MT_UINT16},
        {"unsignedshort", MT_UINT16}, {"int", MT_INT32},          {"uint", MT_UINT32},
        {"unsignedint", MT_UINT32}, {"long", MT_INT32},           {"ulong", MT_UINT32},
        {"unsignedlong", MT_UINT32}, {"longlong", MT_INT64},      {"ulonglong", MT_UINT64},
        {"unsignedlonglong", MT_UINT64}, {"float", MT_SINGLE},    {"logical", MT_LOGICAL},
    };
    char buf[32];
    size_t i, n = 0;
    for (i = 0; str[i] && n + 1 < sizeof buf; i++)
        if (str[i] != ' ')
            buf[n++] = (char)tolower((unsigned char)str[i]);
    buf[n] = 0;
    if (!str[i]) {
        if (!strcmp(buf, "char") || !strcmp(buf, "char*1"))
            return 0;
        for (i = 0; i < sizeof names / sizeof names[0]; i++)
            if (!strcmp(buf, names[i].name)) {
                *out = names[i].cls;
                return 1;
            }
    }
    mt_error("invalid data type specified");
    return 0;
}

/* What a constructor accepts after its sizes. */
enum fill_kind {
    FILL_ANY,   /* zeros, ones: any numeric class or logical; "like" */
    FILL_EYE,   /* eye: a class name, no "like" */
    FILL_FLOAT, /* Inf, NaN: single or double; "like" a floating-point value */
    FILL_CONST, /* pi, e, eps: single or double, no "like" */
    FILL_BOOL   /* true, false: logical only; "like" a logical value */
};

static enum fill_kind fill_kind(const char *name)
{
    if (!strcmp(name, "zeros") || !strcmp(name, "ones"))
        return FILL_ANY;
    if (!strcmp(name, "eye"))
        return FILL_EYE;
    if (!strcmp(name, "true") || !strcmp(name, "false"))
        return FILL_BOOL;
    if (!strcmp(name, "pi") || !strcmp(name, "e") || !strcmp(name, "eps"))
        return FILL_CONST;
    return FILL_FLOAT;
}

static int is_char(const mt_arg *g)
{
    mt_array tmp;
    return mt__bi_arg(g, &tmp)->cls == MT_CHAR;
}

/* Octave's fill_matrix: a trailing class name, then `"like", PROTO` (case-sensitive), then
 * sizes. Sets *nargs to the number of size arguments and returns the class. */
static mt_class fill_class(const char *name, enum fill_kind kind, int *nargs, const mt_arg *args)
{
    mt_class cls = kind == FILL_BOOL ? MT_LOGICAL : MT_DOUBLE;
    int n = *nargs;
    mt_array tmp;
    if (n > 0 && is_char(&args[n - 1])) {
        /* a local copy: the errors below must not leak it (a `try` catches them) */
        char s[64];
        char *h = mt__bi_cstr(mt__bi_arg(&args[n - 1], &tmp));
        mt_class dt = MT_DOUBLE;
        int numeric;
        snprintf(s, sizeof s, "%s", h);
        free(h);
        numeric = data_type(s, &dt);
        n--;
        if (kind == FILL_BOOL && (!numeric || dt != MT_LOGICAL))
            mt_error("%s: invalid data type '%s'", name, s);
        if (!numeric || ((kind == FILL_FLOAT || kind == FILL_CONST) && dt != MT_DOUBLE &&
                         dt != MT_SINGLE))
            mt_error("%s: invalid class name", name);
        cls = dt;
    }
    if (kind != FILL_EYE && kind != FILL_CONST && n > 1 && is_char(&args[n - 2])) {
        char *s = mt__bi_cstr(mt__bi_arg(&args[n - 2], &tmp));
        int like = !strcmp(s, "like");
        free(s);
        if (like) {
            const mt_array *p = mt__bi_arg(&args[n - 1], &tmp);
            n -= 2;
            cls = p->cls;
            if (kind == FILL_BOOL && cls != MT_LOGICAL)
                mt_error("%s: input followed by \"like\" must be logical", name);
            if (kind == FILL_FLOAT && cls != MT_DOUBLE && cls != MT_SINGLE)
                mt_error("%s: input followed by 'like' must be floating point", name);
            if (cls == MT_CHAR || cls == MT_CELL || cls == MT_STRUCT || cls == MT_FHANDLE)
                mt_error("invalid data type specified");
        }
    }
    if (kind == FILL_EYE && n > 2)
        mt_error("Invalid call to eye.  Correct usage is:\n\n -- eye (N)\n -- eye (M, N)\n"
                 " -- eye ([M N])\n -- eye (..., CLASS)");
    *nargs = n;
    return cls;
}

/* One size argument that is an array: a row or column vector of sizes (empty too), or for
 * eye exactly two; any other shape is Octave's hint (utils.cc's get_dimensions). */
static void check_size_shape(const char *name, int nargs, const mt_arg *args)
{
    const mt_array *a = nargs == 1 ? args[0].a : NULL;
    int vector;
    if (!a || a->numel == 1)
        return;
    vector = a->ndims == 2 && (a->dims[0] == 1 || a->dims[1] == 1);
    if (!strcmp(name, "eye") ? !(vector && a->numel == 2) : !vector)
        mt_error("%s (A): use %s (size (A)) instead", name, name);
}

/* Octave's message for a size argument that is not numeric or not an integer (NaN and Inf
 * included); one size converts as octave_idx_type, several (and eye's) as int64_t. */
static void check_sizes(int nargs, const mt_arg *args, int eye)
{
    int k, inf = 0;
    size_t i;
    /* One size vector converts as indices; several sizes (and eye's one scalar) as int64. */
    int idx_sizes = nargs == 1 && !(eye && (!args[0].a || args[0].a->numel == 1));
    for (k = 0; k < nargs; k++) {
        mt_array tmp;
        const mt_array *a = mt__bi_arg(&args[k], &tmp);
        const char *what = a->cls == MT_CHAR     ? "string"
                           : a->cls == MT_CELL   ? "cell"
                           : a->cls == MT_STRUCT ? (a->numel == 1 ? "scalar struct" : "struct")
                           : a->cls == MT_FHANDLE ? "function handle"
                                                  : NULL;
        if (what)
            mt_error(nargs == 1 ? "octave_base_value::array_value(): wrong type argument '%s'"
                                : "octave_base_value::int64_value (): wrong type argument '%s'",
                     what);
        for (i = 0; i < a->numel; i++) {
            double d = mt__get(a, i);
            if (d != floor(d) || (isinf(d) && idx_sizes))
                mt_error("conversion of %g to %s value failed", d,
                         idx_sizes ? "octave_idx_type" : "int64_t");
            inf |= d > 0 && isinf(d);
        }
    }
    /* int64 sizes saturate: -Inf is an empty extent, +Inf too large once all are read */
    if (inf)
        mt_error("out of memory or dimension too large for Octave's index type");
}

void mt_const_fill(mt_array *r, const char *name, double v, int nargs, const mt_arg *args)
{
    enum fill_kind kind = fill_kind(name);
    size_t dims[MT_MAXDIMS], i;
    int nd;
    mt_array t = MT_ARRAY_INIT;
    mt_class cls;
    /* eye's one argument that is no size: Octave's hint */
    if (!strcmp(name, "eye") && nargs == 1 && args[0].a && args[0].a->cls == MT_CELL)
        mt_error("eye (A): use eye (size (A)) instead");
    cls = fill_class(name, kind, &nargs, args);
    check_size_shape(name, nargs, args);
    check_sizes(nargs, args, kind == FILL_EYE);
    nd = mt_dims_from_args(nargs, args, dims);
    if (cls == MT_SINGLE)
        v = !strcmp(name, "eps") ? (double)FLT_EPSILON : (double)(float)v;
    if (kind == FILL_EYE) {
        size_t n;
        if (nd != 2)
            mt_error("eye: dimensions must be a 2-element vector");
        mt_zeros(&t, cls, 2, dims);
        n = dims[0] < dims[1] ? dims[0] : dims[1];
        for (i = 0; i < n; i++)
            mt__set(&t, i + i * dims[0], 1.0);
        /* Octave keeps eye() of a floating-point class as a diagonal matrix */
        if ((cls == MT_DOUBLE || cls == MT_SINGLE) && t.numel > 1)
            t.layout = MT_LAYOUT_DIAG;
    } else {
        mt_resize(&t, cls, 0, nd, dims);
        for (i = 0; i < t.numel; i++)
            mt__set(&t, i, v);
    }
    mt__bi_give(r, &t);
}

/* The sizes of zeros, ones, eye, true and false called with doubles only: Octave's errors
 * for NaN, Inf and non-integers, then mt_dims_from_args. */
int mt_ctor_dims(const char *name, int nargs, const mt_arg *args, size_t *dims)
{
    check_size_shape(name, nargs, args);
    if (!strcmp(name, "cell")) {
        /* cell's own checks: a string is not a size */
        int k;
        for (k = 0; k < nargs; k++)
            if (args[k].a && args[k].a->cls == MT_CHAR)
                mt_error(nargs == 1 ? "invalid conversion from string to real N-D array"
                                    : "cell: dimension must be a scalar integer");
        if (nargs == 1) { /* one size converts as an index (several are truncated) */
            mt_array tmp;
            const mt_array *a = mt__bi_arg(&args[0], &tmp);
            double d = a->numel == 1 ? mt__get(a, 0) : 0;
            if (d != floor(d) || isinf(d))
                mt_error("conversion of %g to octave_idx_type value failed", d);
        } else { /* several sizes: an infinite one is no size an array can have */
            int k2;
            for (k2 = 0; k2 < nargs; k2++)
                if (!args[k2].a && isinf(args[k2].s) && args[k2].s > 0)
                    mt_error("out of memory or dimension too large for Octave's index type");
        }
        return mt_dims_from_args(nargs, args, dims);
    }
    check_sizes(nargs, args, !strcmp(name, "eye"));
    return mt_dims_from_args(nargs, args, dims);
}

/* zeros, ones, eye, true and false with a class name, "like" or any argument that is not
 * a double. */
void mt_fill_ctor(mt_array *r, const char *name, int nargs, const mt_arg *args)
{
    double v = (!strcmp(name, "zeros") || !strcmp(name, "false")) ? 0.0 : 1.0;
    mt_const_fill(r, name, v, nargs, args);
}

/* Octave's eps(x): NaN for Inf/NaN, the smallest denormal below the smallest normal number,
 * otherwise 2^(e - digits) with x = m * 2^e, 0.5 <= m < 1 (the real part of complex x). */
static double spacing(double x, int single)
{
    int e;
    x = fabs(x);
    if (x != x || isinf(x))
        return MT_NAN;
    if (x < (single ? (double)FLT_MIN : DBL_MIN))
        return single ? 1.40129846e-45 : 4.9406564584124654e-324;
    frexp(x, &e);
    return ldexp(1.0, e - (single ? FLT_MANT_DIG : DBL_MANT_DIG));
}

void mt_bi_eps(int nout, mt_array *const *out, int nargs, const mt_arg *args)
{
    mt_array tmp, t = MT_ARRAY_INIT;
    const mt_array *a = mt__bi_arg(&args[0], &tmp);
    size_t i;
    (void)nout;
    if (nargs != 1 || a->cls == MT_CHAR) {
        mt_const_fill(out[0], "eps", DBL_EPSILON, nargs, args);
        return;
    }
    if (a->cls != MT_DOUBLE && a->cls != MT_SINGLE)
        mt_error("eps: X must be of a floating point type");
    mt_resize(&t, a->cls, 0, a->ndims, a->dims);
    for (i = 0; i < a->numel; i++)
        mt__set(&t, i, spacing(mt__get(a, i), a->cls == MT_SINGLE));
    mt__bi_give(out[0], &t);
}

/* ---- NA, Octave's missing value ---- */

int mt_is_na(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u == 0x7FF840F440000000ull;
}

static int is_na_f(float x)
{
    uint32_t u;
    memcpy(&u, &x, sizeof u);
    return u == 0x7FC207A2u;
}

/* isna (X): true where X holds NA (either part of a complex); false for integer, logical
 * and char arrays; Octave's error for the others. */
BI(isna)
{
    mt_array v, r = MT_ARRAY_INIT;
    const mt_array *x = mt__bi_arg(&args[0], &v);
    size_t i;
    (void)nout, (void)nargs;
    if (x->cls == MT_CHAR)
        mt_error("isna: argument must be numeric");
    if (x->cls == MT_CELL)
        mt_error("isna: not defined for cell");
    if (x->cls == MT_STRUCT)
        mt_error("isna: not defined for %s", x->numel == 1 ? "scalar struct" : "struct");
    if (mt__is_container(x))
        mt_error("mat2c: isna of this value is not supported");
    mt_zeros(&r, MT_LOGICAL, x->ndims, x->dims);
    if (x->cls == MT_DOUBLE || x->cls == MT_SINGLE)
        for (i = 0; i < x->numel; i++) {
            double re = mt__get(x, i), im = x->cplx ? mt__get_im(x, i) : 0;
            int na = x->cls == MT_SINGLE ? is_na_f((float)re) || is_na_f((float)im)
                                         : mt_is_na(re) || mt_is_na(im);
            ((uint8_t *)r.data)[i] = (uint8_t)na;
        }
    mt__bi_give(out[0], &r);
}

/* %fill: every element of the ndims/dims array of class cls is `cls(v)`, converted by the
 * conversion builtin's own rules (mt_convert of a 1x1), then copied by doubling blocks.
 * The compiler folds `zeros(n, m) + c`, `char(zeros(1, n) + 32)` and the like into it
 * only where that conversion neither warns nor raises. */
void mt_fill_value(mt_array *r, mt_class cls, double v, int ndims, const size_t *dims)
{
    mt_array one = MT_ARRAY_INIT, conv = MT_ARRAY_INIT;
    double one_buf[1], conv_buf[1];
    size_t el, done, total;
    mt_resize(r, cls, 0, ndims, dims);
    if (r->numel == 0)
        return;
    if (cls == MT_DOUBLE) {
        double *p = (double *)r->data;
        size_t i;
        for (i = 0; i < r->numel; i++)
            p[i] = v;
        return;
    }
    mt_use_buffer(&one, one_buf, sizeof one_buf);
    mt_use_buffer(&conv, conv_buf, sizeof conv_buf);
    mt_from_scalar(&one, v);
    mt_convert(&conv, cls, &one);
    el = mt_elsize(cls, 0);
    total = r->numel * el;
    if (el == 1)
        memset(r->data, *(const unsigned char *)conv.data, total);
    else {
        memcpy(r->data, conv.data, el);
        for (done = el; done < total; done *= 2)
            memcpy((char *)r->data + done, r->data, done <= total - done ? done : total - done);
    }
    mt_free(&one);
    mt_free(&conv);
}
